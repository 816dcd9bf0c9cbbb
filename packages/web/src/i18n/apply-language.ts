import { writeStorage, storageKeys } from '../lib/storage';
import { directionOf, LANGUAGE_COOKIE } from './languages-meta';

let current = 'en';

/** The language the interface is in now: API calls send it (`Accept-Language`) so the server can answer in it. */
export function currentLanguage(): string {
  return current;
}

/** Marks the page as being in `code`: `<html lang dir>` (right to left for Arabic), read by screen readers and CSS. */
export function markDocument(doc: Document, code: string): void {
  current = code;
  doc.documentElement.lang = code;
  doc.documentElement.dir = directionOf(code);
}

/**
 * Remembers a chosen language: localStorage `selectedLanguage` (investor spec §3) for this browser, and a cookie
 * the server reads to draw its pages in it (server-render/entry-server.tsx). A display preference, no credential.
 */
export function rememberLanguage(doc: Document, code: string): void {
  writeStorage(storageKeys.language, code);
  const secure = doc.location.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${LANGUAGE_COOKIE}=${code}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
