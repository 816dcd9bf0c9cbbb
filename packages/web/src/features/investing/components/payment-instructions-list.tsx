import { Fragment } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { PaymentInstructions_InstructionsFragment } from '../../../graphql/generated';
import { US_DOLLAR as USD } from '../../currency/currencies';
import { formatMoney, moneyLocale } from '../../currency/format-money';
import { formatDeadline } from '../deadline';

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, auto) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

/**
 * What to pay and where, exactly as the server issued it: the amount in US dollars (the currency the transfer
 * is made in, whatever currency the page shows), the reference to quote, the method, the bank details and the
 * due date.
 */
export function PaymentInstructionsList({ instructions }: { instructions: PaymentInstructions_InstructionsFragment }) {
  const intl = useIntl();
  const amount = intl.formatMessage(
    { id: 'investing.instructions.amountValue' },
    { amount: formatMoney(instructions.amount, USD, moneyLocale(intl.locale)) },
  );
  // [label id, value]: the values are the server's (bank details to copy exactly as issued).
  const rows: ReadonlyArray<[string, string]> = [
    ['amount', amount],
    ['reference', instructions.reference],
    ['method', instructions.method],
    ['bankName', instructions.bankName],
    ['accountName', instructions.accountName],
    ['accountNumber', instructions.accountNumber],
    ['swiftCode', instructions.swiftCode],
    ['branch', instructions.branch],
    ['dueDate', formatDeadline(intl, instructions.dueAt)],
  ];
  return (
    <StyledList data-testid="payment-instructions">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>
            <FormattedMessage id={`investing.instructions.${label}`} />
          </dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </StyledList>
  );
}
