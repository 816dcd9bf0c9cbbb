import type { RunningServer } from '../../src/server.js';

interface ExpressLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: ExpressLayer[] };
  rawPath?: string | string[];
}

/** Every (method, path) an Express router stack declares, mounted routers included, as `GET /api/x/:id`. */
export function declaredRoutes(stack: readonly ExpressLayer[], prefix = ''): string[] {
  const found: string[] = [];
  for (const layer of stack) {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      for (const path of paths) {
        for (const method of Object.keys(layer.route.methods).filter((m) => m !== '_all')) {
          found.push(`${method.toUpperCase()} ${prefix}${path}`);
        }
      }
    } else if (layer.handle?.stack) {
      const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
      found.push(...declaredRoutes(layer.handle.stack, prefix + mount));
    }
  }
  return [...new Set(found)].sort();
}

/** The routes the running server's Express app declares (read from the app itself, not from any table). */
export function serverRoutes(server: RunningServer): string[] {
  const app = server.app as unknown as { router: { stack: ExpressLayer[] } };
  return declaredRoutes(app.router.stack);
}
