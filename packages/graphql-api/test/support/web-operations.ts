import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse, visit, type DefinitionNode, type FragmentDefinitionNode } from 'graphql';

const webSrc = fileURLToPath(new URL('../../../web/src', import.meta.url));

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return graphqlFiles(path);
    return entry.name.endsWith('.graphql') ? [path] : [];
  });
}

/**
 * The text of one of the web app's committed operations with every fragment it spreads, exactly as the page
 * sends it: a test that runs it asks the server what the page asks, not a query written for the test.
 */
export function webOperation(name: string): string {
  const definitions = graphqlFiles(webSrc).map((file) => {
    const text = readFileSync(file, 'utf8');
    return { text, definition: parse(text).definitions[0] as DefinitionNode };
  });
  const fragments = new Map(
    definitions
      .filter((d) => d.definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [(d.definition as FragmentDefinitionNode).name.value, d]),
  );
  const operation = definitions.find(
    (d) => d.definition.kind === Kind.OPERATION_DEFINITION && d.definition.name?.value === name,
  );
  if (!operation) throw new Error(`the web app has no operation ${name}`);
  const spread = new Set<string>();
  const collect = (node: DefinitionNode) =>
    visit(node, {
      FragmentSpread(s) {
        if (spread.has(s.name.value)) return;
        spread.add(s.name.value);
        collect(fragments.get(s.name.value)!.definition);
      },
    });
  collect(operation.definition);
  return [operation.text, ...[...spread].map((f) => fragments.get(f)!.text)].join('\n');
}
