import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { usePendingKyc } from '../../features/kyc-review/hooks/use-pending-kyc';
import { useCurrentUser } from '../../features/session/use-current-user';
import { StyledButtonLink } from '../../features/ui/components/button';
import { StyledIconTile } from '../../features/ui/components/data-display';
import { Icon } from '../../features/ui/components/icon';
import {
  StyledCard,
  StyledContainer,
  StyledGrid,
  StyledLead,
  StyledMuted,
  StyledPageTitle,
  StyledStack,
} from '../../features/ui/components/layout-primitives';
import { StyledSkeleton } from '../../features/ui/components/skeleton';
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
const KycTab = lazy(() => import('../../features/kyc-review/components/kyc-tab'));

const StyledSummary = styled(StyledCard)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledFigure = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.2;
  min-height: 1.2em;
`;

const StyledTabs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledTab = styled.button`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Accounts spec §2 summary card 'Pending KYC': the real number of verifications waiting for a decision. */
function PendingKycSummary() {
  const { items } = usePendingKyc();
  return (
    <StyledSummary data-testid="summary-pending-kyc">
      <StyledIconTile>
        <Icon name="shield" />
      </StyledIconTile>
      <div>
        <StyledMuted>Pending KYC</StyledMuted>
        <StyledFigure>{items ? items.length : <StyledSkeleton $height="1.75rem" $width="3ch" />}</StyledFigure>
        <StyledMuted>awaiting review</StyledMuted>
      </div>
    </StyledSummary>
  );
}

/**
 * Accounts spec §2, admin panel: the header (a welcome with the username, buttons to Chat Leads and Dashboard),
 * the summary cards and the tabs. Only what exists is shown: the Pending KYC card and the KYC tab (the other
 * cards and tabs arrive with their features).
 */
function AdminHome() {
  const { user } = useCurrentUser();
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
            <StyledButtonLink to="/dashboard" $variant="outline">
              Dashboard
            </StyledButtonLink>
          </StyledActions>
        </StyledHeader>
        <StyledGrid $min="220px">
          <PendingKycSummary />
        </StyledGrid>
        <StyledTabs role="tablist" aria-label="Admin sections">
          <StyledTab role="tab" id="admin-tab-kyc" aria-selected="true" aria-controls="admin-panel-kyc">
            KYC
          </StyledTab>
        </StyledTabs>
        <div role="tabpanel" id="admin-panel-kyc" aria-labelledby="admin-tab-kyc">
          <Suspense fallback={<StyledSkeleton $height="320px" />}>
            <KycTab />
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
