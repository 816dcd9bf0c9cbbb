import { SignInPrompt } from '../../features/session/components/sign-in-prompt';
import { SimplePage } from '../../features/ui/components/simple-page';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /auth: the dashboard's sign-in prompt lands here (what it shows is not specified): sign in or sign up. */
export default function AuthPromptPage() {
  useDocumentTitle('Sign In');
  return (
    <SimplePage>
      <SignInPrompt
        title="Sign in or create an account"
        message="Sign in to see your dashboard and investments."
        headingLevel="h1"
      />
    </SimplePage>
  );
}
