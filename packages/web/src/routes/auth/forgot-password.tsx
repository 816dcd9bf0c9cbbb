import { useDocumentTitle } from '../../lib/use-document-title';
import { ACCOUNTS_SOON, AuthShell } from './auth-shell';

export default function ForgotPasswordPage() {
  useDocumentTitle('Reset Password');
  return (
    <AuthShell
      title="Reset Password"
      description={`We will send a 6-digit code to your email to reset your password. ${ACCOUNTS_SOON}`}
      links={[
        { to: '/signin', label: 'Back to sign in' },
        { to: '/', label: 'Back to home' },
      ]}
    />
  );
}
