import { useEffect, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { needsTranslation } from '../needs-translation';

/** Marked no-translate: the HTML `translate="no"` attribute or the `notranslate` class on the text or above it. */
const NO_TRANSLATE = '[translate="no"], .notranslate';

/**
 * A record's text (a project's description, an update's title…) in the interface language: the original in
 * English, for empty, numeric or currency-only text, and inside an element marked no-translate; otherwise the
 * translation once it has come (the original until then, and when it fails). Choosing English again shows the
 * originals at once: they were never replaced, only drawn instead.
 */
export function useContentTranslation(text: string, element: RefObject<HTMLElement | null>): string {
  const { locale } = useIntl();
  const [translated, setTranslated] = useState<{ key: string; text: string } | null>(null);
  const key = `${locale}\u0000${text}`;

  useEffect(() => {
    if (locale === 'en' || !needsTranslation(text) || element.current?.closest(NO_TRANSLATE)) return;
    let current = true;
    void import('../translator')
      .then(({ translate }) => translate(text, locale))
      .then((answer) => {
        if (current) setTranslated({ key, text: answer });
      })
      .catch((error: unknown) => console.warn('The translator did not load; the original text is kept', error));
    return () => {
      current = false;
    };
  }, [element, key, locale, text]);

  return translated?.key === key && locale !== 'en' ? translated.text : text;
}
