import type { AuditPosition } from '@cobuy/domain';

/**
 * The `after` cursor of a page: the last record's time and id, base64url-encoded so callers treat it as
 * opaque. Times are stored to the millisecond (a check in the database), so a JavaScript Date keeps them exact.
 */
export function encodeAuditCursor(position: AuditPosition): string {
  return Buffer.from(`${position.at.toISOString()}|${position.id}`, 'utf8').toString('base64url');
}

/** The position a cursor names, or null when it is not one this list gave out. */
export function decodeAuditCursor(cursor: string): AuditPosition | null {
  if (!/^[A-Za-z0-9_-]{1,80}$/.test(cursor)) return null;
  const [iso, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !iso || !id || !/^[1-9]\d{0,18}$/.test(id)) return null;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime()) || at.toISOString() !== iso) return null;
  return { at, id };
}
