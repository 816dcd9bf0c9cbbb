import { useIntl } from 'react-intl';
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
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <AppForm<MailPreferencesValues>
      initialValues={valuesOf(preferences)}
      schema={mailPreferencesSchema}
      aria-label={t('settings.mail.title')}
      onSubmit={async (values, helpers) => {
        try {
          await save(values);
          helpers.resetForm({ values });
          toast({ title: t('settings.mail.saved'), variant: 'success' });
        } catch (error) {
          toast({
            title: t('settings.mail.notSaved'),
            description: failureDescription(intl, readApiFailure(error), t('settings.pleaseTryAgain')),
            variant: 'destructive',
          });
        }
      }}
    >
      {({ isSubmitting, dirty }) => (
        <>
          {MAIL_PREFERENCE_OPTIONS.map((name) => (
            <CheckboxField
              key={name}
              name={name}
              label={
                <StyledOptionLabel>
                  <strong>{t(`settings.mail.${name}.label`)}</strong>
                  <span>{t(`settings.mail.${name}.description`)}</span>
                </StyledOptionLabel>
              }
            />
          ))}
          <StyledButton type="submit" disabled={isSubmitting || saving || !dirty}>
            {isSubmitting ? t('settings.saving') : t('settings.mail.save')}
          </StyledButton>
        </>
      )}
    </AppForm>
  );
}

/** Settings: the optional mails, each on until turned off, and the essential ones that always go. */
export function MailPreferencesSection() {
  const { preferences, error, refetch, save, saving } = useMailPreferences();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <SettingsSection
      id="settings-mail"
      title={t('settings.mail.title')}
      description={t('settings.mail.description')}
      failed={!!error}
      onRetry={refetch}
    >
      {preferences ? (
        <StyledStack $gap="lg">
          <MailPreferencesForm preferences={preferences} save={save} saving={saving} />
          <StyledStack $gap="sm">
            <StyledSubheading>{t('settings.mail.alwaysSent')}</StyledSubheading>
            <StyledMuted>{t('settings.mail.alwaysSentDescription')}</StyledMuted>
            <StyledCheckList>
              {ESSENTIAL_MAILS.map((mail) => (
                <li key={mail}>
                  <Icon name="check" size={16} />
                  <span>{t(`settings.mail.essential.${mail}`)}</span>
                </li>
              ))}
            </StyledCheckList>
          </StyledStack>
        </StyledStack>
      ) : null}
    </SettingsSection>
  );
}
