import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { SettingsProfile_ProfileFragment } from '../../../graphql/generated';
import { readApiFailure } from '../../../lib/api-error';
import { failureDescription } from '../../accounts/account-errors';
import { AppForm } from '../../forms/components/app-form';
import { TextField } from '../../forms/components/fields';
import { clearServerFieldErrors, setServerFieldErrors } from '../../forms/server-errors';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { StyledFactList } from '../../ui/components/data-display';
import { StyledMuted } from '../../ui/components/layout-primitives';
import { useProfileSettings } from '../hooks/use-profile-settings';
import { PHONE_EXAMPLE, profileInputOf, profileSchema, type ProfileValues } from '../settings-schemas';
import { SettingsSection } from './settings-section';

const StyledNames = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
`;

const StyledEmail = styled(StyledFactList)`
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledNote = styled(StyledMuted)`
  margin: ${({ theme }) => `${theme.space.xs} 0 ${theme.space.lg}`};
`;

const valuesOf = (profile: SettingsProfile_ProfileFragment): ProfileValues => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  phone: profile.phone ?? '',
});

interface ProfileFormProps {
  profile: SettingsProfile_ProfileFragment;
  save: ReturnType<typeof useProfileSettings>['save'];
  saving: boolean;
}

function ProfileForm({ profile, save, saving }: ProfileFormProps) {
  const toast = useToast();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <AppForm<ProfileValues>
      initialValues={valuesOf(profile)}
      schema={profileSchema}
      aria-label={t('settings.profile.title')}
      onSubmit={async (values, helpers) => {
        clearServerFieldErrors(helpers);
        try {
          const saved = await save(profileInputOf(values));
          // The form now holds what was stored (the phone as the server normalised it).
          helpers.resetForm({ values: valuesOf(saved) });
          toast({
            title: t('settings.profile.saved'),
            description: t('settings.profile.savedDescription'),
            variant: 'success',
          });
        } catch (error) {
          const failure = readApiFailure(error);
          setServerFieldErrors(helpers, failure.fields, values);
          toast({
            title: t('settings.profile.notSaved'),
            description: failureDescription(intl, failure, t('settings.pleaseTryAgain')),
            variant: 'destructive',
          });
        }
      }}
    >
      {({ isSubmitting, dirty }) => (
        <>
          <StyledEmail>
            <dt>{t('settings.profile.email')}</dt>
            <dd data-testid="settings-email">{profile.email}</dd>
          </StyledEmail>
          <StyledNote>{t('settings.profile.emailNote')}</StyledNote>
          <StyledNames>
            <TextField
              name="firstName"
              label={t('settings.profile.firstName')}
              required
              autoComplete="given-name"
              maxLength={100}
            />
            <TextField
              name="lastName"
              label={t('settings.profile.lastName')}
              required
              autoComplete="family-name"
              maxLength={100}
            />
          </StyledNames>
          <TextField
            name="phone"
            label={t('settings.profile.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={PHONE_EXAMPLE}
            hint={t('settings.profile.phoneHint', { example: PHONE_EXAMPLE })}
          />
          <StyledButton type="submit" disabled={isSubmitting || saving || !dirty}>
            {isSubmitting ? t('settings.saving') : t('settings.profile.save')}
          </StyledButton>
        </>
      )}
    </AppForm>
  );
}

/** Settings: the user's name and phone (the email is shown, not changed). */
export function ProfileSection() {
  const { profile, error, refetch, save, saving } = useProfileSettings();
  const intl = useIntl();
  return (
    <SettingsSection
      id="settings-profile"
      title={intl.formatMessage({ id: 'settings.profile.title' })}
      description={intl.formatMessage({ id: 'settings.profile.description' })}
      failed={!!error}
      onRetry={refetch}
    >
      {profile ? <ProfileForm profile={profile} save={save} saving={saving} /> : null}
    </SettingsSection>
  );
}
