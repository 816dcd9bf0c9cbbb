/**
 * The languages of the site (investor spec §2): the interface, the server's messages and the mails come in each.
 * English is the source every other language is translated from, and the fallback.
 */
export const LANGUAGE_CODES = [
  'en',
  'fr',
  'es',
  'de',
  'zh',
  'ar',
  'pt',
  'hi',
  'ja',
  'ko',
  'ru',
  'it',
  'tr',
  'nl',
  'sw',
] as const;

export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/**
 * A user's chosen language: null until they choose (or sign up, which stores the interface language they signed
 * up in). Mails and notifications use it; requests without it fall back to the browser's (cookie, then
 * Accept-Language), then English.
 */
export interface LanguagePreference {
  readonly preferredLanguage: LanguageCode | null;
}
