import { isRateLimited, NETWORK_MESSAGE, rateLimitMessage, type ApiFailure } from '../../lib/api-error';

/**
 * The description of a failed account call's toast (accounts spec §8): too many attempts says how long to wait
 * (from Retry-After); an unreachable server says so; otherwise the server's own message, or the spec's fallback.
 */
export function failureDescription(failure: ApiFailure, fallback: string): string {
  if (isRateLimited(failure)) return rateLimitMessage(failure.retryAfterSeconds);
  if (failure.network) return NETWORK_MESSAGE;
  return failure.message ?? fallback;
}

/** The message kept on the form itself: only "too many attempts", which outlives a 5-second toast. */
export function formAlertFor(failure: ApiFailure): string | null {
  return isRateLimited(failure) ? rateLimitMessage(failure.retryAfterSeconds) : null;
}
