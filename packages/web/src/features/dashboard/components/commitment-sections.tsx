import { useIntl } from 'react-intl';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { DashboardCommitment_CommitmentFragment } from '../../../graphql/generated';
import { useCurrency } from '../../currency/hooks/use-currency';
import { StyledBadge } from '../../ui/components/badge';
import { StyledButtonLink } from '../../ui/components/button';
import { StyledCard, StyledMuted } from '../../ui/components/layout-primitives';
import { commitmentTone } from '../dashboard-rules';
import { useDashboardActions } from '../hooks/use-dashboard-actions';
import { CommitmentCard, unitLine } from './commitment-card';
import { CompletedTable } from './completed-table';
import { ConfirmActionDialog } from './confirm-action-dialog';
import { PositionsTable } from './positions-table';

type Commitment = DashboardCommitment_CommitmentFragment;

const StyledSection = styled(StyledCard)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  list-style: none;
  margin: 0;
  padding: 0;
`;

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <StyledSection as="section" aria-labelledby={titleId} data-testid={testId}>
      <StyledTitle id={titleId}>{title}</StyledTitle>
      {children}
    </StyledSection>
  );
}

/** Commitments on their way: payment due first, each with its payment box, stepper and one way to back out. */
export function InProgressSection({ commitments }: { commitments: readonly Commitment[] }) {
  const { formatPrice } = useCurrency();
  const { withdraw, busy } = useDashboardActions();
  const [leaving, setLeaving] = useState<Commitment | null>(null);
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <Section title={t('dashboard.inProgress.title')} testId="commitments-in-progress">
      <StyledList>
        {commitments.map((c) => (
          <li key={c.id}>
            <CommitmentCard commitment={c} onWithdraw={() => setLeaving(c)} />
          </li>
        ))}
      </StyledList>
      {leaving ? (
        <ConfirmActionDialog
          title={t(leaving.direct ? 'dashboard.leave.cancelTitle' : 'dashboard.leave.withdrawTitle')}
          description={
            leaving.direct
              ? t('dashboard.leave.cancelDescription', {
                  amount: formatPrice(leaving.amount),
                  project: leaving.projectTitle,
                  unit: unitLine(intl, leaving, true),
                })
              : t('dashboard.leave.withdrawDescription', {
                  project: leaving.projectTitle,
                  reserved: String(Boolean(leaving.investmentId)),
                })
          }
          confirmLabel={t(leaving.direct ? 'dashboard.leave.cancelConfirm' : 'dashboard.leave.withdrawConfirm')}
          busy={busy}
          onConfirm={() => withdraw(leaving.id)}
          onClose={() => setLeaving(null)}
          succeeded={
            leaving.direct
              ? {
                  title: t('dashboard.leave.cancelled'),
                  description: t('dashboard.leave.cancelledDescription', { project: leaving.projectTitle }),
                }
              : {
                  title: t('dashboard.leave.withdrawn'),
                  description: t('dashboard.leave.withdrawnDescription', { project: leaving.projectTitle }),
                }
          }
          failedFallback={t('dashboard.leave.failed')}
        />
      ) : null}
    </Section>
  );
}

/** Paid positions not yet sold: a table on wide screens, a card each on a phone. */
export function ActiveSection({ commitments }: { commitments: readonly Commitment[] }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <Section title={t('dashboard.active.title')} testId="investments">
      {commitments.length === 0 ? (
        <div>
          <StyledMuted>{t('dashboard.active.empty')}</StyledMuted>
          <StyledButtonLink to="/projects" $size="sm">
            {t('dashboard.active.browse')}
          </StyledButtonLink>
        </div>
      ) : (
        <PositionsTable positions={commitments} />
      )}
    </Section>
  );
}

/** Sold positions, with how and when the investor is paid. */
export function CompletedSection({ commitments }: { commitments: readonly Commitment[] }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <Section title={t('dashboard.completed.title')} testId="completed-investments">
      <StyledMuted>{t('dashboard.completed.explanation')}</StyledMuted>
      <CompletedTable positions={commitments} />
    </Section>
  );
}

const StyledClosedList = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
`;

const StyledClosedItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  min-width: 0;
  &:last-child {
    border-bottom: 0;
  }
  div {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

/** Commitments that went no further (withdrawn, rejected, expired, cancelled), folded away with their reason. */
export function ClosedSection({ commitments }: { commitments: readonly Commitment[] }) {
  const { formatPrice } = useCurrency();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <StyledSection data-testid="commitments-closed">
      <details>
        <summary>
          <StyledTitle as="span">{t('dashboard.closed.title', { count: commitments.length })}</StyledTitle>
        </summary>
        <StyledClosedList>
          {commitments.map((c) => (
            <StyledClosedItem key={c.id} data-testid="closed-commitment">
              <div>
                <Link to={`/projects/${c.projectId}`}>{c.projectTitle}</Link>
                <StyledMuted>
                  {t('dashboard.closed.line', {
                    unit: unitLine(intl, c),
                    amount: formatPrice(c.amount),
                    reason: c.closedReason ?? 'none',
                  })}
                </StyledMuted>
              </div>
              <StyledBadge $tone={commitmentTone(c)}>{c.stageLabel}</StyledBadge>
            </StyledClosedItem>
          ))}
        </StyledClosedList>
      </details>
    </StyledSection>
  );
}
