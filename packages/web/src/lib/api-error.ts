import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { IntlShape } from 'react-intl';

/**
 * What the server said about a failed call, whichever transport carried it: REST answers
 * `{ message, code, fields?, details? }` with the HTTP status; GraphQL puts the same `code`, `status`, `fields`
 * and `details` in `errors[0].extensions` (docs/accounts.md, "The API for the web pages").
 */
export interface ApiFailure {
  /** The server's own message, when it sent one. */
  message?: string;
  /** 'ACCOUNTS.RATE_LIMITED', 'ACCOUNTS.INVALID_CREDENTIALS', 'AUTH.UNAUTHENTICATED'… */
  code?: string;
  /** HTTP status, or the status GraphQL reports in extensions. */
  status?: number;
  /** Field name → message, for messages to show under the inputs. */
  fields?: Record<string, string>;
  /** Seconds to wait before trying again (Retry-After, or details.retryAfterSeconds over GraphQL). */
  retryAfterSeconds?: number;
  /** The figures the refusal carries (`details`: remaining, minimum, a limit…), for a message of the screen's own. */
  details?: Readonly<Record<string, unknown>>;
  /** The call never got an answer (offline, server down). */
  network: boolean;
}

const RATE_LIMITED = 'ACCOUNTS.RATE_LIMITED';
const UNAUTHENTICATED = 'AUTH.UNAUTHENTICATED';

type JsonObject = Record<string, unknown>;
const isRecord = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null;

function stringFields(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length ? Object.fromEntries(entries) : undefined;
}

function retryAfter(details: unknown, header?: string | null): number | undefined {
  const fromHeader = header ? Number(header) : NaN;
  if (Number.isFinite(fromHeader) && fromHeader > 0) return fromHeader;
  const seconds = isRecord(details) ? details.retryAfterSeconds : undefined;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

/** Reads a REST error body or a GraphQL error's extensions. */
function fromBody(body: JsonObject, status?: number, retryAfterHeader?: string | null): ApiFailure {
  const firstGraphQLError = Array.isArray(body.errors) && isRecord(body.errors[0]) ? body.errors[0] : undefined;
  const source = firstGraphQLError ?? body;
  const extensions = isRecord(source.extensions) ? source.extensions : source;
  return {
    message: typeof source.message === 'string' && source.message ? source.message : undefined,
    code: typeof extensions.code === 'string' ? extensions.code : undefined,
    status: typeof extensions.status === 'number' ? extensions.status : status,
    fields: stringFields(extensions.fields),
    retryAfterSeconds: retryAfter(extensions.details, retryAfterHeader),
    ...(isRecord(extensions.details) ? { details: extensions.details } : {}),
    network: false,
  };
}

/** Turns whatever an Apollo call threw (GraphQL errors, an HTTP error, a network error) into one shape. */
export function readApiFailure(error: unknown): ApiFailure {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    return first ? fromBody({ message: first.message, extensions: first.extensions ?? {} }) : { network: false };
  }
  if (ServerError.is(error)) {
    return readRestFailure(error.statusCode, error.bodyText, error.response.headers.get('Retry-After'));
  }
  return { network: true };
}

/** A REST call's answer that was not a success (status, body text, Retry-After), as fetch or XHR give it. */
export function readRestFailure(status: number, bodyText: string, retryAfterHeader?: string | null): ApiFailure {
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (isRecord(parsed)) return fromBody(parsed, status, retryAfterHeader);
  } catch {
    // Not JSON: only the status is known.
  }
  return { status, network: false };
}

export const isRateLimited = (failure: ApiFailure): boolean => failure.code === RATE_LIMITED || failure.status === 429;

/**
 * 'Too many attempts. Try again in 15 minutes.' from the seconds the server asked to wait (at least a minute), in
 * the interface language (core catalog, `apiError.*`: any screen may show it).
 */
export function rateLimitMessage(
  intl: Pick<IntlShape, 'formatMessage'> | null,
  retryAfterSeconds: number | undefined,
): string {
  const minutes = retryAfterSeconds ? Math.max(1, Math.ceil(retryAfterSeconds / 60)) : null;
  if (!intl) return englishRateLimitMessage(minutes);
  if (minutes === null) return intl.formatMessage({ id: 'apiError.rateLimitedWait' });
  return intl.formatMessage({ id: 'apiError.rateLimited' }, { minutes });
}

/** The same in English, for the screens not translated yet (`intl` null; docs/i18n.md, "Not converted yet"). */
function englishRateLimitMessage(minutes: number | null): string {
  if (minutes === null) return 'Too many attempts. Please wait a while and try again.';
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** The server could not be reached, in the interface language. */
export const networkMessage = (intl: Pick<IntlShape, 'formatMessage'>): string =>
  intl.formatMessage({ id: 'apiError.network' });

/** The token was missing, unknown, expired or revoked (not a wrong password, which is ACCOUNTS.INVALID_CREDENTIALS). */
export const isUnauthenticated = (failure: ApiFailure): boolean =>
  failure.code === UNAUTHENTICATED || (failure.status === 401 && !failure.code);
