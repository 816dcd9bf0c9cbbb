import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { ResetPasswordDocument } from '../../../graphql/generated';
import { readApiFailure } from '../../../lib/api-error';
import { AppForm } from '../../forms/components/app-form';
import { TextField } from '../../forms/components/fields';
import { clearServerFieldErrors, setServerFieldErrors } from '../../forms/server-errors';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { failureDescription, formAlertFor } from '../account-errors';
import { PASSWORD_MIN_LENGTH, RESET_CODE_LENGTH } from '../account-rules';
import { EMPTY_RESET, resetPasswordSchema, type ResetPasswordValues } from '../account-schemas';
import { FormAlert } from './form-alert';
import { StyledLinkButton } from './link-button';

const StyledTryAgain = styled.p`
  margin-top: ${({ theme }) => theme.space.lg};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const INVALID_RESET_CODE = 'ACCOUNTS.INVALID_RESET_CODE';

/**
 * Forgot password, step two (accounts spec §2, §5, §7, §8): the 6-digit code and the new password twice, sent with
 * the email of step one; 'Password Reset Successful' and on to the success step. 'Didn't receive the code? Try
 * again' goes back to step one.
 */
export function ResetPasswordStep({
  email,
  onReset,
  onTryAgain,
}: {
  email: string;
  onReset: () => void;
  onTryAgain: () => void;
}) {
  const [resetPassword] = useMutation(ResetPasswordDocument);
  const toast = useToast();
  const [alert, setAlert] = useState<string | null>(null);
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);

  return (
    <>
      <AppForm<ResetPasswordValues>
        initialValues={EMPTY_RESET}
        schema={resetPasswordSchema}
        aria-label={t('account.reset.formLabel')}
        onSubmit={async (values, helpers) => {
          setAlert(null);
          clearServerFieldErrors(helpers);
          try {
            await resetPassword({
              variables: {
                input: {
                  email,
                  token: values.token.trim(),
                  newPassword: values.newPassword,
                  confirmPassword: values.confirmPassword,
                },
              },
            });
            toast({
              title: t('account.reset.doneTitle'),
              description: t('account.reset.doneToast'),
              variant: 'success',
            });
            onReset();
          } catch (error) {
            const failure = readApiFailure(error);
            // A wrong, expired or used code is about the code field, even when the server names no field.
            const fields =
              failure.code === INVALID_RESET_CODE && failure.message
                ? { token: failure.message, ...failure.fields }
                : failure.fields;
            setServerFieldErrors(helpers, fields, values);
            setAlert(formAlertFor(intl, failure));
            toast({
              title: t('account.error'),
              description: failureDescription(intl, failure, t('account.reset.failed')),
              variant: 'destructive',
            });
          }
        }}
      >
        {({ isSubmitting }) => (
          <>
            {alert ? <FormAlert>{alert}</FormAlert> : null}
            <TextField
              name="token"
              label={t('account.field.resetCode')}
              placeholder={t('account.field.resetCodePlaceholder', { digits: RESET_CODE_LENGTH })}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={RESET_CODE_LENGTH}
              autoFocus
            />
            <TextField
              name="newPassword"
              label={t('account.field.newPassword')}
              type="password"
              autoComplete="new-password"
              hint={t('account.field.passwordHint', { min: PASSWORD_MIN_LENGTH })}
            />
            <TextField
              name="confirmPassword"
              label={t('account.field.confirmNewPassword')}
              type="password"
              autoComplete="new-password"
            />
            <StyledButton type="submit" $block $size="lg" disabled={isSubmitting}>
              {isSubmitting ? t('account.reset.submitting') : t('account.reset.title')}
            </StyledButton>
          </>
        )}
      </AppForm>
      <StyledTryAgain>
        <StyledLinkButton onClick={onTryAgain}>{t('account.reset.tryAgain')}</StyledLinkButton>
      </StyledTryAgain>
    </>
  );
}
