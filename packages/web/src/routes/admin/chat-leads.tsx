import { SimplePage } from '../../features/ui/components/simple-page';
import { StatePanel } from '../../features/ui/components/state-panel';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AdminGuard } from './admin-guard';

export default function ChatLeadsPage() {
  useDocumentTitle('Chat Leads');
  return (
    <AdminGuard>
      <SimplePage title="Chat Leads">
        <StatePanel icon="users" title="No chat leads captured yet." />
      </SimplePage>
    </AdminGuard>
  );
}
