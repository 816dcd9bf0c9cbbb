import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { readStorage, storageKeys, writeStorage } from '../../lib/storage';
import { useToast } from '../toast/hooks/use-toast';
import { LanguageContext } from './language-context';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages';

export function LanguageProvider({ children }: { children: ReactNode }) {
  const [code, setCode] = useState(() => readStorage(storageKeys.language) ?? DEFAULT_LANGUAGE);
  const language = LANGUAGES.find((l) => l.code === code) ?? LANGUAGES[0];

  const toast = useToast();
  const setLanguage = useCallback(
    (next: string) => {
      const chosen = LANGUAGES.find((l) => l.code === next);
      if (!chosen) return;
      setCode(next);
      writeStorage(storageKeys.language, next);
      // Page translation is not built yet: say so rather than leave the choice looking broken.
      if (chosen.code !== DEFAULT_LANGUAGE) {
        toast({
          title: `${chosen.flag} ${chosen.name}`,
          description: 'Translated pages are coming soon. Your choice is saved; pages show in English for now.',
        });
      }
    },
    [toast],
  );

  const value = useMemo(() => ({ languages: LANGUAGES, language, setLanguage }), [language, setLanguage]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}
