import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { readStorage, storageKeys, writeStorage } from '../../lib/storage';
import { LanguageContext } from './language-context';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages';

export function LanguageProvider({ children }: { children: ReactNode }) {
  const [code, setCode] = useState(() => readStorage(storageKeys.language) ?? DEFAULT_LANGUAGE);
  const language = LANGUAGES.find((l) => l.code === code) ?? LANGUAGES[0];

  const setLanguage = useCallback((next: string) => {
    if (!LANGUAGES.some((l) => l.code === next)) return;
    setCode(next);
    writeStorage(storageKeys.language, next);
  }, []);

  const value = useMemo(() => ({ languages: LANGUAGES, language, setLanguage }), [language, setLanguage]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}
