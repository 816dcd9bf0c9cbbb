import styled from 'styled-components';
import type { MailPreferences_PreferencesFragment } from '../../../graphql/generated';
import { readApiFailure } from '../../../lib/api-error';
import { failureDescription } from '../../accounts/account-errors';
import { AppForm } from '../../forms/components/app-form';
import { CheckboxField } from '../../forms/components/fields';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { StyledCheckList } from '../../ui/components/data-display';
import { Icon } from '../../ui/components/icon';
import { StyledMuted, StyledStack } from '../../ui/components/layout-primitives';
import { useMailPreferences } from '../hooks/use-mail-preferences';
import {
  ESSENTIAL_MAILS,
  MAIL_PREFERENCE_OPTIONS,
  mailPreferencesSchema,
  type MailPreferencesValues,
} from '../settings-schemas';
import { SettingsSection } from './settings-section';

const StyledOptionLabel = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledSubheading = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const valuesOf = (p: MailPreferences_PreferencesFragment): MailPreferencesValues => ({
  projectUpdates: p.projectUpdates,
  applicationNews: p.applicationNews,
});

interface MailPreferencesFormProps {
  preferences: MailPreferences_PreferencesFragment;
  save: ReturnType<typeof useMailPreferences>['save'];
  saving: boolean;
}

function MailPreferencesForm({ preferences, save, saving }: MailPreferencesFormProps) {
  const toast = useToast();
  return (
    <AppForm<MailPreferencesValues>
      initialValues={valuesOf(preferences)}
      schema={mailPreferencesSchema}
      aria-label="Mail preferences"
      onSubmit={async (values, helpers) => {
        try {
          await save(values);
          helpers.resetForm({ values });
          toast({ title: 'Mail preferences saved', variant: 'success' });
        } catch (error) {
          toast({
            title: 'Mail preferences not saved',
            description: failureDescription(readApiFailure(error), 'Please try again.'),
            variant: 'destructive',
          });
        }
      }}
    >
      {({ isSubmitting, dirty }) => (
        <>
          {MAIL_PREFERENCE_OPTIONS.map((option) => (
            <CheckboxField
              key={option.name}
              name={option.name}
              label={
                <StyledOptionLabel>
                  <strong>{option.label}</strong>
                  <span>{option.description}</span>
                </StyledOptionLabel>
              }
            />
          ))}
          <StyledButton type="submit" disabled={isSubmitting || saving || !dirty}>
            {isSubmitting ? 'Saving…' : 'Save Mail Preferences'}
          </StyledButton>
        </>
      )}
    </AppForm>
  );
}

/** Settings: the optional mails, each on until turned off, and the essential ones that always go. */
export function MailPreferencesSection() {
  const { preferences, error, refetch, save, saving } = useMailPreferences();
  return (
    <SettingsSection
      id="settings-mail"
      title="Mail preferences"
      description="Choose the optional mails you receive. Everything is also in your notifications."
      failed={!!error}
      onRetry={refetch}
    >
      {preferences ? (
        <StyledStack $gap="lg">
          <MailPreferencesForm preferences={preferences} save={save} saving={saving} />
          <StyledStack $gap="sm">
            <StyledSubheading>Always sent</StyledSubheading>
            <StyledMuted>
              These mails are about your account, your money or your identity, so they cannot be turned off:
            </StyledMuted>
            <StyledCheckList>
              {ESSENTIAL_MAILS.map((mail) => (
                <li key={mail}>
                  <Icon name="check" size={16} />
                  <span>{mail}</span>
                </li>
              ))}
            </StyledCheckList>
          </StyledStack>
        </StyledStack>
      ) : null}
    </SettingsSection>
  );
}
