import { useCallback, useEffect, useMemo, useRef, useState, useTransition, type ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider } from 'react-intl';
import { markDocument, rememberLanguage } from '../../i18n/apply-language';
import { loadLanguage, type LoadedLanguage } from '../../i18n/load-messages';
import { useToast } from '../toast/hooks/use-toast';
import { LanguageContext } from './language-context';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages';

/**
 * The interface language (docs/i18n.md): starts in `initial` (loaded before the first render, by start-app.tsx in
 * the browser and entry-server.tsx on the server), and switches when the visitor picks another: its catalog is
 * loaded, then the whole interface redraws in it, `<html lang dir>` follows, and the choice is remembered.
 */
/** Intl's formatters, shared by every language's intl object (react-intl's advice for switching languages). */
const cache = createIntlCache();

export function LanguageProvider({ initial, children }: { initial: LoadedLanguage; children: ReactNode }) {
  const [loaded, setLoaded] = useState<LoadedLanguage>(initial);
  const [, startTransition] = useTransition();
  const language = LANGUAGES.find((l) => l.code === loaded.code) ?? LANGUAGES[0];
  const toast = useToast();
  const wanted = useRef(loaded.code);
  const intl = useMemo(
    () => createIntl({ locale: loaded.code, defaultLocale: DEFAULT_LANGUAGE, messages: loaded.messages }, cache),
    [loaded],
  );

  useEffect(() => markDocument(document, loaded.code), [loaded.code]);

  const setLanguage = useCallback(
    (next: string) => {
      if (!LANGUAGES.some((l) => l.code === next)) return;
      wanted.current = next;
      rememberLanguage(document, next);
      loadLanguage(next).then(
        (catalog) => {
          // A later choice made while this catalog loaded wins.
          if (wanted.current === catalog.code) startTransition(() => setLoaded(catalog));
        },
        // Said in the language still shown (its catalog is loaded; the new one is not).
        () => toast({ title: language.name, description: intl.formatMessage({ id: 'language.loadFailed' }) }),
      );
    },
    [toast, language.name, intl],
  );

  const value = useMemo(() => ({ languages: LANGUAGES, language, setLanguage }), [language, setLanguage]);
  return (
    <LanguageContext.Provider value={value}>
      <RawIntlProvider value={intl}>{children}</RawIntlProvider>
    </LanguageContext.Provider>
  );
}
