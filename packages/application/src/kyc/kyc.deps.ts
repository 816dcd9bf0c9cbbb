import type { AmlScreeningService, FileStreams, KycUnitOfWork, RateLimiter, RateLimitPolicy } from '@cobuy/domain';

/** What the KYC use cases are built from; the composition root supplies the adapters. */
export interface KycDeps {
  readonly uow: KycUnitOfWork;
  /** Documents written as they are uploaded and read as they are downloaded, outside any transaction. */
  readonly files: FileStreams;
  readonly rateLimiter: RateLimiter;
  /** Submissions per investor: each one stores up to 40 MB of documents. */
  readonly submitLimit: RateLimitPolicy;
  /**
   * The AML screening service (docs/kyc.md, "AML screening"), or null when none is configured: then nothing is
   * screened, approval does not wait for a screening, and the site does not claim that investors are screened.
   */
  readonly screening: AmlScreeningSettings | null;
}

export interface AmlScreeningSettings {
  readonly service: AmlScreeningService;
  /** The score from which an entity is a possible match, 0 to 1. */
  readonly threshold: number;
  /** How long one call to the service may take (a claimed check's lease is this plus a margin). */
  readonly timeoutMs: number;
}

export const DEFAULT_KYC_SUBMIT_LIMIT: RateLimitPolicy = {
  name: 'kyc-submit-user',
  points: 5,
  durationSeconds: 60 * 60,
  blockSeconds: 60 * 60,
};

/** A staged upload older than this belongs to a request that no longer runs (the body timeout is far shorter). */
export const ABANDONED_UPLOAD_AGE_MS = 15 * 60 * 1000;
