/*
 * Partner API keys (issue 11 item 10b): named keys an admin issues to a partner, read-only on the public catalog
 * and its aggregate statistics over GraphQL. The key is shown once; only its SHA-256 is stored (docs/partners.md).
 */

/** What every key starts with: a partner key is told apart from a session token by its look alone. */
const PARTNER_KEY_PREFIX = 'cbk_';

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `cbk_<8 base62: the public prefix, stored in clear for look-up>_<32 base62: the secret, ~190 bits>`. */
export const PARTNER_KEY_SHAPE = {
  alphabet: BASE62,
  prefixLength: 8,
  secretLength: 32,
} as const;

const KEY_PATTERN = /^cbk_([A-Za-z0-9]{8})_([A-Za-z0-9]{32})$/;

/** The limits an admin may give a key (and their defaults when left blank). */
export const PARTNER_KEY_LIMITS = {
  name: { min: 3, max: 80 },
  requestsPerMinute: { min: 1, max: 600, default: 60 },
  /**
   * GraphQL cost (GraphQL Armor's count, as in graphql-api's GRAPHQL_LIMITS). The ceiling is the server's own
   * limit for everyone (a key can only be stricter); the floor still lets a partner list projects with units.
   */
  maxQueryCost: { min: 50, max: 1000, default: 1000 },
} as const;

/** How often a key's last-used time is written at most: one write a minute, not one per request. */
export const PARTNER_KEY_TOUCH_INTERVAL_MS = 60_000;

/** A key as stored and as the admin list shows it: never the key itself nor its hash. */
export interface PartnerKey {
  readonly id: number;
  readonly name: string;
  /** The public part of the key (`cbk_<prefix>_…`), to tell keys apart in the list and in logs. */
  readonly prefix: string;
  readonly requestsPerMinute: number;
  readonly maxQueryCost: number;
  readonly createdAt: Date;
  /** The admin who issued it (null once that account is gone). */
  readonly createdBy: number | null;
  readonly lastUsedAt: Date | null;
  readonly revokedAt: Date | null;
}

/** What the server looks a presented key up by: the stored key with its hash, for the constant-time check. */
export interface StoredPartnerKey extends PartnerKey {
  readonly keyHash: string;
}

export interface NewPartnerKey {
  readonly name: string;
  readonly prefix: string;
  readonly keyHash: string;
  readonly requestsPerMinute: number;
  readonly maxQueryCost: number;
  readonly createdBy: number | null;
  readonly createdAt: Date;
}

/** Whether a credential is meant as a partner key (then it is judged as one, never as a session token). */
export const looksLikePartnerKey = (credential: string): boolean => credential.startsWith(PARTNER_KEY_PREFIX);

/** The prefix of a well-formed key, or null (a malformed key is refused without a database look-up). */
export function partnerKeyPrefix(key: string): string | null {
  return KEY_PATTERN.exec(key)?.[1] ?? null;
}

/** The key written out from its parts. */
export const formatPartnerKey = (prefix: string, secret: string): string => `${PARTNER_KEY_PREFIX}${prefix}_${secret}`;

/** A key that was revoked no longer opens anything, whatever its limits. */
export const isPartnerKeyActive = (key: Pick<PartnerKey, 'revokedAt'>): boolean => key.revokedAt === null;

/** Whether this use should be written as the key's last use (at most once per interval, so not every request). */
export function shouldRecordPartnerKeyUse(lastUsedAt: Date | null, now: Date): boolean {
  return lastUsedAt === null || now.getTime() - lastUsedAt.getTime() >= PARTNER_KEY_TOUCH_INTERVAL_MS;
}
