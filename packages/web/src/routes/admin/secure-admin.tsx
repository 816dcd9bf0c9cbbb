import styled from 'styled-components';
import { useCurrentUser } from '../../features/session/use-current-user';
import { StyledButtonLink } from '../../features/ui/components/button';
import {
  StyledContainer,
  StyledLead,
  StyledPageTitle,
  StyledStack,
} from '../../features/ui/components/layout-primitives';
import { StatePanel } from '../../features/ui/components/state-panel';
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

/** Accounts spec §2, admin panel header: a welcome with the username and buttons to Chat Leads and Dashboard. */
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
        <StatePanel
          icon="building"
          title="Admin Panel"
          message="Projects, units, developers, KYC review, users, investments and interests are managed here."
        />
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
