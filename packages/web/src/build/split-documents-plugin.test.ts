import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { splitDocumentsPlugin } from './split-documents-plugin';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const call = (plugin: Plugin, hook: 'load' | 'resolveId', ...args: unknown[]) =>
  (plugin[hook] as Hook).call({}, ...args) as { code?: string; id?: string; moduleSideEffects?: boolean } | null;

const generatedFile = fileURLToPath(new URL('../graphql/generated.ts', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'split-documents-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A generated file in the shape scripts/codegen.mjs writes: types, then one document per line. */
function fakeGenerated(): string {
  const dir = join(folder, 'src', 'graphql');
  const file = join(dir, 'generated.ts');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    file,
    [
      '/* eslint-disable */',
      "import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';",
      'export type PingQuery = { __typename?: "Query", ping: string };',
      'export const PingDocument = {"kind":"Document","definitions":[]} as unknown as DocumentNode<PingQuery, {}>;',
      'export const Card_ProjectFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition"}]} as unknown as DocumentNode<unknown, unknown>;',
      '',
    ].join('\n'),
  );
  return file;
}

describe('splitDocumentsPlugin (each GraphQL document in the chunk of the code that uses it)', () => {
  it('turns generated.ts into re-exports, one module per document, and drops its types', () => {
    const plugin = splitDocumentsPlugin();
    const barrel = call(plugin, 'load', fakeGenerated());
    expect(barrel?.code).toBe(
      [
        "export { PingDocument } from '\0cobuy-document:PingDocument';",
        "export { Card_ProjectFragmentDoc } from '\0cobuy-document:Card_ProjectFragmentDoc';",
      ].join('\n'),
    );
    expect(barrel?.moduleSideEffects).toBe(false);

    const resolved = call(plugin, 'resolveId', '\0cobuy-document:PingDocument');
    expect(resolved).toEqual({ id: '\0cobuy-document:PingDocument', moduleSideEffects: false });
    expect(call(plugin, 'load', '\0cobuy-document:PingDocument')?.code).toBe(
      'export const PingDocument = {"kind":"Document","definitions":[]};',
    );
  });

  it('leaves every other module alone', () => {
    const plugin = splitDocumentsPlugin();
    expect(call(plugin, 'load', '/app/src/graphql/client.ts')).toBeNull();
    expect(call(plugin, 'resolveId', './generated')).toBeNull();
  });

  it('fails the build on a document the generated file does not have', () => {
    const plugin = splitDocumentsPlugin();
    call(plugin, 'load', fakeGenerated());
    expect(() => call(plugin, 'load', '\0cobuy-document:MissingDocument')).toThrow(/No document MissingDocument/);
  });

  it('finds every runtime export of the real generated file, each unchanged', () => {
    const plugin = splitDocumentsPlugin();
    const source = readFileSync(generatedFile, 'utf8');
    const runtimeExports = source.split('\n').filter((line) => line.startsWith('export const '));
    const barrel = call(plugin, 'load', generatedFile)?.code?.split('\n') ?? [];
    // A runtime export in a shape the plugin does not read would be missing from the browser's bundle.
    expect(barrel).toHaveLength(runtimeExports.length);
    const name = /^export const (\w+) = /.exec(runtimeExports[0]!)![1]!;
    const module = call(plugin, 'load', `\0cobuy-document:${name}`)?.code ?? '';
    const literal = module.slice(`export const ${name} = `.length, -1);
    expect(runtimeExports[0]).toContain(` = ${literal} as unknown as `);
    expect(JSON.parse(literal)).toHaveProperty('kind', 'Document');
  });
});
