import { DEFAULT_CURRENCY_CODE } from '../features/currency/currencies';
import { readStorage, storageKeys } from '../lib/storage';
import { BROWSER_DRAWS_COOKIE, SERVER_STATE_ID } from './splice';

/**
 * The Apollo cache the server rendered the page with (server-render/splice.ts), or null when the page came
 * without one (a page the server does not render, or a render that gave up) or it cannot be read.
 */
export function readServerState(doc: Document): Record<string, unknown> | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as unknown;
    return state !== null && typeof state === 'object' && !Array.isArray(state)
      ? (state as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Whether this browser would draw the page exactly as the server did: the server renders for a visitor with the
 * default currency, so a signed-in browser (its header, and answers that may differ for an investor) or one with
 * another remembered currency draws the page afresh instead of hydrating it. The language is not part of this:
 * the server draws the page in the language cookie's language (docs/i18n.md), and start-app.tsx compares it.
 */
export function browserMatchesServer(): boolean {
  const currency = readStorage(storageKeys.currency);
  return (
    readStorage(storageKeys.authToken) === null &&
    readStorage(storageKeys.currentUser) === null &&
    (currency === null || currency === DEFAULT_CURRENCY_CODE)
  );
}

/**
 * Tells the server, in a cookie it reads on the next page request, whether this browser draws its own pages (a
 * signed-in session, another currency): the server then sends the plain page rather than a visitor's
 * page that the browser would redraw on arrival (the header flipping from Sign In to the investor's name, prices
 * from USD to cedis). A hint about display, never a credential: the session itself stays in localStorage.
 */
export function syncRenderHint(doc: Document): void {
  const browserDraws = !browserMatchesServer();
  if (browserDraws === doc.cookie.split('; ').includes(`${BROWSER_DRAWS_COOKIE}=1`)) return;
  const secure = doc.location.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = browserDraws
    ? `${BROWSER_DRAWS_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax${secure}`
    : `${BROWSER_DRAWS_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}
