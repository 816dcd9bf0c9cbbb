import { AUDIT_USER_FIELDS, type AuditPerson } from '@cobuy/domain';

/** One field that differs between a record's before and after, each side as display text (null: absent). */
export interface AuditChange {
  /** The key that changed; empty when before and after are not objects (the whole value changed). */
  readonly field: string;
  readonly before: string | null;
  readonly after: string | null;
  /** For a field that holds a user's id (AUDIT_USER_FIELDS): who that id is, each side; null otherwise. */
  readonly beforeUser: AuditPerson | null;
  readonly afterUser: AuditPerson | null;
}

/** A user id as a record stores it: a positive integer, or its plain decimal text. */
function userIdOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value === 'string' && /^[1-9]\d{0,15}$/.test(value)) return Number(value);
  return null;
}

/** The ids of the users a record's before and after name in AUDIT_USER_FIELDS (to read their names at once). */
export function userIdsIn(before: unknown, after: unknown): number[] {
  const ids: number[] = [];
  for (const side of [before, after]) {
    if (!isObject(side)) continue;
    for (const field of AUDIT_USER_FIELDS) {
      const id = userIdOf(side[field]);
      if (id !== null) ids.push(id);
    }
  }
  return ids;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** JSON with object keys sorted, so two equal values compare equal whatever order their keys were written in. */
function canonical(value: unknown): string {
  if (value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A stored value as an administrator reads it: text as is, numbers and flags as written, the rest as JSON. */
export function displayValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return canonical(value);
}

/**
 * What an audited change changed: only the keys whose values differ, in the order they were written (before's
 * keys, then keys only after has). A creation (no before) lists every key of after; a deletion every key of
 * before. Nested values compare by content and show as JSON.
 */
export function auditChanges(
  before: unknown,
  after: unknown,
  people: ReadonlyMap<number, AuditPerson> = new Map(),
): AuditChange[] {
  const absent = (v: unknown) => v === null || v === undefined;
  if ((isObject(before) || absent(before)) && (isObject(after) || absent(after))) {
    const b = isObject(before) ? before : {};
    const a = isObject(after) ? after : {};
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    const personOf = (key: string, value: unknown) => {
      const id = AUDIT_USER_FIELDS.includes(key) ? userIdOf(value) : null;
      return id === null ? null : (people.get(id) ?? null);
    };
    return keys
      .filter((key) => canonical(b[key]) !== canonical(a[key]))
      .map((key) => ({
        field: key,
        before: displayValue(b[key]),
        after: displayValue(a[key]),
        beforeUser: personOf(key, b[key]),
        afterUser: personOf(key, a[key]),
      }));
  }
  if (canonical(before) === canonical(after)) return [];
  return [{ field: '', before: displayValue(before), after: displayValue(after), beforeUser: null, afterUser: null }];
}
