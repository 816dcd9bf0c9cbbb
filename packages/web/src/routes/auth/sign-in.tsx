import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { SignInForm } from '../../features/accounts/components/sign-in-form';
import { homePathFor, useCurrentUser } from '../../features/session/use-current-user';
import { PageFallback } from '../../features/ui/components/page-fallback';
import { MessagesArea } from '../../i18n/messages-area';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthShell } from './auth-shell';

/** The email passed on by sign-up or a password reset, to save typing it again. */
function passedEmail(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

/** /signin (accounts spec §2): links to /signup and /forgot-password; a signed-in user goes straight home. */
export default function SignInPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'auth.signIn' }));
  const { user, loading } = useCurrentUser();
  const location = useLocation();
  if (loading) return <PageFallback />;
  if (user) return <Navigate to={homePathFor(user)} replace />;
  return (
    <AuthShell
      title={intl.formatMessage({ id: 'signIn.title' })}
      description={intl.formatMessage({ id: 'signIn.description' })}
      back={{ to: '/', label: intl.formatMessage({ id: 'auth.home' }) }}
      footer={
        <p>
          <FormattedMessage
            id="signIn.noAccount"
            values={{ link: (text: ReactNode) => <Link to="/signup">{text}</Link> }}
          />
        </p>
      }
    >
      {/* The form's validation messages are the account area's. */}
      <MessagesArea area="account">
        <SignInForm initialEmail={passedEmail(location.state)} />
      </MessagesArea>
    </AuthShell>
  );
}
