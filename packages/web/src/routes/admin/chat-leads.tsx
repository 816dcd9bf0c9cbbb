import { ChatLeadsView } from '../../features/admin-chat-leads/components/chat-leads-view';
import { SimplePage } from '../../features/ui/components/simple-page';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AdminGuard } from './admin-guard';

/** Accounts spec §2 'Chat leads page'; admins only (leads hold visitors' contact details: docs/chat-leads.md). */
export default function ChatLeadsPage() {
  useDocumentTitle('Chat Leads');
  return (
    <AdminGuard>
      <SimplePage title="Chat Leads">
        <ChatLeadsView />
      </SimplePage>
    </AdminGuard>
  );
}
