import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const GENERATED = /[\\/]src[\\/]graphql[\\/]generated\.ts$/;
/** A generated document's own module: `\0` keeps other plugins off it (Rollup's convention for virtual modules). */
const DOCUMENT_PREFIX = '\0cobuy-document:';
/** One runtime line of the generated file: a document (or fragment) as a JSON literal, cast to its typed node. */
const DOCUMENT_LINE = /^export const (\w+) = (\{.*\}) as unknown as [^;]+;$/;

/** The generated file's documents by name, read once per build. */
function readDocuments(file: string): Map<string, string> {
  const documents = new Map<string, string>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = DOCUMENT_LINE.exec(line);
    if (match) documents.set(match[1]!, match[2]!);
  }
  return documents;
}

/**
 * src/graphql/generated.ts holds every GraphQL document of the app in one module, and a module goes whole into one
 * chunk: every first visit downloaded and evaluated all 121 documents (8 KB of gzip, 141 KB of JavaScript) to use
 * the few its page asks. Here each document becomes a module of its own and generated.ts a list of re-exports, so
 * each document lands in the chunk of the code that imports it (docs/web-performance.md, "Start-up in short
 * tasks"). The file's types are erased as before; its documents are unchanged JSON. Tests import the file as it is.
 */
export function splitDocumentsPlugin(): Plugin {
  let documents = new Map<string, string>();
  return {
    name: 'cobuy-split-documents',
    enforce: 'pre',
    resolveId(source) {
      return source.startsWith(DOCUMENT_PREFIX) ? { id: source, moduleSideEffects: false } : null;
    },
    load(id) {
      if (id.startsWith(DOCUMENT_PREFIX)) {
        const name = id.slice(DOCUMENT_PREFIX.length);
        const literal = documents.get(name);
        if (literal === undefined) throw new Error(`No document ${name} in src/graphql/generated.ts`);
        return { code: `export const ${name} = ${literal};`, map: null };
      }
      if (!GENERATED.test(id)) return null;
      documents = readDocuments(id);
      if (documents.size === 0) throw new Error(`${id}: no documents found; has the code generator's output changed?`);
      const reexports = [...documents.keys()].map((name) => `export { ${name} } from '${DOCUMENT_PREFIX}${name}';`);
      return { code: reexports.join('\n'), map: null, moduleSideEffects: false };
    },
  };
}
