import type { IntlShape } from 'react-intl';
import { isRateLimited, networkMessage, rateLimitMessage, type ApiFailure } from '../../lib/api-error';

type Intl = Pick<IntlShape, 'formatMessage'>;

/**
 * The description of a failed account call's toast (accounts spec §8): too many attempts says how long to wait
 * (from Retry-After); an unreachable server says so; otherwise the server's own message, or the spec's fallback.
 */
export function failureDescription(intl: Intl, failure: ApiFailure, fallback: string): string {
  if (isRateLimited(failure)) return rateLimitMessage(intl, failure.retryAfterSeconds);
  if (failure.network) return networkMessage(intl);
  return failure.message ?? fallback;
}

/** The message kept on the form itself: only "too many attempts", which outlives a 5-second toast. */
export function formAlertFor(intl: Intl, failure: ApiFailure): string | null {
  return isRateLimited(failure) ? rateLimitMessage(intl, failure.retryAfterSeconds) : null;
}
