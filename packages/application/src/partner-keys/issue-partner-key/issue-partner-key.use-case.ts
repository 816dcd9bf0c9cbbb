import { err, ok, type PartnerKey, type Result } from '@cobuy/domain';
import type { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import { issuePartnerKeyInput, type IssuePartnerKeyInput } from '../partner-key-input.schemas.js';
import { auditPartnerKey } from '../partner-key-records.js';
import { partnerKeyNameTaken } from '../partner-keys-errors.js';
import type { PartnerKeysDeps } from '../partner-keys.deps.js';

export interface IssuedPartnerKey {
  readonly partnerKey: PartnerKey;
  /** The key itself: in this answer only, never stored nor shown again. */
  readonly secret: string;
}

/**
 * An admin issues a named key for a partner (unique among active keys, in any letter case), with its own
 * request rate and query cost limits; audited. The answer carries the key once; only its hash is stored.
 */
export class IssuePartnerKey implements UseCase<IssuePartnerKeyInput, IssuedPartnerKey> {
  readonly name = 'partnerKeys.issue';
  readonly access = 'admin' as const;
  readonly input = issuePartnerKeyInput;
  constructor(private readonly deps: PartnerKeysDeps) {}

  execute(ctx: RequestContext, input: IssuePartnerKeyInput): Promise<Result<IssuedPartnerKey, AppError>> {
    return this.deps.uow.run(async (store) => {
      const taken = await store.keys.claimName(input.name);
      if (taken !== null) return err(partnerKeyNameTaken(input.name, taken));
      const { key, prefix, keyHash } = this.deps.secrets.issue();
      const partnerKey = await store.keys.insert({
        name: input.name,
        prefix,
        keyHash,
        requestsPerMinute: input.requestsPerMinute,
        maxQueryCost: input.maxQueryCost,
        createdBy: ctx.actor?.userId ?? null,
        createdAt: ctx.clock.now(),
      });
      await auditPartnerKey(store, ctx, 'partner_key.issued', null, partnerKey);
      return ok({ partnerKey, secret: key });
    });
  }
}
