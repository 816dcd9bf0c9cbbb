import { useRef } from 'react';
import { useContentTranslation } from '../hooks/use-content-translation';

/**
 * A record's text drawn in the interface language (docs/i18n.md, "Content translations"): what the admin stored
 * for it, the translation service's, or the original. `lang` says which it is, for screen readers and search.
 */
export function ContentText({ text }: { text: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const shown = useContentTranslation(text, ref);
  return (
    <span ref={ref} lang={shown === text ? 'en' : undefined}>
      {shown}
    </span>
  );
}
