import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { SignUpForm } from '../../features/accounts/components/sign-up-form';
import { MessagesArea } from '../../i18n/messages-area';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthShell } from './auth-shell';

/** /signup (accounts spec §2): on success the form goes to /signin; links to /signin. */
export default function SignUpPage() {
  return (
    <MessagesArea area="account">
      <SignUpScreen />
    </MessagesArea>
  );
}

function SignUpScreen() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'account.signUp.title' });
  useDocumentTitle(title);
  return (
    <AuthShell
      title={title}
      description={intl.formatMessage({ id: 'account.signUp.description' })}
      back={{ to: '/', label: intl.formatMessage({ id: 'auth.home' }) }}
      footer={
        <p>
          <FormattedMessage
            id="account.signUp.haveAccount"
            values={{ link: (text: ReactNode) => <Link to="/signin">{text}</Link> }}
          />
        </p>
      }
    >
      <SignUpForm />
    </AuthShell>
  );
}
