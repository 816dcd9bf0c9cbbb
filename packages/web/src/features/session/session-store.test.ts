import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser, FetchResult } from './session-store';

// The store reads localStorage and broadcasts on window: give it a minimal browser in Node.
class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
  removeItem = (key: string) => void this.items.delete(key);
}

const ama: CurrentUser = { id: 7, username: 'ama', email: 'ama@example.com', role: 'user' };
let events: string[];

async function freshStore(token?: string, storedUser?: CurrentUser) {
  const target = new EventTarget();
  events = [];
  target.addEventListener('authChange', () => events.push('authChange'));
  const localStorage = new MemoryStorage();
  if (token) localStorage.setItem('authToken', token);
  if (storedUser) localStorage.setItem('currentUser', JSON.stringify(storedUser));
  vi.stubGlobal('window', Object.assign(target, { localStorage }));
  vi.resetModules();
  return { store: await import('./session-store'), localStorage };
}

describe('session store (investor spec §4)', () => {
  beforeEach(() => vi.unstubAllGlobals());

  it('without a token: signed out, and no call is made', async () => {
    const { store } = await freshStore();
    const fetcher = vi.fn();
    store.setCurrentUserFetcher(fetcher);
    expect(store.getSessionSnapshot()).toEqual({ user: null, loading: false });
    await store.refreshSession();
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('with a token: loading until the current-user call answers, then the user (stored as currentUser)', async () => {
    const { store, localStorage } = await freshStore('t1');
    expect(store.getSessionSnapshot()).toEqual({ user: null, loading: true });
    store.setCurrentUserFetcher(async (token) => {
      expect(token).toBe('t1');
      return { kind: 'user', user: ama };
    });
    await store.refreshSession();
    expect(store.getSessionSnapshot()).toEqual({ user: ama, loading: false });
    expect(JSON.parse(localStorage.getItem('currentUser')!)).toEqual(ama);
  });

  it('a 401 clears the stored token and user', async () => {
    const { store, localStorage } = await freshStore('t1', ama);
    store.setCurrentUserFetcher(async () => ({ kind: 'unauthenticated' }));
    await store.refreshSession();
    expect(store.getSessionSnapshot()).toEqual({ user: null, loading: false });
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('currentUser')).toBeNull();
  });

  it('any other failure keeps the token and the user known for it', async () => {
    const { store, localStorage } = await freshStore('t1', ama);
    store.setCurrentUserFetcher(async () => ({ kind: 'failed' }));
    await store.refreshSession();
    expect(store.getSessionSnapshot()).toEqual({ user: ama, loading: false });
    expect(localStorage.getItem('authToken')).toBe('t1');
  });

  it('drops an answer about a token that is no longer the stored one', async () => {
    const { store, localStorage } = await freshStore('old');
    let answer!: (result: FetchResult) => void;
    store.setCurrentUserFetcher(() => new Promise((resolve) => (answer = resolve)));
    const pending = store.refreshSession();
    store.storeSignIn('new', ama);
    answer({ kind: 'unauthenticated' });
    await pending;
    expect(localStorage.getItem('authToken')).toBe('new');
    expect(store.getSessionSnapshot()).toEqual({ user: ama, loading: false });
  });

  it('sign-in stores token and user and broadcasts authChange; a refused token signs out only if still stored', async () => {
    const { store, localStorage } = await freshStore();
    store.storeSignIn('t2', ama);
    expect(localStorage.getItem('authToken')).toBe('t2');
    expect(events).toEqual(['authChange']);
    store.handleUnauthenticated('some-older-token');
    expect(store.getSessionSnapshot().user).toEqual(ama);
    store.handleUnauthenticated('t2');
    expect(store.getSessionSnapshot()).toEqual({ user: null, loading: false });
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(events).toEqual(['authChange', 'authChange']);
  });
});
