import { Link, Navigate, useLocation } from 'react-router-dom';
import { SignInForm } from '../../features/accounts/components/sign-in-form';
import { homePathFor, useCurrentUser } from '../../features/session/use-current-user';
import { PageFallback } from '../../features/ui/components/page-fallback';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthShell } from './auth-shell';

/** The email passed on by sign-up or a password reset, to save typing it again. */
function passedEmail(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

/** /signin (accounts spec §2): links to /signup and /forgot-password; a signed-in user goes straight home. */
export default function SignInPage() {
  useDocumentTitle('Sign In');
  const { user, loading } = useCurrentUser();
  const location = useLocation();
  if (loading) return <PageFallback />;
  if (user) return <Navigate to={homePathFor(user)} replace />;
  return (
    <AuthShell
      title="Welcome Back"
      description="Sign in to follow your co-investments in Accra."
      back={{ to: '/', label: 'Home' }}
      footer={
        <p>
          Don&apos;t have an account? <Link to="/signup">Sign up</Link>
        </p>
      }
    >
      <SignInForm initialEmail={passedEmail(location.state)} />
    </AuthShell>
  );
}
