import type { LanguageCode } from '@cobuy/domain';
import type { RequestHandler } from 'express';
import { requestLanguage } from './request-language.js';

/** The catalogs' texts an error answer is drawn from. */
export interface ErrorTexts {
  /** The catalog's text for an error code in a language, or null when the catalog has none. */
  errorMessage(language: LanguageCode, code: string): string | null;
  /** A field reason (English, as the server writes it) in a language, or null when the catalogs do not know it. */
  fieldReason(language: LanguageCode, reason: string): string | null;
  /** A confirmation (`{message}` of a done action) in a language, or null when the catalogs do not know it. */
  successMessage(language: LanguageCode, message: string): string | null;
}

type Fields = Readonly<Record<string, string>>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((reason) => typeof reason === 'string');

/**
 * The reasons of `fields` in a language; the field names stay. A reason that repeats the error's own message
 * ("This username is taken") is the code's text; any other is the catalog's `validation.*` message it says
 * (docs/i18n.md, "On the server"). A reason the catalogs do not know, or that fails to draw, stays English.
 */
function localizedFields(
  texts: ErrorTexts,
  language: LanguageCode,
  fields: Fields,
  error: { readonly message: string; readonly code: string; readonly translatedMessage: string | null },
): Fields {
  const reasonIn = (reason: string): string => {
    try {
      if (reason === error.message && error.translatedMessage !== null) return error.translatedMessage;
      return texts.fieldReason(language, reason) ?? reason;
    } catch {
      return reason;
    }
  };
  return Object.fromEntries(Object.entries(fields).map(([field, reason]) => [field, reasonIn(reason)]));
}

/**
 * The human texts of an error answer in the request's language (docs/i18n.md, "On the server"): the `message`
 * becomes the catalog's text for the code, and each reason in `fields` the catalog's text for it; the code, the
 * field names and the details stay as they are, and English keeps what the use case wrote word for word (it may
 * name the very record or limit). Drawing never fails the answer: whatever cannot be drawn stays English.
 */
export function localizedMessage<T extends { message?: unknown; code?: unknown; fields?: unknown }>(
  texts: ErrorTexts,
  language: LanguageCode,
  body: T,
): T {
  if (language === 'en' || typeof body.code !== 'string' || typeof body.message !== 'string') return body;
  let message: string | null;
  try {
    message = texts.errorMessage(language, body.code);
  } catch {
    message = null;
  }
  const fields = isFields(body.fields)
    ? localizedFields(texts, language, body.fields, {
        message: body.message,
        code: body.code,
        translatedMessage: message,
      })
    : undefined;
  return {
    ...body,
    ...(message === null ? {} : { message }),
    ...(fields ? { fields } : {}),
  };
}

/** Where a REST handler leaves the language it worked out with the signed-in user (`res.locals`). */
export const LANGUAGE_LOCAL = 'language';

/**
 * A done action's confirmation (a body `{message, …}` without an error code) in a language: the catalog's text
 * for the English sentence, or the body as it is (English, an unknown sentence, a failure to draw).
 */
export function localizedConfirmation<T extends { message?: unknown; code?: unknown }>(
  texts: ErrorTexts,
  language: LanguageCode,
  body: T,
): T {
  if (language === 'en' || typeof body.message !== 'string' || body.code !== undefined) return body;
  try {
    const message = texts.successMessage(language, body.message);
    return message === null ? body : { ...body, message };
  } catch {
    return body;
  }
}

/**
 * Puts the human texts of every REST answer into the request's language (docs/i18n.md, "On the server"): each
 * error body (4xx and 5xx, whoever wrote it: message and field reasons) and each confirmation (`{message}` of a
 * 2xx). The language is the handler's choice when it knows the user (their preferred language), else the
 * cookie, Accept-Language, English.
 */
export function localizeErrorBodies(texts: ErrorTexts): RequestHandler {
  return (req, res, next) => {
    const json = res.json.bind(res);
    // Through a variable, not `res.json = (…) => …`: V8 makes a function written straight into a property in its
    // old generation, and from there it kept the request and its answer alive through every young collection
    // (docs/performance.md, "Session 9").
    const localizedJson = (body: unknown) => {
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return json(body);
      const language = (res.locals[LANGUAGE_LOCAL] as LanguageCode | undefined) ?? requestLanguage(req.headers);
      const answer = body as { message?: unknown; code?: unknown };
      return json(
        res.statusCode < 400
          ? localizedConfirmation(texts, language, answer)
          : localizedMessage(texts, language, answer),
      );
    };
    res.json = localizedJson;
    next();
  };
}
