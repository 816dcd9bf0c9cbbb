import type { ApolloClient } from '@apollo/client';
import { CALCULATOR_DEFAULTS, toCalculatorInput } from '../features/calculator/hooks/use-investment-projection';
import { prefetchProjectPage } from '../features/project-detail/hooks/use-project-page';
import { prefetchProjects } from '../features/projects/hooks/use-projects';
import {
  CalculateInvestmentDocument,
  CurrenciesDocument,
  DevelopersDocument,
  PlatformFeaturesDocument,
} from '../graphql/generated';
import { LANGUAGE_PARAM } from '../i18n/languages-meta';
import type { PageQuery } from './render-once';

/** The largest id a GraphQL Int holds. */
const MAX_INT = 2_147_483_647;

/** The project id of a project page's path, or null for any other path. */
export function projectPageId(pathname: string): number | null {
  const raw = /^\/projects\/(\d+)\/?$/.exec(pathname)?.[1];
  const id = raw === undefined ? 0 : Number(raw);
  return id <= 0 || id > MAX_INT ? null : id;
}

/**
 * Queries a page asked for that the list below does not know (a filtered list's variables come from the page's own
 * parsing), learned from its last render, by path and query: the next render of that address fetches them first
 * and draws once. Bounded: the oldest address goes first.
 */
const learned = new Map<string, PageQuery[]>();
const MAX_LEARNED = 500;

export function learnPageQueries(address: string, queries: PageQuery[]): void {
  learned.delete(address);
  learned.set(address, queries);
  if (learned.size > MAX_LEARNED) learned.delete(learned.keys().next().value!);
}

/**
 * Fetches, into the client's cache, the answers the page at `address` (path and query) will ask for, so that it is
 * drawn in one render (render-once.tsx): the header and footer's (currencies, platform features) and the page's own.
 * A failed answer is left to the render, which then asks again and gives the page to the browser.
 */
export async function prefetchPageData(client: ApolloClient, address: URL): Promise<void> {
  const { pathname, search } = address;
  const work: Promise<unknown>[] = [
    client.query({ query: CurrenciesDocument }).catch(() => null),
    client.query({ query: PlatformFeaturesDocument }).catch(() => null),
  ];
  // The language (`?lang=`) is not a filter: /projects?lang=fr is the unfiltered list.
  const filters = new URLSearchParams(search);
  filters.delete(LANGUAGE_PARAM);
  const unfilteredList = /^\/projects\/?$/.test(pathname) && filters.size === 0;
  if (pathname === '/' || unfilteredList) work.push(prefetchProjects(client));
  // The landing page's calculator, drawn with its first projection.
  const projection = toCalculatorInput(CALCULATOR_DEFAULTS);
  if (pathname === '/' && projection)
    work.push(client.query({ query: CalculateInvestmentDocument, variables: { input: projection } }).catch(() => null));
  const id = projectPageId(pathname);
  if (id !== null) work.push(prefetchProjectPage(client, id));
  if (/^\/developers\/?$/.test(pathname)) work.push(client.query({ query: DevelopersDocument }).catch(() => null));
  for (const { query, variables } of learned.get(pathname + search) ?? [])
    work.push(client.query({ query, variables }).catch(() => null));
  await Promise.all(work);
}
