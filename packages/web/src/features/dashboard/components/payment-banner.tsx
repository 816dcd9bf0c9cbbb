import styled from 'styled-components';
import type { PaymentInstructions_InstructionsFragment } from '../../../graphql/generated';
import { US_DOLLAR as USD } from '../../currency/currencies';
import { convertMoney, formatMoney } from '../../currency/format-money';
import { useCurrency } from '../../currency/hooks/use-currency';
import { PaymentInstructionsList } from '../../investing/components/payment-instructions-list';
import { formatCountdown } from '../../investing/payment-dates';
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
}

/**
 * 'Payment Required' (investor spec §4): the amount in US dollars (and in the investor's currency), how to pay,
 * the reference and bank details, and the time left before the 7-day window closes, kept live.
 */
export function PaymentBanner({ instructions, amount, method, currency }: PaymentBannerProps) {
  const { currencies } = useCurrency();
  const now = useNow();
  const theirs = currencies.find((c) => c.code === currency);
  const due = instructions ? formatCountdown(instructions.dueAt, now) : null;
  return (
    <StyledBanner role="region" aria-label="Payment required" data-testid="payment-banner">
      <StyledHead>
        <Icon name="clock" />
        <strong>Payment Required</strong>
        {due ? (
          <StyledBadge $tone={due === 'Overdue' ? 'danger' : 'warning'} data-testid="payment-countdown">
            {due}
          </StyledBadge>
        ) : null}
      </StyledHead>
      <StyledAmount>
        Pay <strong>{formatMoney(amount, USD)} USD</strong>
        {theirs && theirs.code !== 'USD'
          ? ` (about ${formatMoney(convertMoney(amount, USD, theirs), theirs)} ${theirs.code})`
          : ''}
        {method ? ` by ${method}` : ''}
        {instructions ? ', quoting the reference below.' : '.'}
      </StyledAmount>
      {instructions ? <PaymentInstructionsList instructions={instructions} /> : null}
    </StyledBanner>
  );
}
