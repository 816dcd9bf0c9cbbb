import { readStorage, removeStorage, storageKeys } from '../../lib/storage';

/**
 * Investor spec §4: send the logout call with the bearer token (its errors are ignored), clear the stored
 * token and user, broadcast `authChange`, go to / and reload after 100 ms.
 */
export async function signOut(): Promise<void> {
  const token = readStorage(storageKeys.authToken);
  try {
    await fetch('/api/auth/logout', {
      method: 'POST',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    // Signing out locally does not depend on the server answering.
  }
  removeStorage(storageKeys.authToken);
  removeStorage(storageKeys.currentUser);
  window.dispatchEvent(new Event('authChange'));
  window.history.pushState(null, '', '/');
  window.setTimeout(() => window.location.reload(), 100);
}
