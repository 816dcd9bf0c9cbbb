import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

/**
 * A record's text (a project's description, an update's title…) in the interface language (docs/i18n.md, "Content
 * translations"): the original in English; otherwise the translator's answer once it has come (the original until
 * then and when it fails). The translator is a lazy chunk, so a visitor in English never downloads it, and the
 * original is never replaced, only drawn instead: choosing English again shows it at once.
 */
export function ContentText({ text }: { text: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const { locale } = useIntl();
  const [answer, setAnswer] = useState<{ locale: string; text: string; translated: string } | null>(null);

  useEffect(() => {
    if (locale === 'en') return;
    let current = true;
    void import('../translator')
      .then((translator) => translator.translateElementText(ref.current, text, locale))
      .then((translated) => current && setAnswer({ locale, text, translated }))
      .catch((error: unknown) => console.warn('The translator did not load; the original text is kept', error));
    return () => {
      current = false;
    };
  }, [locale, text]);

  const shown =
    answer && answer.locale === locale && answer.text === text && locale !== 'en' ? answer.translated : text;
  return <span ref={ref}>{shown}</span>;
}
