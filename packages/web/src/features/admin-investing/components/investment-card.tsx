import styled from 'styled-components';
import type { AdminInvestmentCard_InvestmentFragment } from '../../../graphql/generated';
import { StyledBadge, type BadgeTone } from '../../ui/components/badge';
import { StyledButton } from '../../ui/components/button';
import { StyledFactList } from '../../ui/components/data-display';
import { StyledCard } from '../../ui/components/layout-primitives';
import { ProgressBar } from '../../ui/components/progress-bar';
import { formatCalendarDay, formatDate, formatDeadline } from '../../../lib/dates';
import { formatUsd } from '../admin-investing-format';
import { canRecordPayout, investmentActions } from '../investment-overview';

const StyledItem = styled(StyledCard)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  h3 {
    flex: 1;
    min-width: 12ch;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const StyledProgress = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledEmail = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const STATUS_TONES: Record<AdminInvestmentCard_InvestmentFragment['status'], BadgeTone> = {
  pending_kyc: 'warning',
  awaiting_payment: 'info',
  active: 'success',
  completed: 'primary',
  cancelled: 'danger',
};

interface InvestmentCardProps {
  investment: AdminInvestmentCard_InvestmentFragment;
  onConfirmPayment: () => void;
  onCancel: () => void;
  onRecordPayout: () => void;
}

/**
 * One investment (accounts spec §2 "Investments tab"): who, where, how much, its payment reference and deadline,
 * when it was made and how far it has come (the commitment's one progress, as the investor sees it); Confirm
 * Payment while awaiting payment, Cancel before payment; once sold, the sale, the payout or Record Payout.
 */
export function InvestmentCard({ investment, onConfirmPayment, onCancel, onRecordPayout }: InvestmentCardProps) {
  const actions = investmentActions(investment.status);
  const payoutDue = canRecordPayout(investment);
  const titleId = `investment-${investment.id}-title`;
  return (
    <StyledItem as="article" aria-labelledby={titleId} data-testid="admin-investment">
      <StyledHead>
        <h3 id={titleId}>Investment #{investment.id}</h3>
        <StyledBadge $tone={STATUS_TONES[investment.status]}>{investment.statusLabel}</StyledBadge>
      </StyledHead>
      <StyledFactList>
        <div>
          <dt>Investor</dt>
          <dd>
            <span title={`User #${investment.userId}`}>{investment.userName}</span>
            <StyledEmail>{investment.userEmail}</StyledEmail>
          </dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd>{formatUsd(investment.amount)}</dd>
        </div>
        <div>
          <dt>Project</dt>
          <dd>{investment.projectTitle}</dd>
        </div>
        <div>
          <dt>Unit</dt>
          <dd>{investment.unitNumber}</dd>
        </div>
        <div>
          <dt>Payment reference</dt>
          <dd>{investment.paymentReference ?? '—'}</dd>
        </div>
        {investment.status === 'awaiting_payment' ? (
          <div>
            <dt>Payment due</dt>
            <dd>{formatDeadline(investment.paymentDueAt)}</dd>
          </div>
        ) : null}
        {investment.paymentConfirmedAt ? (
          <div>
            <dt>Payment confirmed</dt>
            <dd>{formatDate(investment.paymentConfirmedAt)}</dd>
          </div>
        ) : null}
        {investment.status === 'completed' ? (
          <div>
            <dt>Profit share</dt>
            <dd>
              {formatUsd(investment.profitShare)} (value {formatUsd(investment.currentValue)})
            </dd>
          </div>
        ) : null}
        {investment.soldAt ? (
          <div>
            <dt>Sold</dt>
            <dd>
              {formatDate(investment.soldAt)}
              {investment.soldPrice ? ` for ${formatUsd(investment.soldPrice)}` : ''}
            </dd>
          </div>
        ) : null}
        {investment.status === 'completed' ? (
          <div data-testid="admin-payout">
            <dt>Payout</dt>
            <dd>
              {investment.payout
                ? `Paid on ${formatCalendarDay(investment.payout.paidOn)}: ${formatUsd(investment.payout.amount)} by ${investment.payout.methodLabel}, reference ${investment.payout.reference}`
                : 'Not yet recorded'}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Created</dt>
          <dd>{formatDate(investment.createdAt)}</dd>
        </div>
        {investment.cancellationReason ? (
          <div>
            <dt>Cancellation reason</dt>
            <dd>{investment.cancellationReason}</dd>
          </div>
        ) : null}
      </StyledFactList>
      <StyledProgress>
        <span>
          Progress {investment.progress}% · {investment.stageLabel}
        </span>
        <ProgressBar value={investment.progress} label={`Investment #${investment.id} progress`} />
      </StyledProgress>
      {actions.confirmPayment || actions.cancel || payoutDue ? (
        <StyledActions>
          {payoutDue ? <StyledButton onClick={onRecordPayout}>Record Payout</StyledButton> : null}
          {actions.confirmPayment ? <StyledButton onClick={onConfirmPayment}>Confirm Payment</StyledButton> : null}
          {actions.cancel ? (
            <StyledButton $variant="outline" onClick={onCancel}>
              Cancel Investment
            </StyledButton>
          ) : null}
        </StyledActions>
      ) : null}
    </StyledItem>
  );
}
