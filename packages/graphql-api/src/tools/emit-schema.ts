import 'reflect-metadata';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { writeFileSync } from 'node:fs';
import { buildGraphQLSchema } from '../graphql/schema.js';

/** Writes the committed schema.graphql (the web's codegen reads it; CI checks it is up to date). */
export async function printCommittedSchema(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await buildGraphQLSchema()))}\n`;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const target = new URL('../../schema.graphql', import.meta.url);
  writeFileSync(target, await printCommittedSchema());
  console.log(`Wrote ${target.pathname}`);
}
