import { useIntl } from 'react-intl';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { PaymentInstructions_InstructionsFragment } from '../../../graphql/generated';
import { US_DOLLAR as USD } from '../../currency/currencies';
import { convertMoney, formatMoney } from '../../currency/format-money';
import { useCurrency } from '../../currency/hooks/use-currency';
import { PaymentInstructionsList } from '../../investing/components/payment-instructions-list';
import { PayOnline } from '../../payments/components/pay-online';
import { countdown } from '../../investing/payment-dates';
import { StyledBadge } from '../../ui/components/badge';
import { Icon } from '../../ui/components/icon';
import { useNow } from '../hooks/use-now';

const StyledBanner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningSoft};
`;

const StyledHead = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
  color: ${({ theme }) => theme.colors.warning};
  strong {
    flex: 1;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const StyledAmount = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

interface PaymentBannerProps {
  /** The instructions the server issued; an application may only have its amount and method. */
  instructions: PaymentInstructions_InstructionsFragment | null;
  /** USD: the payment amount, or the interest amount when there is none yet. */
  amount: string;
  method: string | null;
  /** The currency the investor chose when applying; the amount is also shown in it. */
  currency: string;
  /** The investment to pay; with instructions issued, it can be paid online too (issue 22). */
  investmentId?: number | null;
}

/**
 * 'Payment Required' (investor spec §4): the amount in US dollars (and in the investor's currency), how to pay,
 * the reference and bank details, and the time left before the 7-day window closes, kept live.
 */
export function PaymentBanner({ instructions, amount, method, currency, investmentId }: PaymentBannerProps) {
  const { currencies } = useCurrency();
  const now = useNow();
  const theirs = currencies.find((c) => c.code === currency);
  const intl = useIntl();
  const left = instructions ? countdown(instructions.dueAt, now) : null;
  const due = left ? intl.formatMessage({ id: 'dashboard.countdown' }, left) : null;
  return (
    <StyledBanner
      role="region"
      aria-label={intl.formatMessage({ id: 'dashboard.payment.label' })}
      data-testid="payment-banner"
    >
      <StyledHead>
        <Icon name="clock" />
        <strong>{intl.formatMessage({ id: 'dashboard.payment.title' })}</strong>
        {due ? (
          <StyledBadge $tone={left?.state === 'overdue' ? 'danger' : 'warning'} data-testid="payment-countdown">
            {due}
          </StyledBadge>
        ) : null}
      </StyledHead>
      <StyledAmount>
        {intl.formatMessage(
          { id: 'dashboard.payment.pay' },
          {
            usd: formatMoney(amount, USD, intl.locale),
            converted:
              theirs && theirs.code !== 'USD'
                ? `${formatMoney(convertMoney(amount, USD, theirs), theirs, intl.locale)} ${theirs.code}`
                : 'none',
            method: method ?? 'none',
            issued: String(Boolean(instructions)),
            strong: (text: ReactNode[]) => <strong>{text}</strong>,
          },
        )}
      </StyledAmount>
      {/* Their words are the `investing` area's, which the dashboard loads with its own (routes/dashboard). */}
      {instructions ? <PaymentInstructionsList instructions={instructions} /> : null}
      {instructions && investmentId ? <PayOnline investmentId={investmentId} /> : null}
    </StyledBanner>
  );
}
