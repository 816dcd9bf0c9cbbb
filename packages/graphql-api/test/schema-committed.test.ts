import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printCommittedSchema } from '../src/tools/emit-schema.js';

describe('the committed GraphQL schema', () => {
  it('matches what the server builds (run `npm run schema:emit` after changing a resolver)', async () => {
    const committed = readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8');
    expect(await printCommittedSchema()).toBe(committed);
  });
});
