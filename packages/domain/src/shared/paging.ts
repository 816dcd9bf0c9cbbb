/**
 * Keyset paging (docs/api.md, "Lists that page"). A list in a stable order — its creation time, then its id as
 * the tie-breaker — is read a page at a time from the last row of the previous page (`after`), never by
 * skipping rows (`offset`): a page costs the same at the end of a long list as at its start, and a row
 * inserted meanwhile never makes another row appear twice or not at all.
 */

/**
 * Where a row sits in its list: its creation time in whole microseconds since 1970 (as decimal text: the
 * database keeps microseconds, which a JavaScript Date would round to milliseconds) and its id.
 */
export interface RowKey {
  readonly at: string;
  readonly id: number;
}

/** Which page to read: at most `limit` rows, those after `after` (from the start when null). */
export interface PageRequest {
  readonly after: RowKey | null;
  readonly limit: number;
}

/** A page of rows, each with its key; `hasMore` when rows follow the last one. */
export interface KeyedPage<T> {
  readonly rows: ReadonlyArray<{ readonly row: T; readonly key: RowKey }>;
  readonly hasMore: boolean;
}
