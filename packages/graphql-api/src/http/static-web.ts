import express, { type RequestHandler, type Response, type Router } from 'express';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

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

/**
 * Serves the built web app, and index.html for any other GET that wants HTML (client-side routes such
 * as /projects/3). Hashed assets are cached for a year; index.html never, so a deploy shows at once.
 * Text files are sent precompressed (brotli or gzip) when the build made twins of them.
 */
export function staticWeb(distDir: string): Router | null {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return null;
  const precompressed = findPrecompressed(distDir);
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
  router.use(express.static(distDir, { index: false, maxAge: '1h' }));
  const fallback: RequestHandler = (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || SERVER_PATHS.test(req.path)) return next();
    if (FILE_PATHS.test(req.path) || !req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(join(distDir, negotiate(res, distDir, '/index.html', req.headers['accept-encoding'], precompressed)));
  };
  router.use(fallback);
  return router;
}
