import { useIntl } from 'react-intl';
import { SignInPrompt } from '../../features/session/components/sign-in-prompt';
import { SimplePage } from '../../features/ui/components/simple-page';
import { MessagesArea } from '../../i18n/messages-area';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /auth: the dashboard's sign-in prompt lands here (what it shows is not specified): sign in or sign up. */
export default function AuthPromptPage() {
  return (
    <MessagesArea area="account">
      <AuthPrompt />
    </MessagesArea>
  );
}

function AuthPrompt() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'auth.signIn' }));
  return (
    <SimplePage>
      <SignInPrompt
        title={intl.formatMessage({ id: 'account.prompt.title' })}
        message={intl.formatMessage({ id: 'account.prompt.message' })}
        headingLevel="h1"
      />
    </SimplePage>
  );
}
