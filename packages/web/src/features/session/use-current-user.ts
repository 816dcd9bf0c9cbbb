import { useSyncExternalStore } from 'react';
import { getSessionSnapshot, subscribeSession, type CurrentUser, type CurrentUserState } from './session-store';

/**
 * The one place the web app learns who is signed in. Every screen reads the session through this hook.
 *
 * Contract:
 * - `user` is null for a visitor, otherwise the signed-in account with its `role` ('admin' marks an
 *   administrator; anything else is an ordinary investor).
 * - `loading` is true only while a stored token is first being checked; screens then show a neutral
 *   placeholder instead of flashing the signed-out view.
 *
 * The state lives in `session-store.ts` (investor spec §4: token under localStorage `authToken`, the current-user
 * call, a 401 signs out); `SessionProvider` refetches it on window focus, storage changes and `authChange`.
 */
export type { CurrentUser, CurrentUserState } from './session-store';

export function useCurrentUser(): CurrentUserState {
  return useSyncExternalStore(subscribeSession, getSessionSnapshot, getSessionSnapshot);
}

export const isAdmin = (user: CurrentUser | null): boolean => user?.role === 'admin';

/** Where a user lands after signing in, and where /signin sends someone already signed in. */
export const homePathFor = (user: CurrentUser): string => (isAdmin(user) ? '/secure-admin' : '/dashboard');
