import type { StatementLanguage } from '@cobuy/domain';
import { IntlMessageFormat } from 'intl-messageformat';
import { EN, type StatementMessages } from './catalog-en.js';
import { DE, ES, FR, IT, NL, PT, SW, TR } from './catalog-latin.js';
import { AR, HI, JA, KO, RU, ZH } from './catalog-other.js';

/**
 * The statement's text in the fifteen languages (server side: the web catalogs are the app's, loaded by the
 * browser). Typed per language, so a missing key fails to compile; the test checks the ICU syntax and that
 * every language uses the English placeholders.
 */
export const STATEMENT_CATALOG: Readonly<Record<StatementLanguage, StatementMessages>> = {
  en: EN,
  fr: FR,
  es: ES,
  de: DE,
  zh: ZH,
  ar: AR,
  pt: PT,
  hi: HI,
  ja: JA,
  ko: KO,
  ru: RU,
  it: IT,
  tr: TR,
  nl: NL,
  sw: SW,
};

export type StatementMessageId = keyof StatementMessages;

/** A translator bound to one language: formats a message with its values (ICU plurals in that language). */
export function translator(language: StatementLanguage) {
  const messages = STATEMENT_CATALOG[language];
  const cache = new Map<StatementMessageId, IntlMessageFormat>();
  return (id: StatementMessageId, values?: Record<string, string | number>): string => {
    let format = cache.get(id);
    if (!format) {
      format = new IntlMessageFormat(messages[id], language);
      cache.set(id, format);
    }
    return String(format.format(values));
  };
}
