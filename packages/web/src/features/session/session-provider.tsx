import { useApolloClient } from '@apollo/client/react';
import { useEffect, type ReactNode } from 'react';
import { CurrentUserDocument } from '../../graphql/generated';
import { isUnauthenticated, readApiFailure } from '../../lib/api-error';
import { storageKeys } from '../../lib/storage';
import { AUTH_CHANGE_EVENT, refreshSession, setCurrentUserFetcher, type FetchCurrentUser } from './session-store';

/** Storage keys whose change (in another tab) can change who is signed in; null is `localStorage.clear()`. */
const SESSION_KEYS: ReadonlyArray<string | null> = [storageKeys.authToken, storageKeys.currentUser, null];

/**
 * Investor spec §4: resolves the session at start-up and refetches the current user on window focus, on storage
 * changes and on the custom `authChange` event. Mounted once, inside the Apollo provider.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();

  useEffect(() => {
    const fetcher: FetchCurrentUser = async (token) => {
      const result = await client.query({
        query: CurrentUserDocument,
        fetchPolicy: 'no-cache',
        errorPolicy: 'all',
        context: { headers: { Authorization: `Bearer ${token}` } },
      });
      const me = result.data?.me;
      if (me) return { kind: 'user', user: me };
      if (!result.error || isUnauthenticated(readApiFailure(result.error))) return { kind: 'unauthenticated' };
      return { kind: 'failed' };
    };
    setCurrentUserFetcher(fetcher);

    const refresh = () => void refreshSession();
    const onStorage = (event: StorageEvent) => {
      if (SESSION_KEYS.includes(event.key)) refresh();
    };
    window.addEventListener('focus', refresh);
    window.addEventListener('storage', onStorage);
    window.addEventListener(AUTH_CHANGE_EVENT, refresh);
    refresh();
    return () => {
      window.removeEventListener('focus', refresh);
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(AUTH_CHANGE_EVENT, refresh);
      setCurrentUserFetcher(null);
    };
  }, [client]);

  return <>{children}</>;
}
