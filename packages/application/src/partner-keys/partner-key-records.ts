import type { PartnerKey, PartnerKeyStore } from '@cobuy/domain';
import type { RequestContext } from '../shared/request-context.js';

/** What the audit trail keeps of a key: its name, prefix, limits and state; never the key or its hash. */
const snapshot = (k: PartnerKey) => ({
  name: k.name,
  prefix: k.prefix,
  requestsPerMinute: k.requestsPerMinute,
  maxQueryCost: k.maxQueryCost,
  revokedAt: k.revokedAt?.toISOString() ?? null,
});

/** The audit entry of one admin write, in the write's transaction. */
export async function auditPartnerKey(
  store: PartnerKeyStore,
  ctx: RequestContext,
  action: 'partner_key.issued' | 'partner_key.revoked',
  before: PartnerKey | null,
  after: PartnerKey,
): Promise<void> {
  await store.audit.record({
    actorId: ctx.actor?.userId ?? null,
    action,
    entity: 'partner_key',
    entityId: String(after.id),
    before: before && snapshot(before),
    after: snapshot(after),
    at: ctx.clock.now(),
    correlationId: ctx.correlationId,
  });
}
