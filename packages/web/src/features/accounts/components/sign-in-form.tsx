import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { SignInDocument } from '../../../graphql/generated';
import { isRateLimited, readApiFailure } from '../../../lib/api-error';
import { AppForm } from '../../forms/components/app-form';
import { TextField } from '../../forms/components/fields';
import { clearServerFieldErrors } from '../../forms/server-errors';
import { greetingName, storeSignIn } from '../../session/session-store';
import { homePathFor } from '../../session/use-current-user';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { failureDescription, formAlertFor } from '../account-errors';
import { signInSchema, type SignInValues } from '../account-schemas';
import { FormAlert } from './form-alert';

const StyledForgot = styled.div`
  display: flex;
  justify-content: flex-end;
  margin: -${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

/**
 * Accounts spec §2 and §8: on success the token and user are stored (`authToken`, `currentUser`, `authChange`),
 * 'Welcome back!', and an admin goes to /secure-admin, everyone else to /dashboard. On failure 'Sign In Failed' /
 * 'Invalid email or password' (the server answers the same for an unknown email and a wrong password), or how long
 * to wait after too many attempts.
 */
export function SignInForm({ initialEmail = '' }: { initialEmail?: string }) {
  const [signIn] = useMutation(SignInDocument);
  const toast = useToast();
  const navigate = useNavigate();
  const [alert, setAlert] = useState<string | null>(null);
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  return (
    <AppForm<SignInValues>
      initialValues={{ email: initialEmail, password: '' }}
      schema={signInSchema}
      aria-label={t('auth.signIn')}
      onSubmit={async (values, helpers) => {
        setAlert(null);
        clearServerFieldErrors(helpers);
        try {
          const { data } = await signIn({
            variables: { input: { email: values.email.trim(), password: values.password } },
          });
          if (!data) throw new Error('The sign-in call returned no data');
          const { token, user } = data.signIn;
          storeSignIn(token, user);
          toast({
            title: t('signIn.welcomeBack'),
            description: t('signIn.signedInAs', { name: greetingName(user) }),
            variant: 'success',
          });
          void navigate(homePathFor(user), { replace: true });
        } catch (error) {
          const failure = readApiFailure(error);
          setAlert(formAlertFor(intl, failure));
          toast({
            title: t('signIn.failed'),
            description:
              isRateLimited(failure) || failure.network
                ? failureDescription(intl, failure, t('signIn.invalid'))
                : t('signIn.invalid'),
            variant: 'destructive',
          });
        }
      }}
    >
      {({ isSubmitting }) => (
        <>
          {alert ? <FormAlert>{alert}</FormAlert> : null}
          <TextField
            name="email"
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            placeholder={t('auth.emailPlaceholder')}
          />
          <TextField name="password" label={t('auth.password')} type="password" autoComplete="current-password" />
          <StyledForgot>
            <Link to="/forgot-password">{t('signIn.forgot')}</Link>
          </StyledForgot>
          <StyledButton type="submit" $block $size="lg" disabled={isSubmitting}>
            {isSubmitting ? t('signIn.submitting') : t('auth.signIn')}
          </StyledButton>
        </>
      )}
    </AppForm>
  );
}
