import { FinancialGoalsSection } from '../../goals/components/financial-goals-section';
import { MyDashboardDocument } from '../../../graphql/generated';
import { StyledButton } from '../../ui/components/button';
import { StyledStack } from '../../ui/components/layout-primitives';
import { StatePanel } from '../../ui/components/state-panel';
import { useMyDashboard } from '../hooks/use-my-dashboard';
import { ApplicationsList } from './applications-list';
import { DashboardSkeleton } from './dashboard-skeleton';
import { DashboardStatCards } from './dashboard-stat-cards';
import { InvestmentsSection } from './investments-section';
import { PortfolioChart } from './portfolio-chart';

/**
 * The signed-in investor's dashboard below the KYC card (investor spec §2): the four figures, the investments,
 * portfolio value by project, the applications and the financial goals, all from the one myDashboard query.
 */
export function DashboardContent() {
  const { dashboard, loading, refetch } = useMyDashboard();
  const retry = () => refetch().catch(() => undefined);

  if (!dashboard && loading) return <DashboardSkeleton />;
  if (!dashboard) {
    return (
      <StatePanel
        tone="danger"
        title="Unable to load your dashboard"
        message="Your investments, applications and goals could not be loaded."
        actions={
          <StyledButton $variant="outline" onClick={() => void retry()}>
            Try Again
          </StyledButton>
        }
      />
    );
  }
  return (
    <StyledStack $gap="xl">
      <DashboardStatCards summary={dashboard.summary} />
      <InvestmentsSection investments={dashboard.investments} />
      {dashboard.summary.byProject.length > 0 ? <PortfolioChart summary={dashboard.summary} /> : null}
      <ApplicationsList applications={dashboard.applications} />
      <FinancialGoalsSection
        source={{ goals: dashboard.goals, loading, refetch: retry, listQuery: MyDashboardDocument }}
      />
    </StyledStack>
  );
}
