import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@cobuy/domain';
import type { IncomingHttpHeaders } from 'node:http';

/** The web app's cookie for the interface language (packages/web/src/i18n/languages-meta.ts). */
const LANGUAGE_COOKIE = 'cobuy_lang';

function cookieLanguage(header: string | undefined): LanguageCode | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguageCode(value)) return value;
  }
  return null;
}

/** The first language of Accept-Language (by its q weights) that the site has; `fr-CA` counts as `fr`. */
function acceptedLanguage(header: string | undefined): LanguageCode | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((entry, index) => {
      const [range = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { primary: range.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((r) => r.primary).find(isLanguageCode) ?? null;
}

/**
 * The language to answer a request in (docs/i18n.md, "On the server"): the signed-in user's chosen language,
 * else the web app's `cobuy_lang` cookie, else the browser's Accept-Language, else English.
 */
export function requestLanguage(headers: IncomingHttpHeaders, preferred?: LanguageCode | null): LanguageCode {
  return (
    preferred ?? cookieLanguage(headers.cookie) ?? acceptedLanguage(headers['accept-language']) ?? DEFAULT_LANGUAGE
  );
}
