import { Kind, parse, visit, type DefinitionNode, type OperationDefinitionNode } from 'graphql';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The web app's committed GraphQL operations (packages/web/src/**\/*.graphql, one operation or fragment per
 * file), each with the fragments it spreads: the bench sends exactly what the pages send.
 */
export interface WebOperation {
  readonly name: string;
  /** The top-level fields the operation selects, e.g. ['project']. */
  readonly rootFields: readonly string[];
  readonly text: string;
}

const WEB_SRC = fileURLToPath(new URL('../../../web/src', import.meta.url));

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return graphqlFiles(path);
    return entry.name.endsWith('.graphql') ? [path] : [];
  });
}

function readWebDefinitions() {
  const files = graphqlFiles(WEB_SRC).map((file) => {
    const text = readFileSync(file, 'utf8');
    return { text, definition: parse(text).definitions[0] as DefinitionNode };
  });
  const fragments = new Map(
    files.flatMap((f) => (f.definition.kind === Kind.FRAGMENT_DEFINITION ? [[f.definition.name.value, f]] : [])),
  );
  const spreadIn = (node: DefinitionNode, found: Set<string>): Set<string> => {
    visit(node, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value);
        if (!fragment || found.has(spread.name.value)) return;
        found.add(spread.name.value);
        spreadIn(fragment.definition, found);
      },
    });
    return found;
  };
  /** The operation with the text of every web fragment it spreads, directly or through another. */
  const withFragments = (text: string, definition: DefinitionNode) =>
    [text, ...[...spreadIn(definition, new Set())].map((name) => fragments.get(name)!.text)].join('\n');
  return { files, withFragments };
}

const rootFieldsOf = (operation: OperationDefinitionNode) =>
  operation.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : []));

export function webOperations(): WebOperation[] {
  const { files, withFragments } = readWebDefinitions();
  return files.flatMap(({ text, definition }) => {
    if (definition.kind !== Kind.OPERATION_DEFINITION) return [];
    const operation: OperationDefinitionNode = definition;
    return [
      {
        name: operation.name?.value ?? '(anonymous)',
        rootFields: rootFieldsOf(operation),
        text: withFragments(text, operation),
      },
    ];
  });
}
