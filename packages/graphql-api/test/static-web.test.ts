import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../src/testing/test-server.js';

// A stand-in web build, so this test does not depend on `npm run build:web` having run.
const dist = mkdtempSync(join(tmpdir(), 'cobuy-web-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>CoBuy Accra</title><div id="root"></div>');
writeFileSync(join(dist, 'assets', 'app-1a2b.js'), 'console.log("app")');
writeFileSync(join(dist, 'assets', 'app-1a2b.js.map'), '{"version":3}');

describe('serving the web app', () => {
  const server = useTestServer({ seed: false, webDistDir: dist });
  const html = { accept: 'text/html' };

  it('answers client-side routes with index.html, never cached', async () => {
    for (const path of ['/', '/projects/3', '/signin', '/no-such-page']) {
      const response = await server.get(path, html);
      expect(response.status, path).toBe(200);
      expect(response.body).toContain('<title>CoBuy Accra</title>');
      expect(response.headers.get('cache-control'), path).toMatch(/no-cache/);
    }
  });

  it('serves hashed assets for a year, and no source maps', async () => {
    const asset = await server.get('/assets/app-1a2b.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toMatch(/max-age=31536000/);
    expect((await server.get('/assets/app-1a2b.js.map')).status).toBe(404);
    expect((await server.get('/assets/missing.js')).status).toBe(404);
  });

  it('keeps API paths out of the fallback, with security headers on pages', async () => {
    const api = await server.get('/api/nothing-here', html);
    expect(api.status).toBe(404);
    expect(api.body.code).toBe('RESOURCE.NOT_FOUND');
    const page = await server.get('/projects', html);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
