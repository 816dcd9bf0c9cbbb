import type { RateLimitDecision, RateLimitPolicy, RateLimiter } from '@cobuy/domain';
import { appError, type AppError } from '../shared/app-error.js';

/**
 * The limits, per account (keyed by the normalised email the caller typed, whether or not it exists, so
 * the limit itself reveals nothing) and per IP. Sign-in and reset count failures only; forgot-password,
 * sign-up and contact count every request. Numbers and reasons are in docs/accounts.md.
 */
export interface AccountsRateLimits {
  readonly signInPerAccount: RateLimitPolicy;
  readonly signInPerIp: RateLimitPolicy;
  readonly forgotPerAccount: RateLimitPolicy;
  readonly forgotPerIp: RateLimitPolicy;
  readonly resetPerAccount: RateLimitPolicy;
  readonly resetPerIp: RateLimitPolicy;
  readonly signUpPerIp: RateLimitPolicy;
  readonly contactPerIp: RateLimitPolicy;
  /** Password changes on /settings, per account (its user id) and per IP: wrong current passwords, like sign-in. */
  readonly changePasswordPerAccount: RateLimitPolicy;
  readonly changePasswordPerIp: RateLimitPolicy;
}

const MIN = 60;
export const DEFAULT_ACCOUNTS_RATE_LIMITS: AccountsRateLimits = {
  signInPerAccount: { name: 'signin-account', points: 5, durationSeconds: 15 * MIN, blockSeconds: 15 * MIN },
  signInPerIp: { name: 'signin-ip', points: 30, durationSeconds: 15 * MIN, blockSeconds: 15 * MIN },
  forgotPerAccount: { name: 'forgot-account', points: 3, durationSeconds: 60 * MIN, blockSeconds: 60 * MIN },
  forgotPerIp: { name: 'forgot-ip', points: 10, durationSeconds: 60 * MIN, blockSeconds: 60 * MIN },
  resetPerAccount: { name: 'reset-account', points: 10, durationSeconds: 15 * MIN, blockSeconds: 15 * MIN },
  resetPerIp: { name: 'reset-ip', points: 30, durationSeconds: 15 * MIN, blockSeconds: 15 * MIN },
  signUpPerIp: { name: 'signup-ip', points: 10, durationSeconds: 60 * MIN, blockSeconds: 60 * MIN },
  contactPerIp: { name: 'contact-ip', points: 5, durationSeconds: 10 * MIN, blockSeconds: 10 * MIN },
  changePasswordPerAccount: {
    name: 'password-change-account',
    points: 5,
    durationSeconds: 15 * MIN,
    blockSeconds: 15 * MIN,
  },
  changePasswordPerIp: { name: 'password-change-ip', points: 30, durationSeconds: 15 * MIN, blockSeconds: 15 * MIN },
};

export type LimitCheck = readonly [RateLimitPolicy, string];

export const ipKey = (ip: string | undefined): string => ip ?? 'unknown';

function refusal(decisions: readonly RateLimitDecision[]): AppError | null {
  let retryAfterSeconds = 0;
  for (const d of decisions) if (!d.allowed) retryAfterSeconds = Math.max(retryAfterSeconds, d.retryAfterSeconds);
  if (retryAfterSeconds === 0) return null;
  return appError('ACCOUNTS.RATE_LIMITED', `Too many attempts. Try again in ${describeWait(retryAfterSeconds)}.`, {
    details: { retryAfterSeconds },
  });
}

function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Counts one attempt on every key, atomically per key, before the guarded work runs; a 429 error when any key
 * was over its limit. Consuming first is what makes a limit hold under parallel requests: a check followed by
 * a count later lets every request in flight pass the check.
 */
export async function consumeAttempt(limiter: RateLimiter, checks: readonly LimitCheck[]): Promise<AppError | null> {
  return refusal(await Promise.all(checks.map(([policy, key]) => limiter.consume(policy, key))));
}

/** Returns the attempt to every key: the work it guarded turned out legitimate. */
export async function giveBack(limiter: RateLimiter, checks: readonly LimitCheck[]): Promise<void> {
  await Promise.all(checks.map(([policy, key]) => limiter.giveBack(policy, key)));
}

export async function forget(limiter: RateLimiter, checks: readonly LimitCheck[]): Promise<void> {
  await Promise.all(checks.map(([policy, key]) => limiter.reset(policy, key)));
}
