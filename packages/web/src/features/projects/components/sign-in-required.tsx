import { FormattedMessage, useIntl } from 'react-intl';
import { ActionPanel } from '../../ui/components/action-panel';
import { StyledButtonLink } from '../../ui/components/button';

/** What a visitor sees where an action needs an account: Sign In and Create Account. */
export function SignInRequired({ message }: { message: string }) {
  const intl = useIntl();
  return (
    <ActionPanel
      icon="lock"
      title={intl.formatMessage({ id: 'projects.signInRequired' })}
      testId="sign-in-required"
      actions={
        <>
          <StyledButtonLink to="/signin">
            <FormattedMessage id="auth.signIn" />
          </StyledButtonLink>
          <StyledButtonLink to="/signup" $variant="outline">
            <FormattedMessage id="projects.createAccount" />
          </StyledButtonLink>
        </>
      }
    >
      {message}
    </ActionPanel>
  );
}
