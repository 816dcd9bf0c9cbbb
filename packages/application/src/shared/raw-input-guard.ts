/**
 * One look at raw client input before validation, for the two things zod cannot be trusted with:
 * - nesting: a body of 40,000 nested arrays is a few kilobytes, and any recursive walk over it (ours or a
 *   library's) overflows the stack; such input is refused outright;
 * - NUL characters: PostgreSQL text cannot store them, so they would otherwise fail deep in the database.
 * The walk is iterative (an explicit stack) and visits each value once, so its cost is linear in the input
 * and its stack use constant, whatever the client sends. Binary values (an uploaded file's bytes) are leaves.
 */
export const MAX_INPUT_DEPTH = 32;

export type RawInputProblem = { readonly kind: 'too-deep' } | { readonly kind: 'nul-character'; readonly path: string };

interface Visit {
  readonly value: unknown;
  readonly depth: number;
  /** The visit that holds this value, and the key under which; followed back only to name a bad field. */
  readonly parent: Visit | null;
  readonly key: string;
}

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let v: Visit | null = visit; v && v.parent; v = v.parent) keys.push(v.key);
  return keys.reverse().join('.') || '_';
}

export function inspectRawInput(input: unknown): RawInputProblem | null {
  const stack: Visit[] = [{ value: input, depth: 0, parent: null, key: '' }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const { value, depth } = visit;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { kind: 'nul-character', path: pathOf(visit) };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    // Uploaded bytes (Uint8Array, Buffer) are one value, not ten million fields to walk.
    if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) continue;
    if (depth >= MAX_INPUT_DEPTH) return { kind: 'too-deep' };
    const entries: (readonly [string, unknown])[] = Array.isArray(value)
      ? (value as unknown[]).map((item, i) => [String(i), item] as const)
      : Object.entries(value);
    // Pushed in reverse so the first field is looked at first (the error names the first bad field).
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i]!;
      stack.push({ value: item, depth: depth + 1, parent: visit, key });
    }
  }
  return null;
}
