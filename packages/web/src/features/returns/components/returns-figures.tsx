import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useCurrency } from '../../currency/hooks/use-currency';
import { formatMoney } from '../../currency/format-money';
import { toneOf } from '../returns-rules';

/** The figures of one position (or of all of them) in one currency, as the server computed them. */
export interface ReturnsFiguresData {
  code: string;
  contribution: { atPayment: string; today: string };
  value: { atPayment: string; today: string };
  propertyReturn: string;
  currencyEffect: string;
  totalReturn: string;
}

// Three columns that fit a 360px phone: the row's name, then the amount at each rate, aligned at the end.
const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto auto;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  align-items: baseline;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  [data-head] {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-align: end;
  }
  [data-amount] {
    text-align: end;
    white-space: nowrap;
  }
`;

/** A row of a grid whose cells sit in the grid's own columns. */
const StyledRow = styled.div`
  display: contents;
`;

const StyledSplit = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
  padding-block-start: ${({ theme }) => theme.space.sm};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  dd {
    margin: 0;
    text-align: end;
    white-space: nowrap;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd[data-tone='gain'] {
    color: ${({ theme }) => theme.colors.success};
  }
  dd[data-tone='loss'] {
    color: ${({ theme }) => theme.colors.danger};
  }
  [data-total] > * {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** Contribution and value at the payment-date rate and at today's, then the property return and currency effect. */
export function ReturnsFigures({ figures }: { figures: ReturnsFiguresData }) {
  const intl = useIntl();
  const { currencyFor } = useCurrency();
  const currency = currencyFor(figures.code);
  const locale = intl.locale === 'en' ? 'en-US' : intl.locale;
  const money = (amount: string) => formatMoney(amount, currency, locale);
  const signed = (amount: string) => (toneOf(amount) === 'gain' ? `+${money(amount)}` : money(amount));
  const split = [
    { id: 'returns.propertyReturn', amount: figures.propertyReturn },
    { id: 'returns.currencyEffect', amount: figures.currencyEffect },
    { id: 'returns.totalReturn', amount: figures.totalReturn },
  ];
  return (
    <div>
      <StyledGrid role="table" aria-label={intl.formatMessage({ id: 'returns.tableLabel' }, { code: figures.code })}>
        <StyledRow role="row">
          <span role="columnheader" />
          <span role="columnheader" data-head>
            {intl.formatMessage({ id: 'returns.atPayment' })}
          </span>
          <span role="columnheader" data-head>
            {intl.formatMessage({ id: 'returns.today' })}
          </span>
        </StyledRow>
        {[
          { id: 'returns.contribution', both: figures.contribution },
          { id: 'returns.value', both: figures.value },
        ].map((row) => (
          <StyledRow role="row" key={row.id}>
            <span role="rowheader">{intl.formatMessage({ id: row.id })}</span>
            <span role="cell" data-amount>
              {money(row.both.atPayment)}
            </span>
            <span role="cell" data-amount>
              {money(row.both.today)}
            </span>
          </StyledRow>
        ))}
      </StyledGrid>
      <StyledSplit>
        {split.map((item) => (
          <StyledRow key={item.id} data-total={item.id === 'returns.totalReturn' || undefined}>
            <dt>{intl.formatMessage({ id: item.id })}</dt>
            <dd data-tone={toneOf(item.amount)}>{signed(item.amount)}</dd>
          </StyledRow>
        ))}
      </StyledSplit>
    </div>
  );
}
