import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { ROUTE_BUDGETS } from './route-budgets';
import { overBudget, pathPattern, readAppRoutes, routeLoads, type BuiltChunk } from './route-chunks';

/** Read by the server (packages/graphql-api/src/http/static-web.ts); not published (dot folder). */
const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/**
 * After the bundles are written: fails the build when a page of app-routes.tsx is not lazy, or when a first visit
 * to a route would download more JavaScript than ROUTE_BUDGETS allows; prints each route's size; and writes
 * ROUTE_PRELOADS_FILE, each route's own chunks by URL pattern, so the server can name them in a `Link` header and
 * the browser fetches them together with the entry instead of after it has run.
 */
export function routeBudgetPlugin(appRoutesFile: string): Plugin {
  return {
    name: 'cobuy-route-budget',
    apply: 'build',
    writeBundle(options, bundle) {
      const { routes, eager } = readAppRoutes(readFileSync(appRoutesFile, 'utf8'), appRoutesFile);
      if (eager.length > 0) {
        this.error(`app-routes.tsx renders ${eager.join(', ')} without lazy(): every page must be its own chunk`);
      }
      const chunks: BuiltChunk[] = Object.values(bundle).flatMap((o) => (o.type === 'chunk' ? [o] : []));
      const loads = routeLoads(routes, chunks);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      const lines = loads.map(
        (l) => `  ${l.path.padEnd(24)} ${kb(l.gzipBytes).padStart(9)}  (${l.files.length} files)`,
      );
      this.info(`JavaScript (gzip) on a first visit, by route:\n${lines.join('\n')}`);
      const failures = overBudget(loads, ROUTE_BUDGETS);
      if (failures.length > 0) {
        this.error(`Over the route budgets (src/build/route-budgets.ts):\n  ${failures.join('\n  ')}`);
      }
      const preloads = loads.flatMap((l) => {
        const pattern = pathPattern(l.path);
        return pattern && l.routeFiles.length > 0 ? [{ pattern, files: l.routeFiles.map((f) => `/${f}`) }] : [];
      });
      const outDir = options.dir ?? 'dist';
      mkdirSync(join(outDir, '.vite'), { recursive: true });
      writeFileSync(join(outDir, ROUTE_PRELOADS_FILE), `${JSON.stringify(preloads, null, 2)}\n`);
    },
  };
}
