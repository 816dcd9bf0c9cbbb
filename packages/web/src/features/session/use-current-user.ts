/**
 * The one place the web app learns who is signed in. Every screen reads the session through this hook.
 *
 * Contract (keep it when replacing the body):
 * - `user` is null for a visitor, otherwise the signed-in account with its `role` ('admin' marks an
 *   administrator; anything else is an ordinary investor).
 * - `loading` is true only while the session is first being resolved; screens then show a neutral
 *   placeholder instead of flashing the signed-out view.
 *
 * For now there are no accounts, so everyone is a visitor. The accounts work replaces the body (reading the
 * `authToken` localStorage key, refetching on focus, storage change and the `authChange` event).
 */
export type UserRole = 'admin' | 'user' | (string & {});

export interface CurrentUser {
  id: number;
  username: string;
  email: string;
  role: UserRole;
}

export interface CurrentUserState {
  user: CurrentUser | null;
  loading: boolean;
}

const SIGNED_OUT: CurrentUserState = { user: null, loading: false };

export function useCurrentUser(): CurrentUserState {
  return SIGNED_OUT;
}

export const isAdmin = (user: CurrentUser | null): boolean => user?.role === 'admin';
