/**
 * Expected failures are values, not exceptions (conventions §4). A `Result` is either the value or a
 * typed error; exceptions stay for bugs and infrastructure faults.
 */
export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });
export const err = <E>(error: E): { readonly ok: false; readonly error: E } => ({ ok: false, error });
