import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { DrawnPage } from './drawn-page-cache.js';
import type { ExecutePageQuery } from './server-render.js';

const SERVER_PATHS = /^\/(api|graphql|ws|healthz|readyz|dev)(\/|$)/;

/** Paths that name a file, never a page: they get the file or a 404, not index.html (e.g. /robots.txt). */
const FILE_PATHS = /\.(txt|xml|js|mjs|css|map|json|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|webmanifest|br|gz)$/i;

/** What the web build (packages/web/scripts/precompress.mjs) compresses next to the original. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml)$/i;

type Encoding = 'br' | 'gzip';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The encoding to send, from Accept-Encoding: the best-rated of brotli and gzip that the file has, brotli on a
 * tie (Chromium sends "gzip, deflate, br, zstd"), or null for the file as it is.
 */
function chooseEncoding(header: string | undefined, available: ReadonlySet<Encoding>): Encoding | null {
  if (!header) return null;
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)).find(Boolean);
    quality.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const qualityOf = (encoding: Encoding) => quality.get(encoding) ?? quality.get('*') ?? 0;
  let best: Encoding | null = null;
  for (const encoding of ['br', 'gzip'] as const) {
    if (!available.has(encoding) || qualityOf(encoding) <= 0) continue;
    if (best === null || qualityOf(encoding) > qualityOf(best)) best = encoding;
  }
  return best;
}

/** Every compressible file of the build with the encodings it was precompressed in, by URL path. */
function findPrecompressed(distDir: string): Map<string, Set<Encoding>> {
  const found = new Map<string, Set<Encoding>>();
  const files = readdirSync(distDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  const names = new Set(files.map((entry) => join(entry.parentPath, entry.name)));
  for (const file of names) {
    if (!COMPRESSIBLE.test(file)) continue;
    const encodings = new Set((['br', 'gzip'] as const).filter((e) => names.has(file + SUFFIX[e])));
    if (encodings.size > 0) found.set(`/${relative(distDir, file).split(sep).join('/')}`, encodings);
  }
  return found;
}

/** Written by the web build (packages/web/src/build/route-budget-plugin.ts): each route's own chunks. */
const ROUTE_PRELOADS_FILE = join('.vite', 'route-preloads.json');

interface RoutePreload {
  pattern: RegExp;
  files: string[];
}

/** The build's route preloads, or none when the file is missing or not what the build writes. */
function readRoutePreloads(file: string): RoutePreload[] {
  try {
    const list = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    if (!Array.isArray(list)) return [];
    return list.flatMap((item: { pattern?: unknown; files?: unknown }) =>
      typeof item?.pattern === 'string' &&
      Array.isArray(item.files) &&
      item.files.every((f) => typeof f === 'string' && /^\/assets\/[\w.-]+\.js$/.test(f))
        ? [{ pattern: new RegExp(item.pattern), files: item.files as string[] }]
        : [],
    );
  } catch {
    return [];
  }
}

/**
 * The route preloads of the build on disk now: read again when the file changes, since a deploy may replace the
 * build while the server runs (index.html is read on each request too) and a stale list would name files that
 * are gone. Without the file a page loads as before, its chunks requested by the entry once it runs.
 */
function routePreloadsOf(distDir: string): () => RoutePreload[] {
  const file = join(distDir, ROUTE_PRELOADS_FILE);
  let cached: { mtimeMs: number; preloads: RoutePreload[] } | null = null;
  return () => {
    const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (mtimeMs === undefined) return [];
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, preloads: readRoutePreloads(file) };
    return cached.preloads;
  };
}

/**
 * Picks the brotli or gzip twin of a file when the browser accepts it, sets the original's type and the
 * encoding, and returns the path to serve (the static handlers after this one add the usual caching headers).
 * `Vary: Accept-Encoding` goes on every answer that could have been encoded differently.
 */
