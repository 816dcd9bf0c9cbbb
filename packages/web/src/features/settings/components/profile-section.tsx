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
  return (
    <AppForm<ProfileValues>
      initialValues={valuesOf(profile)}
      schema={profileSchema}
      aria-label="Profile"
      onSubmit={async (values, helpers) => {
        clearServerFieldErrors(helpers);
        try {
          const saved = await save(profileInputOf(values));
          // The form now holds what was stored (the phone as the server normalised it).
          helpers.resetForm({ values: valuesOf(saved) });
          toast({ title: 'Profile saved', description: 'Your name and phone are up to date.', variant: 'success' });
        } catch (error) {
          const failure = readApiFailure(error);
          setServerFieldErrors(helpers, failure.fields, values);
          toast({
            title: 'Profile not saved',
            description: failureDescription(failure, 'Please try again.'),
            variant: 'destructive',
          });
        }
      }}
    >
      {({ isSubmitting, dirty }) => (
        <>
          <StyledEmail>
            <dt>Email</dt>
            <dd data-testid="settings-email">{profile.email}</dd>
          </StyledEmail>
          <StyledNote>Your email is how you sign in: it cannot be changed here.</StyledNote>
          <StyledNames>
            <TextField name="firstName" label="First Name" required autoComplete="given-name" maxLength={100} />
            <TextField name="lastName" label="Last Name" required autoComplete="family-name" maxLength={100} />
          </StyledNames>
          <TextField
            name="phone"
            label="Phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={PHONE_EXAMPLE}
            hint={`Optional. International format with the country code, for example ${PHONE_EXAMPLE}.`}
          />
          <StyledButton type="submit" disabled={isSubmitting || saving || !dirty}>
            {isSubmitting ? 'Saving…' : 'Save Profile'}
          </StyledButton>
        </>
      )}
    </AppForm>
  );
}

/** Settings: the user's name and phone (the email is shown, not changed). */
export function ProfileSection() {
  const { profile, error, refetch, save, saving } = useProfileSettings();
  return (
    <SettingsSection
      id="settings-profile"
      title="Profile"
      description="Your name as it appears on your applications and investments, and a phone number we may call you on."
      failed={!!error}
      onRetry={refetch}
    >
      {profile ? <ProfileForm profile={profile} save={save} saving={saving} /> : null}
    </SettingsSection>
  );
}
