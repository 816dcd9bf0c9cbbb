import { useCurrentUser } from '../../features/session/use-current-user';
import { StyledButtonLink } from '../../features/ui/components/button';
import { SimplePage } from '../../features/ui/components/simple-page';
import { StatePanel } from '../../features/ui/components/state-panel';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AdminGuard } from './admin-guard';

function AdminHome() {
  const { user } = useCurrentUser();
  return (
    <SimplePage title={`Welcome, ${user?.username ?? 'admin'}`} lead="Platform administration.">
      <StatePanel
        icon="building"
        title="Admin Panel"
        message="Projects, units, developers, KYC review, users, investments and interests are managed here."
        actions={
          <>
            <StyledButtonLink to="/admin/chat-leads" $variant="outline">
              Chat Leads
            </StyledButtonLink>
            <StyledButtonLink to="/dashboard" $variant="outline">
              Dashboard
            </StyledButtonLink>
          </>
        }
      />
    </SimplePage>
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
