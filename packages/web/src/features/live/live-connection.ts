import { ApolloLink } from '@apollo/client';
import { readStorage, storageKeys } from '../../lib/storage';
import { createLiveLink } from './live-link';

/**
 * The app's one live connection: graphql-ws on /graphql, carrying the signed-in user's notifications and the
 * project page's funding (docs/notifications.md, "Web"). Loaded by the first subscription (lazy-live-link.ts).
 * The socket opens with the first subscription and closes after the last; it is opened afresh when the stored
 * token changes (signed in, signed out, another account).
 */
export type LiveState = 'off' | 'connecting' | 'connected' | 'reconnecting';

let state: LiveState = 'off';
const stateListeners = new Set<() => void>();
const connectedListeners = new Set<() => void>();

export const getLiveState = (): LiveState => state;

export function subscribeLiveState(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}

/**
 * Called each time the connection opens, the first time included: what happened while it was not open was not
 * pushed, so it is the time to read the stored lists again.
 */
export function onLiveConnected(listener: () => void): () => void {
  connectedListeners.add(listener);
  return () => connectedListeners.delete(listener);
}

/** How the connection code reports what happens to the socket. */
export interface LiveEvents {
  state(next: LiveState): void;
  connected(): void;
  /** The server closed the socket because its session ended (4401): the session is checked again. */
  sessionEnded(): void;
}

const liveEvents = (onSessionEnded: () => void): LiveEvents => ({
  state: (next) => {
    if (next === state) return;
    state = next;
    stateListeners.forEach((listener) => listener());
  },
  connected: () => connectedListeners.forEach((listener) => listener()),
  sessionEnded: onSessionEnded,
});

type Link = ReturnType<typeof createLiveLink>;

/**
 * Subscriptions go to the connection of the token stored now: a new token (signed in, signed out, another
 * account) closes the previous connection, whose subscriptions end, and opens one for it.
 */
export function liveSubscriptionLink(onSessionEnded: () => void): ApolloLink {
  const events = liveEvents(onSessionEnded);
  let current: Link | null = null;
  return new ApolloLink((operation) => {
    const token = readStorage(storageKeys.authToken);
    if (current?.token !== token) {
      current?.dispose();
      current = createLiveLink(token, events);
    }
    return current.link.request(operation);
  });
}
