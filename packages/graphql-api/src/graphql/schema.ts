import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { CatalogMiscResolver } from './catalog/catalog-misc.resolver.js';
import { ProjectResolver } from './catalog/project.resolver.js';
import { AccountsResolver } from './accounts/accounts.resolver.js';
import { ContactResolver } from './contact/contact.resolver.js';
import { KycResolver } from './kyc/kyc.resolver.js';
import { GoalsResolver } from './goals/goals.resolver.js';

/** Every resolver class. Add new ones here; `npm run schema:emit` rewrites the committed schema.graphql. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
const RESOLVERS: NonEmptyArray<Function> = [
  ProjectResolver,
  CatalogMiscResolver,
  AccountsResolver,
  ContactResolver,
  KycResolver,
  GoalsResolver,
];

export async function buildGraphQLSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: RESOLVERS,
    // Validation happens in the use cases (zod), where both APIs share it.
    validate: false,
    emitSchemaFile: false,
  });
}
