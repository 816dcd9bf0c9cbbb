import { dirname, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Build-time only (vite.config.ts): what each top-level route of src/app-routes.tsx makes a phone download on a
 * first visit, checked against the budgets of route-budgets.ts, and the list the server uses to start a route's
 * chunks together with the entry (docs/web-performance.md).
 */

/** A route of app-routes.tsx whose page is a lazy chunk. */
export interface LazyRoute {
  /** The URL pattern, as React Router reads it: "/", "/projects/:id", "*". */
  path: string;
  component: string;
  /** The page module, absolute and without its extension. */
  module: string;
}

/** Components a route element may use without being lazy: the shared layout and the loading fallbacks. */
const ALWAYS_LOADED = new Set(['AppLayout', 'Suspense', 'PageFallback']);

/**
 * Reads the route table of app-routes.tsx: every <Route> with a path (or `index`) and the lazy page it shows, and
 * the page components that are not lazy (which would load with the entry on every route). Nested routes are read
 * as children of "/": the layout route has no path of its own.
 */
export function readAppRoutes(source: string, file: string): { routes: LazyRoute[]; eager: string[] } {
  const lazyModules = new Map<string, string>();
  for (const [, name, specifier] of source.matchAll(/const (\w+) = lazy\(\(\) => import\('([^']+)'\)\)/g)) {
    lazyModules.set(name!, resolve(dirname(file), specifier!).replace(/\.tsx?$/, ''));
  }
  const starts = [...source.matchAll(/<Route\b(?!s)/g)].map((m) => m.index);
  const routes: LazyRoute[] = [];
  const eager = new Set<string>();
  starts.forEach((start, i) => {
    const tag = source.slice(start, starts[i + 1] ?? source.indexOf('</Routes>', start));
    const components = [...tag.matchAll(/<([A-Z]\w*)/g)].map((m) => m[1]!).filter((c) => c !== 'Route');
    for (const component of components) {
      if (!lazyModules.has(component) && !ALWAYS_LOADED.has(component)) eager.add(component);
    }
    const page = components.find((c) => lazyModules.has(c));
    const path = /\bpath="([^"]*)"/.exec(tag)?.[1] ?? (/\bindex\b/.test(tag) ? '' : undefined);
    if (page && path !== undefined) {
      routes.push({
        path: path === '*' ? '*' : `/${path.replace(/^\//, '')}`,
        component: page,
        module: lazyModules.get(page)!,
      });
    }
  });
  return { routes, eager: [...eager] };
}

/** The part of a Rollup/Rolldown output chunk this needs. */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  /** Chunks it imports statically (loaded before it runs). */
  imports: readonly string[];
  /** Chunks it imports with import(): for the entry, the app it starts once the page is shown (src/main.tsx). */
  dynamicImports?: readonly string[];
  code: string;
}

export interface RouteLoad {
  path: string;
  /** Every JavaScript file a first visit to the route downloads before the page renders, entry first. */
  files: string[];
  /** The files index.html does not already name: the app the entry starts, and the route's own. */
  routeFiles: string[];
  gzipBytes: number;
}

function staticClosure(start: BuiltChunk, byFile: ReadonlyMap<string, BuiltChunk>, into: Set<string>): void {
  if (into.has(start.fileName)) return;
  into.add(start.fileName);
  for (const file of start.imports) {
    const chunk = byFile.get(file);
    if (chunk) staticClosure(chunk, byFile, into);
  }
}

/** A message catalog's chunk (src/i18n/messages/xx.json). */
const isCatalog = (chunk: BuiltChunk | undefined): boolean =>
  /[\\/]i18n[\\/]messages[\\/][a-z]{2}\.json(\.compiled\.js)?$/.test(chunk?.facadeModuleId ?? '');

/**
 * For each lazy route: the entry with its static imports, the app the entry starts (its dynamic imports, with
 * theirs: src/main.tsx; of the message catalogs, only the largest, as a visitor loads one), plus the route's chunk with its static imports (lazy imports inside the page, such as
 * dialogs and below-the-fold sections, wait and are not counted), and the sum of their gzip sizes.
 */
export function routeLoads(routes: readonly LazyRoute[], chunks: readonly BuiltChunk[]): RouteLoad[] {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entries = chunks.filter((c) => c.isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry chunk, found ${entries.length}`);
  const entry = entries[0]!;
  const entryFiles = new Set<string>();
  staticClosure(entry, byFile, entryFiles);
  const appFiles = new Set(entryFiles);
  // The entry loads one message catalog, the visitor's language (src/i18n/load-messages.ts): the largest is counted.
  const catalogs = (entry.dynamicImports ?? []).filter((file) => isCatalog(byFile.get(file)));
  const largestCatalog = catalogs.reduce<string | null>(
    (largest, file) =>
      largest === null || byFile.get(file)!.code.length > byFile.get(largest)!.code.length ? file : largest,
    null,
  );
  for (const file of entry.dynamicImports ?? []) {
    const chunk = byFile.get(file);
    if (chunk && (!catalogs.includes(file) || file === largestCatalog)) staticClosure(chunk, byFile, appFiles);
  }
  const gzip = new Map<string, number>();
  const gzipOf = (file: string) => {
    if (!gzip.has(file)) gzip.set(file, gzipSync(byFile.get(file)!.code, { level: 9 }).length);
    return gzip.get(file)!;
  };
  return routes.map((route) => {
    const chunk = chunks.find((c) => c.facadeModuleId?.replace(/\.tsx?$/, '') === route.module);
    if (!chunk) throw new Error(`No chunk of its own for the page of ${route.path} (${route.module})`);
    const files = new Set(appFiles);
    staticClosure(chunk, byFile, files);
    const all = [...files];
    return {
      path: route.path,
      files: all,
      routeFiles: all.filter((f) => !entryFiles.has(f)),
      gzipBytes: all.reduce((sum, f) => sum + gzipOf(f), 0),
    };
  });
}

/** The routes above their budget (kilobytes of gzip, 1 KB = 1024 bytes), one sentence each. */
export function overBudget(
  loads: readonly RouteLoad[],
  budgets: { readonly default: number; readonly routes: Readonly<Record<string, number>> },
): string[] {
  return loads.flatMap((load) => {
    const budget = budgets.routes[load.path] ?? budgets.default;
    const kb = load.gzipBytes / 1024;
    return kb > budget
      ? [`${load.path}: ${kb.toFixed(1)} KB of JavaScript (gzip) on a first visit, budget ${budget} KB`]
      : [];
  });
}

/** A route's pattern as a regular expression over the URL path, as React Router matches it; null for "*". */
export function pathPattern(path: string): string | null {
  if (path === '*') return null;
  const body = path
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return body ? `^/${body}/?$` : '^/$';
}
