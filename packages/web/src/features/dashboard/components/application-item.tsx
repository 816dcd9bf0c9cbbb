import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { DashboardApplication_ApplicationFragment } from '../../../graphql/generated';
import { humaniseUnitType } from '../../../lib/humanise';
import { useCurrency } from '../../currency/hooks/use-currency';
import { StyledBadge } from '../../ui/components/badge';
import { StyledButton } from '../../ui/components/button';
import { ProgressBar } from '../../ui/components/progress-bar';
import { applicationTone, canWithdrawApplication } from '../dashboard-rules';
import { ActionRequiredBanner } from './action-required-banner';
import { PaymentBanner } from './payment-banner';

const StyledItem = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
`;

const StyledHead = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  flex-wrap: wrap;
`;

const StyledTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;
`;

const StyledMeta = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledProgress = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const submittedFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

interface ApplicationItemProps {
  application: DashboardApplication_ApplicationFragment;
  onWithdraw: () => void;
}

/**
 * One application: project and unit, the amount, the server's label and progress, the 'Action Required' or
 * payment banner when it waits on the investor, and Withdraw while it is still before payment.
 */
export function ApplicationItem({ application: a, onWithdraw }: ApplicationItemProps) {
  const { formatPrice } = useCurrency();
  const titleId = useId();
  const unit = a.unitNumber
    ? `Unit ${a.unitNumber}${a.unitType ? ` · ${humaniseUnitType(a.unitType)}` : ''}`
    : 'Whole project';
  return (
    <StyledItem aria-labelledby={titleId} data-testid="application-item" data-status={a.status}>
      <StyledHead>
        <div>
          <StyledTitle id={titleId}>
            <Link to={`/projects/${a.projectId}`}>{a.projectTitle}</Link>
          </StyledTitle>
          <StyledMeta>
            {unit} · {formatPrice(a.interestAmount)} · submitted {submittedFormat.format(new Date(a.createdAt))}
          </StyledMeta>
        </div>
        <StyledBadge $tone={applicationTone(a.status)}>{a.statusLabel}</StyledBadge>
      </StyledHead>
      <StyledProgress>
        <span>Progress: {a.progress}%</span>
        <ProgressBar value={a.progress} label={`${a.projectTitle}: ${a.statusLabel}, ${a.progress}%`} />
      </StyledProgress>
      {a.status === 'rejected' && a.rejectionReason ? <StyledMeta>Reason: {a.rejectionReason}</StyledMeta> : null}
      {a.status === 'awaiting_kyc' ? <ActionRequiredBanner kycStatus={a.kycStatus} /> : null}
      {a.status === 'awaiting_payment' ? (
        <PaymentBanner
          instructions={a.paymentInstructions}
          amount={a.paymentAmount ?? a.interestAmount}
          method={a.paymentMethod}
          currency={a.currency}
        />
      ) : null}
      {canWithdrawApplication(a.status) ? (
        <div>
          <StyledButton
            $variant="outline"
            $size="sm"
            onClick={onWithdraw}
            aria-label={`Withdraw application for ${a.projectTitle}`}
          >
            Withdraw
          </StyledButton>
        </div>
      ) : null}
    </StyledItem>
  );
}
