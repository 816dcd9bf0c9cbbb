import { readStorage, removeStorage, storageKeys, writeStorage } from '../../lib/storage';

/**
 * The session of investor spec §4, outside React so that the Apollo link, the sign-in page and the hook share
 * one state:
 * - no stored `authToken`: signed out, and no call is made;
 * - a token: the current-user call decides; until it answers the session is `loading`;
 * - a 401 (AUTH.UNAUTHENTICATED) clears the stored token and user: signed out;
 * - any other failure (offline, server error) keeps the token and the user known so far.
 * `SessionProvider` wires the current-user call and the refetch triggers (focus, storage, authChange).
 */
export type UserRole = 'admin' | 'user' | (string & {});

export interface CurrentUser {
  id: number;
  username: string;
  /** Absent from a session stored before it was kept: greet by username then. */
  firstName?: string | null;
  email: string;
  role: UserRole;
}

export interface CurrentUserState {
  user: CurrentUser | null;
  loading: boolean;
}

export type FetchResult = { kind: 'user'; user: CurrentUser } | { kind: 'unauthenticated' } | { kind: 'failed' };
export type FetchCurrentUser = (token: string) => Promise<FetchResult>;

/** The custom event every tab listens to; storage events tell the other tabs. */
export const AUTH_CHANGE_EVENT = 'authChange';

const SIGNED_OUT: CurrentUserState = { user: null, loading: false };

let state: CurrentUserState = readStorage(storageKeys.authToken) ? { user: null, loading: true } : SIGNED_OUT;
/** The token whose user `state` holds; a different stored token means the state must be fetched again. */
let stateToken: string | null = null;
let fetchCurrentUser: FetchCurrentUser | null = null;
let latestRequest = 0;
const listeners = new Set<() => void>();

function setState(next: CurrentUserState, token: string | null): void {
  stateToken = token;
  if (next.user === state.user && next.loading === state.loading) return;
  state = next;
  listeners.forEach((listener) => listener());
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getSessionSnapshot = (): CurrentUserState => state;

/** The user stored beside the token (kept so a page can show who was signed in while offline). */
function readStoredUser(): CurrentUser | null {
  const raw = readStorage(storageKeys.currentUser);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<CurrentUser> | null;
    return parsed && typeof parsed.id === 'number' && typeof parsed.username === 'string'
      ? { id: parsed.id, username: parsed.username, email: parsed.email ?? '', role: parsed.role ?? 'user' }
      : null;
  } catch {
    return null;
  }
}

const sameUser = (a: CurrentUser | null, b: CurrentUser) =>
  !!a &&
  a.id === b.id &&
  a.username === b.username &&
  a.firstName === b.firstName &&
  a.email === b.email &&
  a.role === b.role;

/** Forgets the stored token and user (a 401, or signing out). */
export function clearStoredSession(): void {
  removeStorage(storageKeys.authToken);
  removeStorage(storageKeys.currentUser);
}

/**
 * Asks the server who the stored token belongs to. Only the latest request's answer counts, and an answer
 * for a token that is no longer the stored one is dropped (a newer refresh follows the change).
 */
export async function refreshSession(): Promise<void> {
  const token = readStorage(storageKeys.authToken);
  const request = ++latestRequest;
  if (!token) {
    removeStorage(storageKeys.currentUser);
    setState(SIGNED_OUT, null);
    return;
  }
  if (!fetchCurrentUser) return;
  // A token we have not verified yet (first load, or signed in in another tab): do not show the previous user.
  if (token !== stateToken && !state.loading) setState({ user: null, loading: true }, stateToken);
  const result = await fetchCurrentUser(token).catch((): FetchResult => ({ kind: 'failed' }));
  if (request !== latestRequest || readStorage(storageKeys.authToken) !== token) return;
  switch (result.kind) {
    case 'user': {
      const current = sameUser(state.user, result.user) ? state.user : result.user;
      writeStorage(storageKeys.currentUser, JSON.stringify(result.user));
      setState({ user: current, loading: false }, token);
      return;
    }
    case 'unauthenticated':
      clearStoredSession();
      setState(SIGNED_OUT, null);
      return;
    case 'failed':
      // The server could not be asked: keep the token, and the user known for it.
      setState({ user: state.user ?? readStoredUser(), loading: false }, token);
  }
}

/** Connects the store to the current-user call (done once by SessionProvider). */
export function setCurrentUserFetcher(fetcher: FetchCurrentUser | null): void {
  fetchCurrentUser = fetcher;
}

/**
 * After a successful sign-in: store the token and user under `authToken` / `currentUser`, show the user at once,
 * and broadcast `authChange` (which makes the provider confirm the session with the server).
 */
/** How the site greets a person (issue 19 item 9): by first name, by username only when none is known. */
export const greetingName = (user: Pick<CurrentUser, 'username' | 'firstName'>): string =>
  user.firstName?.trim() || user.username;

export function storeSignIn(token: string, user: CurrentUser): void {
  writeStorage(storageKeys.authToken, token);
  writeStorage(storageKeys.currentUser, JSON.stringify(user));
  latestRequest++;
  setState({ user, loading: false }, token);
  window.dispatchEvent(new Event(AUTH_CHANGE_EVENT));
}

/**
 * A call sent with `token` was refused as unauthenticated (expired or revoked): when that token is still the
 * stored one, forget it and sign out everywhere (`authChange` here, a storage event in the other tabs).
 */
export function handleUnauthenticated(token: string | null): void {
  if (!token || readStorage(storageKeys.authToken) !== token) return;
  clearStoredSession();
  latestRequest++;
  setState(SIGNED_OUT, null);
  window.dispatchEvent(new Event(AUTH_CHANGE_EVENT));
}
