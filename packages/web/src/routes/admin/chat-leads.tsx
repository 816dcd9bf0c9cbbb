import { useIntl } from 'react-intl';
import { ChatLeadsView } from '../../features/admin-chat-leads/components/chat-leads-view';
import { SimplePage } from '../../features/ui/components/simple-page';
import { MessagesArea } from '../../i18n/messages-area';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AdminGuard } from './admin-guard';

/** Accounts spec §2 'Chat leads page'; admins only (leads hold visitors' contact details: docs/chat-leads.md). */
export default function ChatLeadsPage() {
  return (
    <MessagesArea area="admin">
      <ChatLeads />
    </MessagesArea>
  );
}

function ChatLeads() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'admin.chatLeads' });
  useDocumentTitle(title);
  return (
    <AdminGuard>
      <SimplePage title={title}>
        <ChatLeadsView />
      </SimplePage>
    </AdminGuard>
  );
}
