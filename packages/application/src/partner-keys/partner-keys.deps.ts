import type { PartnerKeySecrets, PartnerKeyUnitOfWork, RateLimiter } from '@cobuy/domain';

/** What the partner-key use cases are built from; the composition root supplies the adapters. */
export interface PartnerKeysDeps {
  readonly uow: PartnerKeyUnitOfWork;
  readonly secrets: PartnerKeySecrets;
  /** Counts each key's requests (per minute, the key's own limit). */
  readonly rateLimiter: RateLimiter;
}
