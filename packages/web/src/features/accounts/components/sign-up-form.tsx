import { useMutation } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useLanguage } from '../../language/hooks/use-language';
import { SignUpDocument } from '../../../graphql/generated';
import { readApiFailure } from '../../../lib/api-error';
import { AppForm } from '../../forms/components/app-form';
import { CheckboxField, TextField } from '../../forms/components/fields';
import { clearServerFieldErrors, setServerFieldErrors } from '../../forms/server-errors';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { failureDescription, formAlertFor } from '../account-errors';
import { PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '../account-rules';
import { EMPTY_SIGN_UP, signUpSchema, type SignUpValues } from '../account-schemas';
import { FormAlert } from './form-alert';

const StyledTwoColumns = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

/**
 * Accounts spec §2, §5, §7, §8: POST the user fields (confirmPassword and acceptTerms stay here); on success
 * 'Account Created!' and on to /signin; on failure 'Sign Up Failed' with the server's message or 'Failed to create
 * account', and the server's field messages (email or username taken, a too common password) under their inputs.
 */
export function SignUpForm() {
  const [signUp] = useMutation(SignUpDocument);
  const { language } = useLanguage();
  const toast = useToast();
  const navigate = useNavigate();
  const [alert, setAlert] = useState<string | null>(null);
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  return (
    <AppForm<SignUpValues>
      initialValues={EMPTY_SIGN_UP}
      schema={signUpSchema}
      aria-label={t('account.signUp.formLabel')}
      onSubmit={async (values, helpers) => {
        setAlert(null);
        clearServerFieldErrors(helpers);
        const email = values.email.trim();
        try {
          const { data } = await signUp({
            variables: {
              input: {
                username: values.username.trim(),
                email,
                password: values.password,
                firstName: values.firstName.trim(),
                lastName: values.lastName.trim(),
                // The interface language signed up in: the account's mails start in it (docs/i18n.md).
                preferredLanguage: language.code,
              },
            },
          });
          if (!data) throw new Error('The sign-up call returned no data');
          toast({
            title: t('account.signUp.created'),
            description: t('account.signUp.createdDescription', { name: data.signUp.firstName }),
            variant: 'success',
          });
          void navigate('/signin', { state: { email } });
        } catch (error) {
          const failure = readApiFailure(error);
          setServerFieldErrors(helpers, failure.fields, values);
          setAlert(formAlertFor(intl, failure));
          toast({
            title: t('account.signUp.failed'),
            description: failureDescription(intl, failure, t('account.signUp.failedFallback')),
            variant: 'destructive',
          });
        }
      }}
    >
      {({ isSubmitting }) => (
        <>
          {alert ? <FormAlert>{alert}</FormAlert> : null}
          <StyledTwoColumns>
            <TextField name="firstName" label={t('account.field.firstName')} autoComplete="given-name" />
            <TextField name="lastName" label={t('account.field.lastName')} autoComplete="family-name" />
          </StyledTwoColumns>
          <TextField
            name="username"
            label={t('account.field.username')}
            autoComplete="username"
            hint={t('account.field.usernameHint', { min: USERNAME_MIN_LENGTH, max: USERNAME_MAX_LENGTH })}
          />
          <TextField
            name="email"
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            placeholder={t('auth.emailPlaceholder')}
          />
          <TextField
            name="password"
            label={t('auth.password')}
            type="password"
            autoComplete="new-password"
            hint={t('account.field.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          />
          <TextField
            name="confirmPassword"
            label={t('account.field.confirmPassword')}
            type="password"
            autoComplete="new-password"
          />
          <CheckboxField
            name="acceptTerms"
            label={
              <FormattedMessage
                id="account.signUp.acceptTerms"
                values={{
                  // A new tab: reading the terms does not lose what is typed here.
                  link: (text: ReactNode) => (
                    <a href="/terms" target="_blank" rel="noopener noreferrer">
                      {text}
                    </a>
                  ),
                }}
              />
            }
          />
          <StyledButton type="submit" $block $size="lg" disabled={isSubmitting}>
            {isSubmitting ? t('account.signUp.submitting') : t('auth.createAccount')}
          </StyledButton>
        </>
      )}
    </AppForm>
  );
}
