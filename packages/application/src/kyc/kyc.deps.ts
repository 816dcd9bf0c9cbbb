import type { FileStreams, KycUnitOfWork, RateLimiter, RateLimitPolicy } from '@cobuy/domain';

/** What the KYC use cases are built from; the composition root supplies the adapters. */
export interface KycDeps {
  readonly uow: KycUnitOfWork;
  /** Documents written as they are uploaded and read as they are downloaded, outside any transaction. */
  readonly files: FileStreams;
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

/** A staged upload older than this belongs to a request that no longer runs (the body timeout is far shorter). */
export const ABANDONED_UPLOAD_AGE_MS = 15 * 60 * 1000;
