import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';

import { RetryLink } from '@apollo/client/link/retry';
import { lazyLiveLink } from '../features/live/lazy-live-link';
import { currentLanguage } from '../i18n/apply-language';
import { handleUnauthenticated, refreshSession } from '../features/session/session-store';
import { isUnauthenticated, readApiFailure } from '../lib/api-error';
import { readStorage, storageKeys } from '../lib/storage';

// Every call carries the bearer token from localStorage `authToken` when there is one (investor spec §7), and the
// interface language (`Accept-Language`), so the server can answer in it (docs/i18n.md).
const authLink = new SetContextLink((previous) => {
  const token = readStorage(storageKeys.authToken);
  const headers = { ...(previous.headers as Record<string, string> | undefined), 'Accept-Language': currentLanguage() };
  return { headers: token ? { ...headers, Authorization: `Bearer ${token}` } : headers };
});

// Investor spec §4: an answer of AUTH.UNAUTHENTICATED to a call that carried a token means the token expired or
// was revoked: forget it and sign out (only when it is still the stored token).
const unauthenticatedLink = new ErrorLink(({ error, operation }) => {
  if (!isUnauthenticated(readApiFailure(error))) return;
  const headers = operation.getContext().headers as Record<string, string> | undefined;
  const sent = headers?.Authorization?.replace(/^Bearer\s+/i, '');
  handleUnauthenticated(sent ?? null);
});

// Investor spec §7: the project page retries a failed load up to twice, never on "not found"; everything
// else is not retried. GraphQL errors (such as PROJECT.NOT_FOUND) are not network failures and are never retried.
const RETRIED_OPERATIONS = new Set(['ProjectPage']);
const retryLink = new RetryLink({
  delay: { initial: 300, max: 2000, jitter: true },
  attempts: {
    max: 3,
    retryIf: (error, operation) =>
      RETRIED_OPERATIONS.has(operation.operationName ?? '') &&
      !CombinedGraphQLErrors.is(error) &&
      !/not found|404/i.test(error.message),
  },
});

/** The cache, the same in the browser and on the server, so the server's answers restore into the browser's. */
/** The part of a projects page the cache merges (nodes are cache references). */
interface ProjectsPageConnection {
  readonly nodes: readonly unknown[];
}

/** A page asked `after` a cursor is appended to the pages held; a first page replaces them. */
function appendPages(
  existing: ProjectsPageConnection | undefined,
  incoming: ProjectsPageConnection,
  { args }: { args: Record<string, unknown> | null },
): ProjectsPageConnection {
  if (!existing || !args?.['after']) return incoming;
  return { ...incoming, nodes: [...existing.nodes, ...incoming.nodes] };
}

export function createApolloCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Currency: { keyFields: ['code'] },
      // Statistics and ranges have no id of their own: they live inside their project.
      UnitStatistics: { keyFields: false },
      Range: { keyFields: false },
      InvestmentProjection: { keyFields: false },
      Milestone: { keyFields: false },
      // One KYC state per signed-in user (Query.myKyc); a newer answer replaces the older field by field.
      KycState: { keyFields: false, merge: true },
      KycDocument: { keyFields: false },
      Query: {
        fields: {
          // One list per filter; a page asked for `after` a cursor is appended to the pages already held
          // ("Load more"), a first page (no `after`) replaces them (docs/api.md, "Lists that page").
          projectsConnection: {
            keyArgs: ['filter'],
            merge: appendPages,
          },
          // The admin lists the same way; `first` too, so the stat cards' one-row counts (first: 1) never replace
          // a list of the same filter.
          investmentsConnection: { keyArgs: ['filter', 'first'], merge: appendPages },
          projectInterestsConnection: { keyArgs: ['filter', 'first'], merge: appendPages },
        },
      },
    },
  });
}

/** The default options of every client, the server's included: a page's first query reads the cache. */
export const APOLLO_DEFAULT_OPTIONS = {
  watchQuery: { fetchPolicy: 'cache-first', notifyOnNetworkStatusChange: true },
} satisfies ApolloClient.DefaultOptions;

export function createApolloClient(): ApolloClient {
  const http = ApolloLink.from([unauthenticatedLink, authLink, retryLink, new HttpLink({ uri: '/graphql' })]);
  // Subscriptions travel on the live connection (graphql-ws), loaded on first use; a session it reports ended
  // (4401) is checked again, which signs the tab out.
  const live = lazyLiveLink(() => void refreshSession());
  return new ApolloClient({
    link: ApolloLink.split((operation) => operation.operationType === 'subscription', live, http),
    cache: createApolloCache(),
    defaultOptions: APOLLO_DEFAULT_OPTIONS,
  });
}
