import { FormattedMessage, useIntl } from 'react-intl';
import { StyledButton } from '../../ui/components/button';
import { StatePanel } from '../../ui/components/state-panel';
import { StyledSkeleton } from '../../ui/components/skeleton';
import { useAdminOverview } from '../hooks/use-admin-overview';
import { AdminActivityChart } from './admin-activity-chart';
import { AdminSummaryCards } from './admin-summary-cards';

/**
 * The top of the admin panel: the four summary cards and the weekly chart, from one `adminOverview` query
 * (skeletons while it loads; a retry when it fails before any figures arrived).
 */
export function AdminOverviewSection() {
  const intl = useIntl();
  const { overview, error, refetch } = useAdminOverview();
  if (error) {
    return (
      <StatePanel
        title={intl.formatMessage({ id: 'admin.overview.loadFailed' })}
        message={error.message}
        tone="danger"
        actions={
          <StyledButton type="button" $variant="outline" onClick={() => void refetch()}>
            <FormattedMessage id="admin.overview.tryAgain" />
          </StyledButton>
        }
      />
    );
  }
  return (
    <>
      <AdminSummaryCards overview={overview} />
      {overview ? <AdminActivityChart weeks={overview.weeks} /> : <StyledSkeleton $height="300px" />}
    </>
  );
}
