import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { readApiFailure } from '../../../lib/api-error';
import { MessagesArea } from '../../../i18n/messages-area';
import { failureDescription } from '../../accounts/account-errors';
import { useLanguage } from '../../language/hooks/use-language';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { StyledStack } from '../../ui/components/layout-primitives';
import { StyledLabel, StyledSelect } from '../../ui/components/native-select';
import { useLanguagePreference } from '../hooks/use-language-preference';
import { SettingsSection } from './settings-section';

/** The select's value for "not chosen" (the browser's language decides). */
const NOT_SET = '';

function LanguageForm({ stored }: { stored: string | null }) {
  const intl = useIntl();
  const id = useId();
  const toast = useToast();
  const { languages, setLanguage } = useLanguage();
  const { save, saving } = useLanguagePreference();
  const [chosen, setChosen] = useState(stored ?? NOT_SET);
  const submit = async () => {
    try {
      await save(chosen === NOT_SET ? null : chosen);
      // The interface follows the choice too.
      if (chosen !== NOT_SET) setLanguage(chosen);
      toast({ title: intl.formatMessage({ id: 'preferences.language.saved' }), variant: 'success' });
    } catch (error) {
      toast({
        title: intl.formatMessage({ id: 'preferences.language.notSaved' }),
        description: failureDescription(
          intl,
          readApiFailure(error),
          intl.formatMessage({ id: 'preferences.language.tryAgain' }),
        ),
        variant: 'destructive',
      });
    }
  };
  return (
    <form
      aria-label={intl.formatMessage({ id: 'preferences.language.title' })}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <StyledStack $gap="sm">
        <StyledLabel htmlFor={id}>
          <FormattedMessage id="preferences.language.label" />
        </StyledLabel>
        <StyledSelect
          id={id}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          data-testid="preferred-language"
          translate="no"
        >
          <option value={NOT_SET}>{intl.formatMessage({ id: 'preferences.language.notSet' })}</option>
          {languages.map((l) => (
            <option key={l.code} value={l.code} lang={l.code}>
              {l.name}
            </option>
          ))}
        </StyledSelect>
        <div>
          <StyledButton type="submit" disabled={saving || chosen === (stored ?? NOT_SET)}>
            <FormattedMessage id={saving ? 'preferences.language.saving' : 'preferences.language.save'} />
          </StyledButton>
        </div>
      </StyledStack>
    </form>
  );
}

function LanguageSectionBody() {
  const intl = useIntl();
  const { preference, error, refetch } = useLanguagePreference();
  return (
    <SettingsSection
      id="settings-language"
      title={intl.formatMessage({ id: 'preferences.language.title' })}
      description={intl.formatMessage({ id: 'preferences.language.description' })}
      failed={!!error}
      onRetry={refetch}
    >
      {preference ? (
        <LanguageForm key={preference.preferredLanguage ?? NOT_SET} stored={preference.preferredLanguage ?? null} />
      ) : null}
    </SettingsSection>
  );
}

/**
 * Settings: the language of the user's mails, notifications and the server's messages (docs/i18n.md, "On the
 * server"). Saving a language also switches the interface to it; "not chosen" lets the browser's language decide.
 */
export function LanguageSection() {
  return (
    <MessagesArea area="preferences">
      <LanguageSectionBody />
    </MessagesArea>
  );
}
