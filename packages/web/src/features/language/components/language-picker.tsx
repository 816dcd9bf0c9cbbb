import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { StyledLabel, StyledSelect } from '../../ui/components/native-select';
import { useLanguage } from '../hooks/use-language';

/** Like CurrencyPicker: `compact` for the desktop header, `labelled` for the mobile menu. */
export function LanguagePicker({ compact = false, labelled = false }: { compact?: boolean; labelled?: boolean }) {
  const { languages, language, setLanguage } = useLanguage();
  const id = useId();
  const intl = useIntl();
  return (
    <>
      <StyledLabel htmlFor={id} className={labelled ? undefined : 'visually-hidden'}>
        <FormattedMessage id="picker.language" />
      </StyledLabel>
      <StyledSelect
        id={id}
        value={language.code}
        onChange={(event) => setLanguage(event.target.value)}
        data-testid="language-picker"
        title={language.name}
        translate="no"
      >
        {languages.map((l) => (
          <option key={l.code} value={l.code}>
            {intl.formatMessage(
              { id: 'picker.languageOption' },
              { flag: l.flag, name: compact ? l.code.toUpperCase() : l.name },
            )}
          </option>
        ))}
      </StyledSelect>
    </>
  );
}
