import express, { type RequestHandler, type Router } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const SERVER_PATHS = /^\/(api|graphql|ws|healthz|readyz|dev)(\/|$)/;

/**
 * Serves the built web app, and index.html for any other GET that wants HTML (client-side routes such
 * as /projects/3). Hashed assets are cached for a year; index.html never, so a deploy shows at once.
 */
export function staticWeb(distDir: string): Router | null {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return null;
  const router = express.Router();
  // Source maps stay on the server for debugging; they are not published.
  router.use((req, res, next) => {
    if (req.path.endsWith('.map')) res.status(404).json({ message: 'Not found', code: 'RESOURCE.NOT_FOUND' });
    else next();
  });
  router.use(
    '/assets',
    express.static(join(distDir, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }),
  );
  router.use(express.static(distDir, { index: false, maxAge: '1h' }));
  const fallback: RequestHandler = (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || SERVER_PATHS.test(req.path)) return next();
    if (!req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  };
  router.use(fallback);
  return router;
}
