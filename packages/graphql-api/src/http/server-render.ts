import { existsSync, readFileSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { logger } from '../observability/log.js';

/**
 * The web app's server build (packages/web/src/server-render/entry-server.tsx, compiled into dist-ssr/): the
 * contract this server relies on. The web package owns what a page looks like and which pages it renders; this
 * server owns when to ask, with what data access, and what to do when it cannot.
 */
export type ExecutePageQuery = (request: {
  query: string;
  variables: Record<string, unknown>;
  operationName: string | undefined;
}) => Promise<{ data?: Record<string, unknown> | null; errors?: ReadonlyArray<{ message: string }> }>;

interface WebServerEntry {
  rendersPage(url: string, cookie: string | undefined): boolean;
  /** What the page at `url` depends on besides the data and the build (path, query, language), or null if not drawn. */
  pageCacheKey(url: string, cookie: string | undefined): string | null;
  renderPage(request: {
    url: string;
    cookie: string | undefined;
    template: string;
    execute: ExecutePageQuery;
    signal: AbortSignal;
    origin: string | null;
  }): Promise<string | null>;
}

/**
 * A render that takes longer than this is abandoned and the plain index.html goes out instead: past it the
 * browser drawing the page itself is sooner than waiting (a page takes 45-70 ms on this machine; docs/web-performance.md).
 */
const RENDER_DEADLINE_MS = 1_500;

/**
 * Renders at most this many pages at once. A render is mostly CPU on the one thread that also answers the API,
 * so a burst of page requests beyond it gets the plain index.html (the browser draws those pages, as before
 * server rendering) instead of queueing behind each other and slowing every API call.
 */
const MAX_RENDERS_IN_FLIGHT = 4;

/**
 * Renders started per second at most, with as many in a burst: a page takes 45-70 ms of CPU here (measured with
 * curl, one at a time), so this keeps rendering under about half of one core however many pages are asked for.
 * Past it, pages go out plain (the browser draws them, as before server rendering), and the API keeps its CPU.
 */
const RENDERS_PER_SECOND = 10;

/** A token bucket: `take()` is true while the rate allows one more, refilled continuously. */
function rateBudget(perSecond: number, now: () => number) {
  let tokens = perSecond;
  let last = now();
  return {
    take(): boolean {
      const at = now();
      tokens = Math.min(perSecond, tokens + ((at - last) / 1000) * perSecond);
      last = at;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}

export interface PageRenderer {
  /**
   * The key a drawn page is kept under (drawn-page-cache.ts): what the web build says it depends on, with the
   * build's own version (a deploy that replaces index.html makes new keys). Null when the page is not drawn.
   */
  keyOf(url: string, cookie: string | undefined): string | null;
  /**
   * The page as HTML, or null when it is not server-rendered, the browser draws its own pages (its cookie says so),
   * the server is busy, or the render failed.
   */
  render(url: string, cookie: string | undefined, execute: ExecutePageQuery): Promise<string | null>;
}

/**
 * Loads the server build and the built index.html it fills. Null when the server build is missing (a web app
 * built without it, or SERVER_RENDER=off): every page is then the plain index.html. A render that throws is
 * logged and answered with the plain page, never an error page.
 */
export async function loadPageRenderer(
  entryFile: string | null,
  indexFile: string,
  /** The clock the rate budget reads (tests pass their own). */
  now: () => number = () => performance.now(),
  /** The site's public address (PUBLIC_URL): pages name their other languages with it (`hreflang`, docs/i18n.md). */
  origin: string | null = null,
): Promise<PageRenderer | null> {
  if (entryFile === null || !existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as WebServerEntry;
  if (
    typeof entry.renderPage !== 'function' ||
    typeof entry.rendersPage !== 'function' ||
    typeof entry.pageCacheKey !== 'function'
  ) {
    throw new Error(`${entryFile} does not export renderPage, rendersPage and pageCacheKey`);
  }
  const template = templateOf(indexFile);
  let inFlight = 0;
  const budget = rateBudget(RENDERS_PER_SECOND, now);
  return {
    keyOf(url, cookie) {
      const key = entry.pageCacheKey(url, cookie);
      return key === null ? null : `${template.version()} ${key}`;
    },
    async render(url, cookie, execute) {
      if (!entry.rendersPage(url, cookie) || inFlight >= MAX_RENDERS_IN_FLIGHT || !budget.take()) return null;
      inFlight++;
      try {
        return await entry.renderPage({
          url,
          cookie,
          template: template.html(),
          execute,
          signal: AbortSignal.timeout(RENDER_DEADLINE_MS),
          origin,
        });
      } catch (error) {
        // An abandoned render (the deadline) is expected under load; anything else is a defect worth a log line.
        if (!(error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))) {
          logger.error({ err: error, path: url.split('?')[0] }, 'Server rendering failed; the plain page was sent');
        }
        return null;
      } finally {
        inFlight--;
      }
    },
  };
}

/**
 * index.html as built now: read again when the file changes, since a deploy may replace the build while the server
 * runs; its version (the file's modification time) is part of every kept page's key.
 */
function templateOf(indexFile: string): { html(): string; version(): string } {
  let cached: { mtimeMs: number; html: string } | null = null;
  const current = () => {
    const mtimeMs = statSync(indexFile).mtimeMs;
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(indexFile, 'utf8') };
    return cached;
  };
  return { html: () => current().html, version: () => String(current().mtimeMs) };
}