function negotiate(
  res: Response,
  distDir: string,
  path: string,
  acceptEncoding: string | undefined,
  found: Map<string, Set<Encoding>>,
): string {
  const known = found.get(path);
  if (!known) return path;
  res.vary('Accept-Encoding');
  // Still there? A deploy may have replaced the build since start-up.
  const available = new Set([...known].filter((e) => existsSync(join(distDir, path + SUFFIX[e]))));
  const encoding = chooseEncoding(acceptEncoding, available);
  if (!encoding) return path;
  res.type(path.slice(path.lastIndexOf('.')));
  res.setHeader('Content-Encoding', encoding);
  return path + SUFFIX[encoding];
}

/** A drawn page, in the encoding the browser accepts (compressed once when it was drawn: drawn-page-cache.ts). */
function sendRenderedPage(req: Request, res: Response, page: DrawnPage): void {
  const encoding = chooseEncoding(req.headers['accept-encoding'], new Set(['br', 'gzip']));
  res.vary('Accept-Encoding');
  res.type('html');
  if (encoding === null) {
    res.send(page.html);
    return;
  }
  res.setHeader('Content-Encoding', encoding);
  res.send(encoding === 'br' ? page.br : page.gzip);
}

/** The public pages the web app's server build draws (docs/web-performance.md), with the data access they read through. */
export interface ServerRenderedPages {
  /** The page drawn (or kept from an earlier visitor: drawn-page-cache.ts), or null for the plain index.html. */
  renderer: { render(url: string, cookie: string | undefined, execute: ExecutePageQuery): Promise<DrawnPage | null> };
  /** Runs a page's GraphQL queries as a visitor, for this request (its address counts toward its limits). */
  executeFor(req: Request): ExecutePageQuery;
}

/**
 * Serves the built web app, and index.html for any other GET that wants HTML (client-side routes such
 * as /projects/3), drawn on the server for the pages the web app renders there when `pages` is given. Hashed
 * assets are cached for a year, images for a month; pages never, so a deploy shows at once (and a page's funding
 * figures are never older than the request).
 * Text files are sent precompressed (brotli or gzip) when the build made twins of them.
 */
export function staticWeb(distDir: string, pages: ServerRenderedPages | null = null): Router | null {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return null;
  const precompressed = findPrecompressed(distDir);
  const routePreloads = routePreloadsOf(distDir);
  const router = express.Router();
  // Source maps stay on the server for debugging; they are not published.
  router.use((req, res, next) => {
    if (req.path.endsWith('.map')) res.status(404).json({ message: 'Not found', code: 'RESOURCE.NOT_FOUND' });
    else next();
  });
  router.use((req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') {
      const path = negotiate(res, distDir, req.path, req.headers['accept-encoding'], precompressed);
      if (path !== req.path) req.url = path + req.url.slice(req.path.length);
    }
    next();
  });
  router.use(
    '/assets',
    express.static(join(distDir, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }),
  );
  // Images keep their content under their name (a new picture gets a new name: docs/web-performance.md), so a month
  // is safe, and the shortest lifetime Lighthouse does not flag; other files (favicon, robots.txt) keep an hour.
  router.use('/images', express.static(join(distDir, 'images'), { index: false, maxAge: '30d' }));
  router.use(express.static(distDir, { index: false, maxAge: '1h' }));
  const fallback: RequestHandler = async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || SERVER_PATHS.test(req.path)) return next();
    if (FILE_PATHS.test(req.path) || !req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    const rendered =
      pages && req.method === 'GET'
        ? await pages.renderer.render(req.originalUrl, req.headers.cookie, pages.executeFor(req))
        : null;
    if (rendered !== null) {
      // No preloads: the page is drawn, and its code waits until the page and its largest picture are on screen.
      sendRenderedPage(req, res, rendered);
      return;
    }
    // The app's and the page's own chunks, named before the HTML arrives: the browser fetches them alongside the
    // entry instead of after the entry has downloaded and run (one round trip and more off a phone's first load).
    const preload = routePreloads().find((route) => route.pattern.test(req.path));
    if (preload) res.setHeader('Link', preload.files.map((file) => `<${file}>; rel=modulepreload`).join(', '));
    res.sendFile(join(distDir, negotiate(res, distDir, '/index.html', req.headers['accept-encoding'], precompressed)));
  };
  router.use(fallback);
  return router;
}
