import { useIntl } from 'react-intl';
import MailSettingsPanel from '../../features/admin-mail-settings/components/mail-settings-panel';
import { SimplePage } from '../../features/ui/components/simple-page';
import { MessagesArea } from '../../i18n/messages-area';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AdminGuard } from './admin-guard';

/** /admin/email-settings (accounts spec §2 'Email settings page': route not given; admins only). */
export default function EmailSettingsPage() {
  return (
    <MessagesArea area="admin">
      <EmailSettings />
    </MessagesArea>
  );
}

function EmailSettings() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'admin.emailSettings' });
  useDocumentTitle(title);
  return (
    <AdminGuard>
      <SimplePage title={title} lead={intl.formatMessage({ id: 'admin.emailSettings.lead' })}>
        <MailSettingsPanel />
      </SimplePage>
    </AdminGuard>
  );
}
