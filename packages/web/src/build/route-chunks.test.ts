import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ROUTE_BUDGETS } from './route-budgets';
import { overBudget, pathPattern, readAppRoutes, routeLoads, type BuiltChunk } from './route-chunks';

const appRoutesFile = fileURLToPath(new URL('../app-routes.tsx', import.meta.url));

describe('the route table read from app-routes.tsx', () => {
  const { routes, eager } = readAppRoutes(readFileSync(appRoutesFile, 'utf8'), appRoutesFile);

  it('has every page lazy, so each is its own chunk', () => {
    expect(eager).toEqual([]);
  });

  it('finds the phone pages with their modules', () => {
    const byPath = new Map(routes.map((r) => [r.path, r.module]));
    expect(byPath.get('/')).toMatch(/src\/routes\/home\/landing$/);
    expect(byPath.get('/projects')).toMatch(/src\/routes\/projects\/projects-list$/);
    expect(byPath.get('/projects/:id')).toMatch(/src\/routes\/projects\/project-detail$/);
    expect(byPath.get('/signin')).toMatch(/src\/routes\/auth\/sign-in$/);
    expect(byPath.has('*')).toBe(true);
  });

  it('reports a page rendered without lazy()', () => {
    const source = `
      const FaqPage = lazy(() => import('./routes/info/faq'));
      <Routes>
        <Route element={<AppLayout />}>
          <Route index element={<LandingPage />} />
          <Route path="faq" element={<FaqPage />} />
        </Route>
      </Routes>`;
    const read = readAppRoutes(source, '/app/src/app-routes.tsx');
    expect(read.eager).toEqual(['LandingPage']);
    expect(read.routes).toEqual([{ path: '/faq', component: 'FaqPage', module: '/app/src/routes/info/faq' }]);
  });
});

describe('the JavaScript of a first visit', () => {
  // Text that compresses little, so a file's size matters.
  const noise = (bytes: number, seed: number) => {
    let state = seed;
    let out = '';
    while (out.length < bytes) {
      state = (state * 1_103_515_245 + 12_345) >>> 0;
      out += state.toString(36);
    }
    return out.slice(0, bytes);
  };
  const chunk = (fileName: string, imports: string[], kb: number, facade: string | null = null): BuiltChunk => ({
    fileName,
    isEntry: fileName === 'assets/index.js',
    facadeModuleId: facade,
    imports,
    code: noise(kb * 1024, fileName.length * 7919),
  });
  const chunks = [
    chunk('assets/index.js', ['assets/react.js'], 10, '/app/index.html'),
    chunk('assets/react.js', [], 60),
    chunk('assets/page.js', ['assets/forms.js', 'assets/react.js'], 5, '/app/src/routes/page.tsx'),
    chunk('assets/forms.js', [], 25),
    // Imported lazily by the page (a dialog): not part of the first visit.
    chunk('assets/dialog.js', ['assets/forms.js'], 40),
  ];
  const routes = [{ path: '/page', component: 'Page', module: '/app/src/routes/page' }];

  it('is the entry and the page with their static imports, each file once', () => {
    const [load] = routeLoads(routes, chunks);
    expect(load!.files).toEqual(['assets/index.js', 'assets/react.js', 'assets/page.js', 'assets/forms.js']);
    expect(load!.routeFiles).toEqual(['assets/page.js', 'assets/forms.js']);
    const gzip = (file: string) => gzipSync(chunks.find((c) => c.fileName === file)!.code, { level: 9 }).length;
    expect(load!.gzipBytes).toBe(load!.files.reduce((sum, f) => sum + gzip(f), 0));
    expect(load!.gzipBytes / 1024).toBeGreaterThan(50);
  });

  it('fails a route above its budget and passes one within it', () => {
    const loads = routeLoads(routes, chunks);
    expect(overBudget(loads, { default: 120, routes: {} })).toEqual([]);
    expect(overBudget(loads, { default: 120, routes: { '/page': 50 } })).toEqual([
      expect.stringMatching(/^\/page: \d+\.\d KB of JavaScript \(gzip\) on a first visit, budget 50 KB$/),
    ]);
  });

  it('refuses a route whose page has no chunk of its own', () => {
    expect(() => routeLoads([{ path: '/x', component: 'X', module: '/app/src/routes/x' }], chunks)).toThrow(
      /No chunk of its own/,
    );
  });

  it('keeps the phone pages tighter than the default budget allows for forms', () => {
    expect(ROUTE_BUDGETS.routes['/']).toBeLessThanOrEqual(ROUTE_BUDGETS.default);
    expect(ROUTE_BUDGETS.routes['/projects']).toBeLessThanOrEqual(ROUTE_BUDGETS.default);
  });
});

describe('route patterns for the server', () => {
  it('match paths as React Router does', () => {
    const project = new RegExp(pathPattern('/projects/:id')!);
    expect(project.test('/projects/12')).toBe(true);
    expect(project.test('/projects/12/')).toBe(true);
    expect(project.test('/projects')).toBe(false);
    expect(project.test('/projects/12/units')).toBe(false);
    expect(new RegExp(pathPattern('/')!).test('/')).toBe(true);
    expect(new RegExp(pathPattern('/')!).test('/faq')).toBe(false);
    expect(pathPattern('*')).toBeNull();
  });
});
