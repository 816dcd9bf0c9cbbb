import { useIntl } from 'react-intl';
import { useState } from 'react';
import { readApiFailure } from '../../../lib/api-error';
import { failureDescription, formAlertFor } from '../../accounts/account-errors';
import { PASSWORD_MIN_LENGTH } from '../../accounts/account-rules';
import { FormAlert } from '../../accounts/components/form-alert';
import { AppForm } from '../../forms/components/app-form';
import { TextField } from '../../forms/components/fields';
import { clearServerFieldErrors, setServerFieldErrors } from '../../forms/server-errors';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { usePasswordChange } from '../hooks/use-password-change';
import { changePasswordSchema, EMPTY_PASSWORD_CHANGE, type ChangePasswordValues } from '../settings-schemas';
import { SettingsSection } from './settings-section';

/**
 * Settings: a new password, given the current one. This device stays signed in; every other one is signed out
 * (the server ends their sessions and mails a notice). Too many wrong current passwords lock the form for a while.
 */
const HEADING_ID = 'settings-password';

export function PasswordSection() {
  const toast = useToast();
  const { change, saving } = usePasswordChange();
  const [alert, setAlert] = useState<string | null>(null);
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <SettingsSection
      id={HEADING_ID}
      title={t('settings.password.title')}
      description={t('settings.password.description')}
    >
      <>
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <AppForm<ChangePasswordValues>
          initialValues={EMPTY_PASSWORD_CHANGE}
          schema={changePasswordSchema}
          aria-label={t('settings.password.formLabel')}
          onSubmit={async (values, helpers) => {
            clearServerFieldErrors(helpers);
            setAlert(null);
            try {
              const done = await change(values);
              // The focus is still in the field typed last (pressing the button does not take it): it goes to the
              // section's heading first, so the emptied form is not marked touched and called required later.
              document.getElementById(HEADING_ID)?.focus();
              helpers.resetForm();
              toast({ title: t('settings.password.changed'), description: done.message, variant: 'success' });
            } catch (error) {
              const failure = readApiFailure(error);
              setServerFieldErrors(helpers, failure.fields, values);
              setAlert(formAlertFor(intl, failure));
              toast({
                title: t('settings.password.notChanged'),
                description: failureDescription(intl, failure, t('settings.pleaseTryAgain')),
                variant: 'destructive',
              });
            }
          }}
        >
          {({ isSubmitting }) => (
            <>
              <TextField
                name="currentPassword"
                label={t('settings.password.current')}
                type="password"
                required
                autoComplete="current-password"
              />
              <TextField
                name="newPassword"
                label={t('settings.password.new')}
                type="password"
                required
                autoComplete="new-password"
                hint={t('settings.password.hint', { min: PASSWORD_MIN_LENGTH })}
              />
              <TextField
                name="confirmPassword"
                label={t('settings.password.confirm')}
                type="password"
                required
                autoComplete="new-password"
              />
              <StyledButton type="submit" disabled={isSubmitting || saving}>
                {isSubmitting ? t('settings.password.submitting') : t('settings.password.submit')}
              </StyledButton>
            </>
          )}
        </AppForm>
      </>
    </SettingsSection>
  );
}
