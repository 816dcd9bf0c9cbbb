import { useIntl } from 'react-intl';
import { StyledButtonLink } from '../../ui/components/button';
import { StatePanel } from '../../ui/components/state-panel';

interface SignInPromptProps {
  title: string;
  message: string;
  /** Where the sign-in button goes (the dashboard's prompt goes to /auth). */
  signInTo?: string;
  showCreateAccount?: boolean;
  /** h1 when the prompt is the whole page (/auth). */
  headingLevel?: 'h1' | 'h2';
}

/** What a visitor sees on a page that needs an account. */
export function SignInPrompt({
  title,
  message,
  signInTo = '/signin',
  showCreateAccount = true,
  headingLevel,
}: SignInPromptProps) {
  const intl = useIntl();
  return (
    <StatePanel
      icon="lock"
      title={title}
      headingLevel={headingLevel}
      message={message}
      actions={
        <>
          <StyledButtonLink to={signInTo}>{intl.formatMessage({ id: 'auth.signIn' })}</StyledButtonLink>
          {showCreateAccount ? (
            <StyledButtonLink to="/signup" $variant="outline">
              {intl.formatMessage({ id: 'auth.createAccount' })}
            </StyledButtonLink>
          ) : null}
        </>
      }
    />
  );
}
