import type { KycUnitOfWork, RateLimiter, RateLimitPolicy } from '@cobuy/domain';

/** What the KYC use cases are built from; the composition root supplies the adapters. */
export interface KycDeps {
  readonly uow: KycUnitOfWork;
  readonly rateLimiter: RateLimiter;
  /** Submissions per investor: each one stores up to 40 MB of documents. */
  readonly submitLimit: RateLimitPolicy;
}

export const DEFAULT_KYC_SUBMIT_LIMIT: RateLimitPolicy = {
  name: 'kyc-submit-user',
  points: 5,
  durationSeconds: 60 * 60,
  blockSeconds: 60 * 60,
};
