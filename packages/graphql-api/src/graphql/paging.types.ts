import { ADMIN_LIST_PAGE_DEFAULT, type Page, type RequestContext, type UseCase } from '@cobuy/application';
import { Field, ObjectType } from 'type-graphql';
import { resolveUseCase } from './errors.js';

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

/**
 * One page of an admin list for its connection: the use case asked for `first` rows (20 unless given) after the
 * cursor `after`, with the filter's `fields`. A bad limit or cursor is reported as `first` or `after`, the
 * arguments that carried them; `argumentNames` renames any other field the same way (e.g. `status` → `statuses`).
 */
export function resolveAdminPage<I, T>(
  useCase: UseCase<I, Page<T>>,
  ctx: RequestContext,
  fields: object,
  first: number | null | undefined,
  after: string | null | undefined,
  argumentNames: Readonly<Record<string, string>> = {},
): Promise<Page<T>> {
  const input = { ...fields, limit: first ?? ADMIN_LIST_PAGE_DEFAULT, cursor: after ?? undefined };
  return resolveUseCase(useCase, ctx, input, { limit: 'first', cursor: 'after', ...argumentNames });
}
