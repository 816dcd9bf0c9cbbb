import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { AdminOverviewSection } from '../../features/admin-overview/components/admin-overview-section';
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
import { useDocumentTitle } from '../../lib/use-document-title';
import { AdminGuard } from './admin-guard';

const StyledPage = styled(StyledContainer)`
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.xxxl};
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
const CurrenciesTab = lazy(() => import('../../features/admin-currencies/components/currencies-tab'));

/** The tabs that exist so far, in the spec's order; `?tab=` keeps the open one across reloads. */
const TABS = [
  { key: 'projects', label: 'Projects', Panel: ProjectsTab },
  { key: 'investments', label: 'Investments', Panel: InvestmentsTab },
  { key: 'users', label: 'Users', Panel: UsersTab },
  { key: 'developers', label: 'Developers', Panel: DevelopersTab },
  { key: 'interests', label: 'Interests', Panel: InterestsTab },
  { key: 'kyc', label: 'KYC', Panel: KycTab },
  { key: 'units', label: 'Units', Panel: UnitsTab },
  { key: 'audit', label: 'Audit', Panel: AuditTab },
  { key: 'partners', label: 'Partners', Panel: PartnersTab },
  { key: 'currencies', label: 'Currencies', Panel: CurrenciesTab },
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
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const current = TABS.find((tab) => tab.key === params.get('tab')) ?? TABS.find((tab) => tab.key === DEFAULT_TAB)!;
  const Panel = current.Panel;
  return (
    <StyledPage>
      <StyledStack $gap="xl">
        <StyledHeader>
          <StyledStack $gap="sm">
            <StyledPageTitle>Welcome, {user?.username}</StyledPageTitle>
            <StyledLead>Platform administration.</StyledLead>
          </StyledStack>
          <StyledActions>
            <StyledButtonLink to="/admin/chat-leads" $variant="outline">
              Chat Leads
            </StyledButtonLink>
            <StyledButtonLink to="/admin/email-settings" $variant="outline">
              Email Settings
            </StyledButtonLink>
            <StyledButtonLink to="/dashboard" $variant="outline">
              Dashboard
            </StyledButtonLink>
          </StyledActions>
        </StyledHeader>
        <AdminOverviewSection />
        <TabList
          idPrefix="admin"
          label="Admin sections"
          tabs={TABS}
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
  useDocumentTitle('Admin');
  return (
    <AdminGuard>
      <AdminHome />
    </AdminGuard>
  );
}
