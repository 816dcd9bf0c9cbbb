import { ApolloClient, ApolloLink } from '@apollo/client';
import { print } from 'graphql';
import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { ServerStyleSheet } from 'styled-components';
import { AppTree } from '../app-tree';
import { LANGUAGES } from '../features/language/languages';
import { APOLLO_DEFAULT_OPTIONS, createApolloCache } from '../graphql/client';
import { directionOf, LANGUAGE_PARAM, languageOfRequest } from '../i18n/languages-meta';
import { loadLanguage } from '../i18n/load-messages';
import { ProjectPageDocument } from '../graphql/generated';
import { learnPageQueries, prefetchPageData, projectPageId } from './page-data';
import { metaTags, pageMeta } from './page-meta';
import { renderOnce } from './render-once';
import { isServerRendered } from './server-rendered-paths';
import { BROWSER_DRAWS_COOKIE, spliceIntoTemplate } from './splice';

/**
 * The web app rendered on the server (docs/web-performance.md, "Server rendering"): the build compiles this file
 * for Node (`vite build --ssr`, into dist-ssr/), and the API server (packages/graphql-api/src/http/server-render.ts)
 * calls `renderPage` for the public pages a visitor lands on. The page arrives drawn, its largest picture named in
 * the HTML, and the browser hydrates it with the same answers (the Apollo cache travels in the page), so nothing
 * is asked twice and nothing re-renders when the answers come.
 */

/** Runs one GraphQL operation on the server as a visitor (no session: the page is the same for everyone). */
export type ExecuteGraphQL = (request: {
  query: string;
  variables: Record<string, unknown>;
  operationName: string | undefined;
}) => Promise<{ data?: Record<string, unknown> | null; errors?: ReadonlyArray<{ message: string }> }>;

export interface RenderRequest {
  /** The path and query string the browser asked for. */
  url: string;
  /** The request's Cookie header: a browser that draws its own pages says so there (hydration.ts). */
  cookie: string | undefined;
  /** The built index.html. */
  template: string;
  execute: ExecuteGraphQL;
  /** Aborted when the render takes too long: the page is then served as the plain index.html. */
  signal: AbortSignal;
  /**
   * The site's public address (PUBLIC_URL), for the absolute `hreflang`, canonical and Open Graph addresses; without
   * it they are left out.
   */
  origin?: string | null;
  /** Told how many render passes the page took (1 when its data was all prefetched: docs/performance.md). */
  onRendered?: (info: { passes: number }) => void;
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page in every language, for search engines (docs/i18n.md): one `<link rel="alternate" hreflang>` per
 * language, the address with `?lang=`, and `x-default` without it (English, or the visitor's remembered choice).
 */
export function hreflangLinks(url: string, origin: string): string {
  const address = new URL(url, origin);
  const links = LANGUAGES.map(({ code }) => {
    const alternate = new URL(address);
    alternate.searchParams.set(LANGUAGE_PARAM, code);
    return `<link rel="alternate" hreflang="${code}" href="${escapeAttribute(alternate.href)}">`;
  });
  const plain = new URL(address);
  plain.searchParams.delete(LANGUAGE_PARAM);
  links.push(`<link rel="alternate" hreflang="x-default" href="${escapeAttribute(plain.href)}">`);
  return links.join('');
}

function browserDrawsItself(cookie: string | undefined): boolean {
  return (cookie ?? '').split(/;\s*/).includes(`${BROWSER_DRAWS_COOKIE}=1`);
}

/**
 * A page's render passes at most. The page's data is fetched before its one render (server-render/page-data.ts);
 * a query the prefetch did not know makes another pass, which runs it (a waterfall, the fallback only).
 */
const MAX_RENDER_PASSES = 4;

/**
 * A client whose queries run through `execute`, and whether any answer carried errors: the cache keeps answers,
 * not errors, so the browser would ask again and draw a different page (a loading state where the server drew
 * the error). Such a page is left to the browser.
 */
function serverClient(execute: ExecuteGraphQL): { client: ApolloClient; failed: () => boolean } {
  let failed = false;
  const link = new ApolloLink(
    (operation) =>
      new Observable((subscriber) => {
        execute({
          query: print(operation.query),
          variables: operation.variables,
          operationName: operation.operationName,
        }).then(
          (result) => {
            if (result.errors?.length) failed = true;
            subscriber.next(result as ApolloLink.Result);
            subscriber.complete();
          },
          (error: unknown) => {
            failed = true;
            subscriber.error(error);
          },
        );
      }),
  );
  const client = new ApolloClient({
    ssrMode: true,
    link,
    cache: createApolloCache(),
    defaultOptions: APOLLO_DEFAULT_OPTIONS,
  });
  return { client, failed: () => failed };
}

/**
 * The page at `url` as HTML, or null when the browser should draw it (the plain index.html is served): a path that
 * is not server-rendered, or a page whose data did not load (a project that does not exist, a failure).
 */
/** Whether the server draws the page at `url` for a browser sending `cookie` (a cheap check, before any work). */
export function rendersPage(url: string, cookie: string | undefined): boolean {
  return isServerRendered(new URL(url, 'http://server.invalid').pathname) && !browserDrawsItself(cookie);
}

/**
 * What the drawn page at `url` depends on besides the data it shows and the build: its path, its query (filters,
 * `?lang=`) and the language it is drawn in. The server keeps one drawn page per key and serves it to every visitor
 * until the data changes (docs/web-performance.md, "Drawn pages from a cache"). Null when the page is not drawn.
 * A page that starts depending on anything else of the request (another cookie) must add it here.
 */
export function pageCacheKey(url: string, cookie: string | undefined): string | null {
  if (!rendersPage(url, cookie)) return null;
  const address = new URL(url, 'http://server.invalid');
  address.searchParams.sort();
  return `${languageOfRequest(url, cookie)} ${address.pathname}${address.search}`;
}

export async function renderPage({
  url,
  cookie,
  template,
  execute,
  signal,
  origin,
  onRendered,
}: RenderRequest): Promise<string | null> {
  if (!rendersPage(url, cookie)) return null;
  const address = new URL(url, 'http://server.invalid');
  const { client, failed } = serverClient(execute);
  // The visitor's language (`?lang=` in the address, else the cookie the browser keeps its choice in) and the page's
  // answers, together, before the one render.
  const [language] = await Promise.all([
    loadLanguage(languageOfRequest(url, cookie)),
    prefetchPageData(client, address),
  ]);
  const sheet = new ServerStyleSheet();
  try {
    const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
    const { html, passes, complete } = await renderOnce({
      tree: sheet.collectStyles(<AppTree client={client} Router={Router} language={language} />),
      client,
      signal,
      maxPasses: MAX_RENDER_PASSES,
      onMissed: (queries) => learnPageQueries(address.pathname + address.search, queries),
    });
    onRendered?.({ passes });
    if (!complete || failed() || signal.aborted) return null;
    const id = projectPageId(address.pathname);
    const project =
      id === null ? null : (client.readQuery({ query: ProjectPageDocument, variables: { id } })?.project ?? null);
    const meta = await pageMeta({ url, language, origin: origin ?? null, project });
    const head = meta ? metaTags(meta) : null;
    return spliceIntoTemplate(template, {
      html,
      styles: sheet.getStyleTags(),
      state: client.extract(),
      language: { code: language.code, dir: directionOf(language.code) },
      title: head?.title,
      head: (head?.tags ?? '') + (origin ? hreflangLinks(url, origin) : ''),
    });
  } finally {
    sheet.seal();
    client.stop();
  }
}
