import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import type { LiveEvents } from './live-connection';

/** graphql-ws's close code for an ended session (the server's SESSION_ENDED_CLOSE_CODE). */
const SESSION_ENDED = 4401;

/** Reconnection back-off: 1 s, 2 s, 4 s … up to 30 s, each with jitter so a server's clients do not return at once. */
export const reconnectDelayMs = (retries: number, random: number = Math.random()): number =>
  Math.round(Math.min(30_000, 1000 * 2 ** retries) * (0.5 + random / 2));

/** The socket URL of this page's host: wss on a secure page (investor spec §4). */
const socketUrl = () => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`;

const isCloseEvent = (value: unknown): value is { code: number } =>
  typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';

/** A graphql-ws connection for `token` (none: a visitor's, for public subscriptions) and its Apollo link. */
export function createLiveLink(token: string | null, events: LiveEvents) {
  const client = createClient({
    url: socketUrl(),
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    lazy: true,
    retryAttempts: Infinity,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, reconnectDelayMs(retries))),
    // graphql-ws never retries 4401 itself; every other ending (server restart, network loss, 1012) is retried.
    shouldRetry: () => true,
    on: {
      connecting: (isRetry) => events.state(isRetry ? 'reconnecting' : 'connecting'),
      connected: () => {
        events.state('connected');
        events.connected();
      },
      closed: (event) => {
        const code = isCloseEvent(event) ? event.code : null;
        if (code === SESSION_ENDED) events.sessionEnded();
        // 1000: closed on purpose (the last subscription ended); anything else is retried.
        events.state(code === SESSION_ENDED || code === 1000 ? 'off' : 'reconnecting');
      },
    },
  });
  return {
    token,
    link: new GraphQLWsLink(client),
    dispose: () => {
      void client.dispose();
      events.state('off');
    },
  };
}
