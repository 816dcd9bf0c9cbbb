import type { LanguageCode } from '@cobuy/domain';
import type { RequestHandler } from 'express';
import { requestLanguage } from './request-language.js';

/** The catalog's text for an error code in a language, or null when the catalog has none. */
export interface ErrorTexts {
  errorMessage(language: LanguageCode, code: string): string | null;
}

/**
 * The human `message` of an error answer in the request's language (docs/i18n.md, "On the server"); the code,
 * the fields and the details stay as they are, and English keeps the message the use case wrote (which may
 * name the very record or limit). Other languages get their catalog's text for the code.
 */
export function localizedMessage<T extends { message?: unknown; code?: unknown }>(
  texts: ErrorTexts,
  language: LanguageCode,
  body: T,
): T {
  if (language === 'en' || typeof body.code !== 'string' || typeof body.message !== 'string') return body;
  const message = texts.errorMessage(language, body.code);
  return message === null ? body : { ...body, message };
}

/** Where a REST handler leaves the language it worked out with the signed-in user (`res.locals`). */
export const LANGUAGE_LOCAL = 'language';

/**
 * Puts every REST error body (4xx and 5xx, whoever wrote it) into the request's language: the handler's choice
 * when it knows the user (their preferred language), else the cookie, Accept-Language, English.
 */
export function localizeErrorBodies(texts: ErrorTexts): RequestHandler {
  return (req, res, next) => {
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      if (res.statusCode < 400 || typeof body !== 'object' || body === null) return json(body);
      const language = (res.locals[LANGUAGE_LOCAL] as LanguageCode | undefined) ?? requestLanguage(req.headers);
      return json(localizedMessage(texts, language, body as { message?: unknown; code?: unknown }));
    };
    next();
  };
}
