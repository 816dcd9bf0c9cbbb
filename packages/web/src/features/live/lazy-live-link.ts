import { ApolloLink } from '@apollo/client';
import { Observable, type Subscription } from 'rxjs';

/**
 * The terminating link of subscriptions, as small as can be: the live connection's code (live-connection.ts,
 * graphql-ws and Apollo's GraphQLWsLink) is loaded by the first subscription, after the page has rendered, so no
 * route's first load pays for it. Queries and mutations never come here.
 */
export function lazyLiveLink(onSessionEnded: () => void): ApolloLink {
  let loaded: Promise<ApolloLink> | null = null;
  return new ApolloLink(
    (operation, forward) =>
      new Observable<ApolloLink.Result>((observer) => {
        let inner: Subscription | undefined;
        let closed = false;
        loaded ??= import('./live-connection').then((live) => live.liveSubscriptionLink(onSessionEnded));
        loaded.then(
          (link) => {
            if (!closed) inner = link.request(operation, forward).subscribe(observer);
          },
          (error: unknown) => observer.error(error),
        );
        return () => {
          closed = true;
          inner?.unsubscribe();
        };
      }),
  );
}
