import type { KeyedPage, RowKey } from '@cobuy/domain';
import { z } from 'zod';

/**
 * Lists that page (docs/api.md, "Lists that page"): the transports' `limit`/`first` and `cursor`/`after`, and the
 * page a use case answers. A cursor is opaque to clients: the key of the last row they have (keyset paging,
 * @cobuy/domain `RowKey`), written as base64url text. A cursor names a place in a list's order, not a filter: sent
 * with other filters, it continues that list after the same place.
 */

/**
 * The bounds every admin list shares (investments, interests, the KYC queue, reconciliation): a page asked for
 * with `first` / `limit` holds at most ADMIN_LIST_PAGE_MAX rows, GraphQL's connections give ADMIN_LIST_PAGE_DEFAULT
 * without `first` (a screenful of cards), and a call without `limit` (REST's array, the old GraphQL lists) answers
 * the spec's whole list up to ADMIN_LIST_CAP rows, with a cursor (X-Next-Cursor) to continue when there are more.
 */
export const ADMIN_LIST_PAGE_MAX = 100;
export const ADMIN_LIST_PAGE_DEFAULT = 20;
export const ADMIN_LIST_CAP = 1000;

/** A page of a list, each item with the cursor that continues after it; `nextCursor` null on the last page. */
export interface Page<T> {
  readonly items: readonly T[];
  /** `cursors[i]` continues the list after `items[i]` (GraphQL's edges). */
  readonly cursors: readonly string[];
  readonly nextCursor: string | null;
}

const MAX_ID = 2_147_483_647;
const CURSOR_TEXT = /^k1\.(\d{1,16})\.([1-9]\d{0,9})$/;

export function encodeCursor(key: RowKey): string {
  return Buffer.from(`k1.${key.at}.${key.id}`, 'utf8').toString('base64url');
}

/** The key a cursor holds, or null when the text is no cursor this server wrote. */
export function decodeCursor(text: string): RowKey | null {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(text)) return null;
  const match = CURSOR_TEXT.exec(Buffer.from(text, 'base64url').toString('utf8'));
  if (!match) return null;
  const id = Number(match[2]);
  return id <= MAX_ID ? { at: match[1]!, id } : null;
}

/** `cursor` / `after`: a cursor from a previous page of the same list. */
export const cursorInput = z.string({ error: 'must be a cursor from a previous page' }).transform((text, ctx) => {
  const key = decodeCursor(text);
  if (!key) {
    ctx.addIssue({ code: 'custom', message: 'is not a cursor from a previous page of this list' });
    return z.NEVER;
  }
  return key;
});

/** `limit` / `first`: a whole number from 1 to `max`, as a number or as decimal text (a query parameter). */
export const limitInput = (max: number) =>
  z.union([z.number(), z.string()], { error: `must be a whole number from 1 to ${max}` }).transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value;
    const n = Number(text);
    if (!/^[1-9]\d{0,6}$/.test(text) || n > max) {
      ctx.addIssue({ code: 'custom', message: `must be a whole number from 1 to ${max}` });
      return z.NEVER;
    }
    return n;
  });

/**
 * The page a use case answers from a repository's keyed page. The cursor of every row is written only when read
 * (GraphQL's edges): REST and the plain GraphQL list need the next page's alone, and a thousand base64 texts
 * were work on every request of the list (docs/performance.md, "Third round, the lists").
 */
export function toPage<T, U>(page: KeyedPage<T>, map: (rows: readonly T[]) => readonly U[]): Page<U> {
  const { rows } = page;
  const last = rows.at(-1);
  const nextCursor = page.hasMore && last ? encodeCursor(last.key) : null;
  return new LazyCursorsPage(map(rows.map(({ row }) => row)), rows, nextCursor);
}

/**
 * A page whose cursors are written when first read. A class, so that the getter lives once on its prototype:
 * a getter in an object literal is made anew for every page, and V8 makes such accessors in its old
 * generation, from where they kept the whole page (its rows and their text) alive through every young
 * collection until the next full one (docs/performance.md, "Session 9"). The keyed rows are a private field, so
 * no JSON of a page carries them.
 */
class LazyCursorsPage<U> implements Page<U> {
  readonly #keyed: readonly { readonly key: RowKey }[];
  #cursors: readonly string[] | undefined;

  constructor(
    readonly items: readonly U[],
    keyed: readonly { readonly key: RowKey }[],
    readonly nextCursor: string | null,
  ) {
    this.#keyed = keyed;
  }

  get cursors(): readonly string[] {
    return (this.#cursors ??= this.#keyed.map(({ key }) => encodeCursor(key)));
  }
}
