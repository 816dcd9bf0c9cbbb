// localStorage that never throws (private mode, disabled storage, server rendering).
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

const writeListeners = new Set<() => void>();

/** Called after every write or removal through this module (in this tab; other tabs get a `storage` event). */
export function onStorageWrite(listener: () => void): void {
  writeListeners.add(listener);
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // The choice then lasts for this page view only.
  }
  writeListeners.forEach((listener) => listener());
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
  writeListeners.forEach((listener) => listener());
}

/** The keys the investor spec §3 names. */
export const storageKeys = {
  authToken: 'authToken',
  currentUser: 'currentUser',
  language: 'selectedLanguage',
  currency: 'preferred-currency',
} as const;
