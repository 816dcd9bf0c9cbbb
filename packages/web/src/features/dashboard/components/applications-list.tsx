import { useId, useState } from 'react';
import styled from 'styled-components';
import type { DashboardApplication_ApplicationFragment } from '../../../graphql/generated';
import { StyledCard, StyledMuted } from '../../ui/components/layout-primitives';
import { useDashboardActions } from '../hooks/use-dashboard-actions';
import { ApplicationItem } from './application-item';
import { ConfirmActionDialog } from './confirm-action-dialog';

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** The investor's applications (investor spec §2): newest first, as the server lists them. */
export function ApplicationsList({
  applications,
}: {
  applications: readonly DashboardApplication_ApplicationFragment[];
}) {
  const titleId = useId();
  const { withdraw, busy } = useDashboardActions();
  const [withdrawing, setWithdrawing] = useState<DashboardApplication_ApplicationFragment | null>(null);
  return (
    <StyledCard as="section" aria-labelledby={titleId} data-testid="applications">
      <StyledTitle id={titleId}>Investment Applications</StyledTitle>
      {applications.length === 0 ? (
        <StyledMuted>
          No applications yet. Interests you express on a project appear here with their progress.
        </StyledMuted>
      ) : (
        <StyledList>
          {applications.map((application) => (
            <ApplicationItem
              key={application.id}
              application={application}
              onWithdraw={() => setWithdrawing(application)}
            />
          ))}
        </StyledList>
      )}
      {withdrawing ? (
        <ConfirmActionDialog
          title="Withdraw this application?"
          description={`Your application for ${withdrawing.projectTitle} will be withdrawn${withdrawing.status === 'awaiting_payment' ? ' and its reserved investment cancelled' : ''}. This cannot be undone.`}
          confirmLabel="Withdraw Application"
          busy={busy}
          onConfirm={() => withdraw(withdrawing.id)}
          onClose={() => setWithdrawing(null)}
          succeeded={{
            title: 'Application Withdrawn',
            description: `Your application for ${withdrawing.projectTitle} was withdrawn.`,
          }}
          failedFallback="Failed to withdraw the application. Please try again."
        />
      ) : null}
    </StyledCard>
  );
}
