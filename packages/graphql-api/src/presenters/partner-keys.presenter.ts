import type { IssuedPartnerKey } from '@cobuy/application';
import type { PartnerKey } from '@cobuy/domain';

/** A partner key as the Partners tab lists it: never the key itself nor its hash. */
export const presentPartnerKey = (k: PartnerKey) => ({
  id: k.id,
  name: k.name,
  prefix: k.prefix,
  requestsPerMinute: k.requestsPerMinute,
  maxQueryCost: k.maxQueryCost,
  createdAt: k.createdAt.toISOString(),
  createdBy: k.createdBy,
  lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
  revokedAt: k.revokedAt?.toISOString() ?? null,
  active: k.revokedAt === null,
});
export type PartnerKeyJson = ReturnType<typeof presentPartnerKey>;

/** The answer to an issue: the key as listed, and the key itself, this once. */
export const presentIssuedPartnerKey = (issued: IssuedPartnerKey) => ({
  partnerKey: presentPartnerKey(issued.partnerKey),
  secret: issued.secret,
  warning: 'Copy this key now: it is shown only once and cannot be recovered. Issue a new key if it is lost.',
});
export type IssuedPartnerKeyJson = ReturnType<typeof presentIssuedPartnerKey>;
