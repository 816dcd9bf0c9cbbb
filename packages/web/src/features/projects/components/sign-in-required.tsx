import { ActionPanel } from '../../ui/components/action-panel';
import { StyledButtonLink } from '../../ui/components/button';

/** What a visitor sees where an action needs an account: Sign In and Create Account. */
export function SignInRequired({ message }: { message: string }) {
  return (
    <ActionPanel
      icon="lock"
      title="Sign In Required"
      testId="sign-in-required"
      actions={
        <>
          <StyledButtonLink to="/signin">Sign In</StyledButtonLink>
          <StyledButtonLink to="/signup" $variant="outline">
            Create Account
          </StyledButtonLink>
        </>
      }
    >
      {message}
    </ActionPanel>
  );
}
