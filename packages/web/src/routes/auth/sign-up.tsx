import { StyledButtonLink } from '../../features/ui/components/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ACCOUNTS_SOON, AuthShell } from './auth-shell';

export default function SignUpPage() {
  useDocumentTitle('Create Account');
  return (
    <AuthShell
      title="Create Account"
      description={`Join investors co-owning off-plan property in Accra. ${ACCOUNTS_SOON}`}
      links={[
        { to: '/signin', label: 'Already have an account? Sign in' },
        { to: '/', label: 'Back to home' },
      ]}
    >
      <StyledButtonLink to="/contact" $block>
        Contact Our Team
      </StyledButtonLink>
    </AuthShell>
  );
}
