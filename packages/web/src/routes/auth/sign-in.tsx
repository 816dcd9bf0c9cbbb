import { StyledButtonLink } from '../../features/ui/components/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ACCOUNTS_SOON, AuthShell } from './auth-shell';

export default function SignInPage() {
  useDocumentTitle('Sign In');
  return (
    <AuthShell
      title="Sign In"
      description={`Welcome back. ${ACCOUNTS_SOON}`}
      links={[
        { to: '/signup', label: "Don't have an account? Sign up" },
        { to: '/forgot-password', label: 'Forgot password?' },
        { to: '/', label: 'Back to home' },
      ]}
    >
      <StyledButtonLink to="/projects" $block>
        Browse Projects
      </StyledButtonLink>
    </AuthShell>
  );
}
