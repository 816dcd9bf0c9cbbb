import { err, isPartnerKeyActive, ok, type PartnerKey, type Result } from '@cobuy/domain';
import type { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import { partnerKeyIdInput, type PartnerKeyIdInput } from '../partner-key-input.schemas.js';
import { auditPartnerKey } from '../partner-key-records.js';
import { partnerKeyNotFound } from '../partner-keys-errors.js';
import type { PartnerKeysDeps } from '../partner-keys.deps.js';

/**
 * An admin revokes a key: from the next request on it is refused (401). Idempotent: revoking a revoked key
 * answers it as it is, keeps its first revocation time and writes no second audit entry.
 */
export class RevokePartnerKey implements UseCase<PartnerKeyIdInput, PartnerKey> {
  readonly name = 'partnerKeys.revoke';
  readonly access = 'admin' as const;
  readonly input = partnerKeyIdInput;
  constructor(private readonly deps: PartnerKeysDeps) {}

  execute(ctx: RequestContext, input: PartnerKeyIdInput): Promise<Result<PartnerKey, AppError>> {
    return this.deps.uow.run(async (store) => {
      const key = await store.keys.lockById(input.id);
      if (!key) return err(partnerKeyNotFound(input.id));
      if (!isPartnerKeyActive(key)) return ok(key);
      const revoked = await store.keys.revoke(key.id, ctx.clock.now());
      await auditPartnerKey(store, ctx, 'partner_key.revoked', key, revoked);
      return ok(revoked);
    });
  }
}
