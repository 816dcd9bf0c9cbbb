/**
 * The page's dynamic content in the interface language (investor spec §2, §5, §7; docs/i18n.md, "Content
 * translations"): each text is asked of POST /api/translate once per language (answers kept for the visit,
 * identical asks sharing one call), and a run's start, completion and errors are broadcast as window events, so
 * anything on the page can show that a translation is under way. Loaded on first use only: a visitor in English
 * never downloads it.
 */

import { needsTranslation } from './needs-translation';

/** Marked no-translate: the HTML `translate="no"` attribute or the `notranslate` class on the text or above it. */
const NO_TRANSLATE = '[translate="no"], .notranslate';

/** The events a translation run broadcasts on `window` (detail: `{ language }`; errors add `{ text }`). */
export const TRANSLATION_EVENTS = {
  start: 'translationstart',
  complete: 'translationcomplete',
  error: 'translationerror',
} as const;

const answers = new Map<string, Promise<string>>();
let pending = 0;

function broadcast(name: string, detail: Record<string, unknown>): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(name, { detail }));
}

async function ask(text: string, language: string): Promise<string> {
  const response = await fetch('/api/translate', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ text, targetLanguage: language }),
  });
  if (!response.ok) throw new Error(`Translation answered HTTP ${response.status}`);
  const body = (await response.json()) as { translatedText?: unknown };
  if (typeof body.translatedText !== 'string') throw new Error('Translation answered no translatedText');
  return body.translatedText;
}

/**
 * `text` in `language`; the original when the call fails (spec §7: logged, original kept). Never rejects.
 * The caller decides what needs translating (English, empty, numeric, currency-only and no-translate text do not).
 */
export function translate(text: string, language: string): Promise<string> {
  const key = `${language}\u0000${text}`;
  const known = answers.get(key);
  if (known) return known;
  if (pending++ === 0) broadcast(TRANSLATION_EVENTS.start, { language });
  const answer = ask(text, language)
    .catch((error: unknown) => {
      console.warn('Translation failed; the original text is kept', error);
      broadcast(TRANSLATION_EVENTS.error, { language, text });
      // Forget the failure, so the next visit to the text asks again.
      answers.delete(key);
      return text;
    })
    .finally(() => {
      if (--pending === 0) broadcast(TRANSLATION_EVENTS.complete, { language });
    });
  answers.set(key, answer);
  return answer;
}

/**
 * The text drawn in `element` in `language` (investor spec §5): as it is when it has no words (empty, numeric,
 * currency-only) or sits inside an element marked no-translate; otherwise `translate`'s answer.
 */
export function translateElementText(element: Element | null, text: string, language: string): Promise<string> {
  if (!needsTranslation(text) || element?.closest(NO_TRANSLATE)) return Promise.resolve(text);
  return translate(text, language);
}
