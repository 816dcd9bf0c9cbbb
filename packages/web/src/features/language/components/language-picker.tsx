import { useId } from 'react';
import { StyledSelect } from '../../ui/components/native-select';
import { useLanguage } from '../hooks/use-language';

export function LanguagePicker({ compact = false }: { compact?: boolean }) {
  const { languages, language, setLanguage } = useLanguage();
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        Language
      </label>
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
            {compact ? `${l.flag} ${l.code.toUpperCase()}` : `${l.flag} ${l.name}`}
          </option>
        ))}
      </StyledSelect>
    </>
  );
}
