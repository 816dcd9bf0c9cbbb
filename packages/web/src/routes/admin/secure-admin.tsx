import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { AdminOverviewSection } from '../../features/admin-overview/components/admin-overview-section';
import { greetingName } from '../../features/session/session-store';
import { useCurrentUser } from '../../features/session/use-current-user';
import { StyledButtonLink } from '../../features/ui/components/button';
import {
  StyledContainer,
  StyledLead,
  StyledPageTitle,
  StyledStack,
} from '../../features/ui/components/layout-primitives';
import { StyledSkeleton } from '../../features/ui/components/skeleton';
import { TabList } from '../../features/ui/components/tab-list';
import { MessagesArea } from '../../i18n/messages-area';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AdminGuard } from './admin-guard';

const StyledPage = styled(StyledContainer)`
  padding-block: ${({ theme }) => `${theme.space.xxl} ${theme.space.xxxl}`};
`;

const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

// Each tab is its own chunk (the KYC tab brings the review panel and document viewer).
const ProjectsTab = lazy(() => import('../../features/admin-catalog/components/projects-tab'));
const KycTab = lazy(() => import('../../features/kyc-review/components/kyc-tab'));
const InvestmentsTab = lazy(() => import('../../features/admin-investing/components/investments-tab'));
const InterestsTab = lazy(() => import('../../features/admin-investing/components/interests-tab'));
const UsersTab = lazy(() => import('../../features/admin-users/components/users-tab'));
const DevelopersTab = lazy(() => import('../../features/admin-developers/components/developers-tab'));
const UnitsTab = lazy(() => import('../../features/admin-catalog/components/units-tab'));
const AuditTab = lazy(() => import('../../features/admin-audit/components/audit-tab'));
const PartnersTab = lazy(() => import('../../features/admin-partners/components/partners-tab'));
const ReconciliationTab = lazy(() => import('../../features/admin-payments/components/reconciliation-tab'));
const CurrenciesTab = lazy(() => import('../../features/admin-currencies/components/currencies-tab'));

/** The tabs that exist so far, in the spec's order; `?tab=` keeps the open one across reloads. */
const TABS = [
  { key: 'projects', Panel: ProjectsTab },
  { key: 'investments', Panel: InvestmentsTab },
  { key: 'users', Panel: UsersTab },
  { key: 'developers', Panel: DevelopersTab },
  { key: 'interests', Panel: InterestsTab },
  { key: 'kyc', Panel: KycTab },
  { key: 'units', Panel: UnitsTab },
  { key: 'audit', Panel: AuditTab },
  { key: 'partners', Panel: PartnersTab },
  { key: 'reconciliation', Panel: ReconciliationTab },
  { key: 'currencies', Panel: CurrenciesTab },
] as const;
type TabKey = (typeof TABS)[number]['key'];
// The panel opened on the KYC tab before the others existed; links and habits keep working.
const DEFAULT_TAB: TabKey = 'kyc';

/**
 * Accounts spec §2, admin panel: the header (a welcome with the username, buttons to Chat Leads and Dashboard),
 * the four summary cards with the weekly chart (features/admin-overview), and the tabs in TABS (the others arrive
 * with their features).
 */
function AdminHome() {
  const intl = useIntl();
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const current = TABS.find((tab) => tab.key === params.get('tab')) ?? TABS.find((tab) => tab.key === DEFAULT_TAB)!;
  const Panel = current.Panel;
  const tabs = TABS.map((tab) => ({ key: tab.key, label: intl.formatMessage({ id: `admin.tab.${tab.key}` }) }));
  return (
    <StyledPage>
      <StyledStack $gap="xl">
        <StyledHeader>
          <StyledStack $gap="sm">
            <StyledPageTitle>
              <FormattedMessage id="admin.welcome" values={{ name: user ? greetingName(user) : '' }} />
            </StyledPageTitle>
            <StyledLead>
              <FormattedMessage id="admin.lead" />
            </StyledLead>
          </StyledStack>
          <StyledActions>
            <StyledButtonLink to="/admin/chat-leads" $variant="outline">
              <FormattedMessage id="admin.chatLeads" />
            </StyledButtonLink>
            <StyledButtonLink to="/admin/email-settings" $variant="outline">
              <FormattedMessage id="admin.emailSettings" />
            </StyledButtonLink>
            <StyledButtonLink to="/dashboard" $variant="outline">
              <FormattedMessage id="admin.dashboard" />
            </StyledButtonLink>
          </StyledActions>
        </StyledHeader>
        <AdminOverviewSection />
        <TabList
          idPrefix="admin"
          label={intl.formatMessage({ id: 'admin.sections' })}
          tabs={tabs}
          selected={current.key}
          onSelect={(key) => setParams({ tab: key }, { replace: true })}
        />
        <div role="tabpanel" id={`admin-panel-${current.key}`} aria-labelledby={`admin-tab-${current.key}`}>
          <Suspense fallback={<StyledSkeleton $height="320px" />}>
            <Panel />
          </Suspense>
        </div>
      </StyledStack>
    </StyledPage>
  );
}

export default function SecureAdminPage() {
  return (
    <MessagesArea area="admin">
      <SecureAdmin />
    </MessagesArea>
  );
}

function SecureAdmin() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'admin.documentTitle' }));
  return (
    <AdminGuard>
      <AdminHome />
    </AdminGuard>
  );
}
