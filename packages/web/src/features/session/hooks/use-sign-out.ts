import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { SignOutDocument } from '../../../graphql/generated';
import { AUTH_CHANGE_EVENT, clearStoredSession } from '../session-store';

/** How long after going to / the page reloads (investor spec §4), so no state of the old session survives. */
const SIGN_OUT_RELOAD_MS = 100;

/**
 * Investor spec §4, the sign-out sequence: send the logout call with the bearer token (its errors are ignored),
 * clear the stored token and user, broadcast `authChange`, go to / and reload after 100 ms.
 */
export function useSignOut(): () => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await client.mutate({ mutation: SignOutDocument });
    } catch {
      // Signing out locally does not depend on the server answering.
    }
    clearStoredSession();
    window.dispatchEvent(new Event(AUTH_CHANGE_EVENT));
    void navigate('/');
    window.setTimeout(() => window.location.reload(), SIGN_OUT_RELOAD_MS);
  }, [client, navigate]);
}
