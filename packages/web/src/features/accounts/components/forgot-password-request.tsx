import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ForgotPasswordDocument } from '../../../graphql/generated';
import { readApiFailure } from '../../../lib/api-error';
import { AppForm } from '../../forms/components/app-form';
import { TextField } from '../../forms/components/fields';
import { clearServerFieldErrors, setServerFieldErrors } from '../../forms/server-errors';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { failureDescription, formAlertFor } from '../account-errors';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../account-schemas';
import { FormAlert } from './form-alert';

/**
 * Forgot password, step one (accounts spec §2, §7, §8): send the email; 'Reset Email Sent' and on to the reset
 * step. The server answers the same whether or not the email has an account.
 */
export function ForgotPasswordRequest({
  initialEmail,
  onSent,
}: {
  initialEmail: string;
  onSent: (email: string) => void;
}) {
  const [forgotPassword] = useMutation(ForgotPasswordDocument);
  const toast = useToast();
  const [alert, setAlert] = useState<string | null>(null);
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  return (
    <AppForm<ForgotPasswordValues>
      initialValues={{ email: initialEmail }}
      schema={forgotPasswordSchema}
      aria-label={t('account.forgot.formLabel')}
      onSubmit={async (values, helpers) => {
        setAlert(null);
        clearServerFieldErrors(helpers);
        const email = values.email.trim();
        try {
          const { data } = await forgotPassword({ variables: { email } });
          toast({
            title: t('account.forgot.sent'),
            description: data?.forgotPassword.message ?? t('account.forgot.sentDescription', { email }),
            variant: 'success',
          });
          onSent(email);
        } catch (error) {
          const failure = readApiFailure(error);
          setServerFieldErrors(helpers, failure.fields, values);
          setAlert(formAlertFor(intl, failure));
          toast({
            title: t('account.error'),
            description: failureDescription(intl, failure, t('account.forgot.failed')),
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
          <StyledButton type="submit" $block $size="lg" disabled={isSubmitting}>
            {isSubmitting ? t('account.forgot.submitting') : t('account.forgot.submit')}
          </StyledButton>
        </>
      )}
    </AppForm>
  );
}
