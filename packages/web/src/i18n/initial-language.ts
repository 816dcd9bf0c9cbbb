import { DEFAULT_LANGUAGE } from '../features/language/languages';
import { readStorage, storageKeys } from '../lib/storage';
import { rememberLanguage } from './apply-language';
import { chooseLanguage, LANGUAGE_COOKIE, LANGUAGE_PARAM, readCookie, type LanguageCode } from './languages-meta';

/**
 * The language the browser starts in: the address's `?lang=` (a link that names its language, as search engines
 * list them), else the remembered choice (localStorage `selectedLanguage`, then the cookie), else English. The
 * cookie is brought in line, so the server draws the next page in the same language.
 */
export function initialLanguage(doc: Document): LanguageCode {
  const fromAddress = new URLSearchParams(doc.location.search).get(LANGUAGE_PARAM);
  const cookie = readCookie(doc.cookie, LANGUAGE_COOKIE);
  const code = chooseLanguage([fromAddress, readStorage(storageKeys.language), cookie]);
  if (code !== (cookie ?? DEFAULT_LANGUAGE) || (fromAddress !== null && readStorage(storageKeys.language) !== code)) {
    rememberLanguage(doc, code);
  }
  return code;
}
