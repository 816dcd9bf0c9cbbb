import type { Page } from '@cobuy/application';
import { Field, ObjectType } from 'type-graphql';

/** Where a page of a list stands (docs/api.md, "Lists that page"); every connection has one. */
@ObjectType('PageInfo', { simpleResolvers: true, description: 'Where a page of a list stands.' })
export class PageInfoType {
  @Field(() => Boolean, { description: 'Whether rows follow this page: ask again with `after: endCursor`.' })
  hasNextPage!: boolean;
  @Field(() => String, { nullable: true, description: "The last row's cursor (null on an empty page)." })
  endCursor!: string | null;
}

/** A connection's page fields from a use case's page: `nodes`, `edges` (each with its cursor) and `pageInfo`. */
export function connectionOf<T, N>(page: Page<T>, toNode: (item: T) => N) {
  const nodes = page.items.map(toNode);
  return {
    nodes,
    edges: nodes.map((node, i) => ({ node, cursor: page.cursors[i]! })),
    pageInfo: { hasNextPage: page.nextCursor !== null, endCursor: page.cursors.at(-1) ?? null },
  };
}
