import MailSettingsPanel from '../../features/admin-mail-settings/components/mail-settings-panel';
import { SimplePage } from '../../features/ui/components/simple-page';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AdminGuard } from './admin-guard';

/** /admin/email-settings (accounts spec §2 'Email settings page': route not given; admins only). */
export default function EmailSettingsPage() {
  useDocumentTitle('Email Settings');
  return (
    <AdminGuard>
      <SimplePage title="Email Settings" lead="The account that sends platform mail and receives contact messages.">
        <MailSettingsPanel />
      </SimplePage>
    </AdminGuard>
  );
}
