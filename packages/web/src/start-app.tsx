import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppTree } from './app-tree';
import { createApolloClient } from './graphql/client';
import { markDocument } from './i18n/apply-language';
import { warmUpIntl } from './i18n/warm-up-intl';
import { CurrenciesDocument } from './graphql/generated';
import type { LoadedLanguage } from './i18n/load-messages';
import { adoptServerData, prefetchRouteData } from './route-prefetch';
import { nextTask } from './lib/next-task';
import { onStorageWrite } from './lib/storage';
import { browserMatchesServer, readServerState, syncRenderHint } from './server-render/hydration';

/**
 * Starts the app in `language`, its catalog already loaded (main.tsx asks for it alongside this module). The work
 * before React's first render is cut into tasks of its own, each short (docs/web-performance.md, "Start-up in short
 * tasks"): the cache restored; Intl's first use; the cache's first read; then React.
 */
export async function startApp(language: LoadedLanguage): Promise<void> {
  const client = createApolloClient();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // The language the server drew the page in (its `<html lang>`), read before markDocument sets ours.
  const serverLanguage = document.documentElement.lang;
  markDocument(document, language.code);
  const app = <AppTree client={client} Router={BrowserRouter} language={language} />;
  const serverState = readServerState(document);
  syncRenderHint(document);
  onStorageWrite(() => syncRenderHint(document));
  window.addEventListener('storage', () => syncRenderHint(document));

  // The first render as a transition: React renders (or hydrates) in short slices and lets the browser paint and
  // answer input between them, instead of one long task that blocks a slow phone (Total Blocking Time).
  if (serverState && browserMatchesServer() && serverLanguage === language.code) {
    // The server drew this page (server-render/entry-server.tsx) with these answers, in this language: with them
    // in the cache the browser's first render is the server's, so React adopts the page instead of drawing it again.
    client.restore(serverState);
    adoptServerData(window.location);
    await nextTask();
    warmUpIntl(language.code);
    await nextTask();
    // The first read of the cache compiles Apollo's read path, here in a task of its own. The render's first query
    // (the currencies, CurrencyProvider) still reads again (Apollo memoises it under other options), but its task
    // fell from 35-50 ms to 26-28 ms (docs/web-performance.md, "Start-up in short tasks").
    client.readQuery({ query: CurrenciesDocument });
    await nextTask();
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    // A page the server did not draw, or drew for someone else: the browser draws it from scratch.
    void prefetchRouteData(client, window.location);
    await nextTask();
    warmUpIntl(language.code);
    await nextTask();
    startTransition(() => createRoot(root).render(app));
  }
}
