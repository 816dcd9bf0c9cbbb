import { DEFAULT_LANGUAGE, LANGUAGES } from '../features/language/languages';

/** A language code the site has a catalog for ('en', 'fr', …, investor spec §2). */
export type LanguageCode = string;

/** The cookie the browser keeps the chosen language in, so the server draws pages (and later mails) in it. */
export const LANGUAGE_COOKIE = 'cobuy_lang';

/** The query parameter that asks for a page in a language (`/projects?lang=fr`): the address search engines list. */
export const LANGUAGE_PARAM = 'lang';

const RIGHT_TO_LEFT = new Set(['ar']);

export function isLanguageCode(code: string | null | undefined): code is LanguageCode {
  return typeof code === 'string' && LANGUAGES.some((l) => l.code === code);
}

/** The writing direction of a language: Arabic reads right to left, the other 14 left to right. */
export function directionOf(code: string): 'rtl' | 'ltr' {
  return RIGHT_TO_LEFT.has(code) ? 'rtl' : 'ltr';
}

/** The value of `name` in a Cookie header, or null. */
export function readCookie(cookie: string | undefined, name: string): string | null {
  for (const part of (cookie ?? '').split(/;\s*/)) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at) === name) return decodeURIComponent(part.slice(at + 1));
  }
  return null;
}

/**
 * The language a page is drawn in: the address's `?lang=` first (a shared or indexed link names its language),
 * then the remembered choice (localStorage on the browser, the cookie on the server), then English.
 */
export function chooseLanguage(candidates: ReadonlyArray<string | null | undefined>): LanguageCode {
  return candidates.find(isLanguageCode) ?? DEFAULT_LANGUAGE;
}

/** The language a server-drawn page is in: `?lang=` in `url`, else the language cookie, else English. */
export function languageOfRequest(url: string, cookie: string | undefined): LanguageCode {
  const params = new URL(url, 'http://server.invalid').searchParams;
  return chooseLanguage([params.get(LANGUAGE_PARAM), readCookie(cookie, LANGUAGE_COOKIE)]);
}
