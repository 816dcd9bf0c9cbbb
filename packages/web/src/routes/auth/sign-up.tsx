import { Link } from 'react-router-dom';
import { SignUpForm } from '../../features/accounts/components/sign-up-form';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthShell } from './auth-shell';

/** /signup (accounts spec §2): on success the form goes to /signin; links to /signin. */
export default function SignUpPage() {
  useDocumentTitle('Create Account');
  return (
    <AuthShell
      title="Create Account"
      description="Join investors co-owning off-plan property in Accra."
      back={{ to: '/', label: 'Home' }}
      footer={
        <p>
          Already have an account? <Link to="/signin">Sign in</Link>
        </p>
      }
    >
      <SignUpForm />
    </AuthShell>
  );
}
