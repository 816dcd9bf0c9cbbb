// localStorage that never throws (private mode, disabled storage, server rendering).
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // The choice then lasts for this page view only.
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

/** The keys the investor spec §3 names. */
export const storageKeys = {
  authToken: 'authToken',
  currentUser: 'currentUser',
  language: 'selectedLanguage',
  currency: 'preferred-currency',
} as const;
