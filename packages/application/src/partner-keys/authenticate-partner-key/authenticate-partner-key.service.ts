import {
  err,
  isPartnerKeyActive,
  ok,
  partnerKeyPrefix,
  shouldRecordPartnerKeyUse,
  PARTNER_KEY_TOUCH_INTERVAL_MS,
  type Clock,
  type RateLimitPolicy,
  type Result,
} from '@cobuy/domain';
import type { AppError } from '../../shared/app-error.js';
import { partnerKeyInvalid, partnerKeyRateLimited } from '../partner-keys-errors.js';
import type { PartnerKeysDeps } from '../partner-keys.deps.js';

/** Who a request with a valid partner key is: the key, with what it may spend. Never a user. */
export interface PartnerPrincipal {
  readonly keyId: number;
  readonly name: string;
  readonly prefix: string;
  readonly maxQueryCost: number;
}

/** A key's request rate: its own number of requests per rolling minute, counted by its prefix. */
const partnerKeyRatePolicy = (requestsPerMinute: number): RateLimitPolicy => ({
  name: 'partner-key',
  points: requestsPerMinute,
  durationSeconds: 60,
  blockSeconds: 0,
});

/**
 * The server's check of a presented key, before any GraphQL runs: well-formed, known by its prefix, the same
 * SHA-256 (compared in constant time), not revoked, then within the key's rate. Unknown, malformed and revoked
 * keys are all PARTNER_KEY.INVALID (401); over the rate is PARTNER_KEY.RATE_LIMITED (429, retryAfterSeconds).
 * The last-used time is written at most once a minute per key, not on every request.
 */
export class AuthenticatePartnerKey {
  constructor(private readonly deps: PartnerKeysDeps & { readonly clock: Clock }) {}

  async authenticate(key: string): Promise<Result<PartnerPrincipal, AppError>> {
    const prefix = partnerKeyPrefix(key);
    if (prefix === null) return err(partnerKeyInvalid());
    const stored = await this.deps.uow.run((store) => store.keys.findByPrefix(prefix));
    // Hash even when nothing was found, so the answer takes the same time either way.
    const presented = this.deps.secrets.hash(key);
    if (!stored || !this.deps.secrets.sameHash(presented, stored.keyHash) || !isPartnerKeyActive(stored)) {
      return err(partnerKeyInvalid());
    }
    const decision = await this.deps.rateLimiter.consume(partnerKeyRatePolicy(stored.requestsPerMinute), prefix);
    if (!decision.allowed) return err(partnerKeyRateLimited(decision.retryAfterSeconds, stored.requestsPerMinute));
    const now = this.deps.clock.now();
    if (shouldRecordPartnerKeyUse(stored.lastUsedAt, now)) {
      const notBefore = new Date(now.getTime() - PARTNER_KEY_TOUCH_INTERVAL_MS);
      await this.deps.uow.run((store) => store.keys.recordUse(stored.id, now, notBefore));
    }
    return ok({ keyId: stored.id, name: stored.name, prefix, maxQueryCost: stored.maxQueryCost });
  }
}
