import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

// The domain imports only XState and itself (architecture.md). Tests may also use their tools.
const root = fileURLToPath(new URL('.', import.meta.url));
const ALLOWED = new Set(['xstate']);
const ALLOWED_IN_TESTS = new Set(['xstate', 'vitest', 'fast-check', 'node:fs', 'node:path', 'node:url']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

describe('domain dependency rule', () => {
  it('imports nothing but xstate and its own files', () => {
    const offending: string[] = [];
    for (const file of sources(root)) {
      const text = readFileSync(file, 'utf8');
      const allowed = file.endsWith('.test.ts') ? ALLOWED_IN_TESTS : ALLOWED;
      for (const m of text.matchAll(
        /(?:^|\n)\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
      )) {
        const spec = m[1] ?? m[2] ?? '';
        if (!spec.startsWith('.') && !allowed.has(spec)) offending.push(`${relative(root, file)} → ${spec}`);
      }
    }
    expect(offending).toEqual([]);
  });
});
