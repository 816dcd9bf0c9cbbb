import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { FinancialGoalsSection } from '../../goals/components/financial-goals-section';
import { MyDashboardDocument } from '../../../graphql/generated';
import { StyledButton } from '../../ui/components/button';
import { StyledStack } from '../../ui/components/layout-primitives';
import { StatePanel } from '../../ui/components/state-panel';
import { commitmentsIn } from '../dashboard-rules';
import { useMyDashboard } from '../hooks/use-my-dashboard';
import { ActiveSection, ClosedSection, CompletedSection, InProgressSection } from './commitment-sections';
import { DashboardSkeleton } from './dashboard-skeleton';
import { DashboardStatCards } from './dashboard-stat-cards';
import { PortfolioChart } from './portfolio-chart';

// Its own chunk with its own catalog area (docs/i18n.md), so the dashboard's first JavaScript does not grow.
const StatementsSection = lazy(() => import('../../statements/components/statements-section'));
// Returns in cedis and the home currency (issue 22 item 6): its own query and text, loaded after the dashboard.
const ReturnsPanel = lazy(() => import('../../returns/components/returns-panel'));

/**
 * The signed-in investor's dashboard below the KYC card, from the one myDashboard query. Each commitment is shown
 * once (issue 19): those in progress first (a payment due comes first of all, with its payment box), then the
 * four figures, the active investments, the value by project, the completed ones with their payouts, the closed
 * ones folded away, and the financial goals.
 */
export function DashboardContent() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { dashboard, loading, refetch } = useMyDashboard();
  const retry = () => refetch().catch(() => undefined);

  if (!dashboard && loading) return <DashboardSkeleton />;
  if (!dashboard) {
    return (
      <StatePanel
        tone="danger"
        title={t('dashboard.loadFailed.title')}
        message={t('dashboard.loadFailed.message')}
        actions={
          <StyledButton $variant="outline" onClick={() => void retry()}>
            {t('dashboard.tryAgain')}
          </StyledButton>
        }
      />
    );
  }
  const { commitments } = dashboard;
  const inProgress = commitmentsIn('in_progress', commitments);
  const completed = commitmentsIn('completed', commitments);
  const closed = commitmentsIn('closed', commitments);
  return (
    <StyledStack $gap="xl">
      {inProgress.length > 0 ? <InProgressSection commitments={inProgress} /> : null}
      <DashboardStatCards summary={dashboard.summary} />
      <ActiveSection commitments={commitmentsIn('active', commitments)} />
      {dashboard.summary.byProject.length > 0 ? <PortfolioChart summary={dashboard.summary} /> : null}
      {/* Only an investor who has paid for a position has returns to show. Each section loaded after the page has a
          boundary of its own, so fetching its code never hides the dashboard behind the page's fallback. */}
      {dashboard.summary.byProject.length > 0 ? (
        <Suspense fallback={null}>
          <ReturnsPanel />
        </Suspense>
      ) : null}
      {completed.length > 0 ? <CompletedSection commitments={completed} /> : null}
      {closed.length > 0 ? <ClosedSection commitments={closed} /> : null}
      <Suspense fallback={null}>
        <StatementsSection />
      </Suspense>
      <FinancialGoalsSection
        source={{ goals: dashboard.goals, loading, refetch: retry, listQuery: MyDashboardDocument }}
      />
    </StyledStack>
  );
}
