import express from 'express';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { get as httpGet, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawlerFiles } from '../src/http/crawler-files.js';
import { useTestServer } from '../src/testing/test-server.js';

// A stand-in web build, so this test does not depend on `npm run build:web` having run. The app bundle and
// index.html have brotli and gzip twins, as packages/web/scripts/precompress.mjs writes them; the small
// chunk has none.
const dist = mkdtempSync(join(tmpdir(), 'cobuy-web-'));
const indexHtml = '<!doctype html><title>CoBuy Accra</title><div id="root"></div>'.padEnd(2000, ' ');
const appJs = `console.log(${JSON.stringify('app '.repeat(500))});`;
mkdirSync(join(dist, 'assets'));
mkdirSync(join(dist, 'images'));
const withTwins = (path: string, text: string) => {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
};
withTwins(join(dist, 'index.html'), indexHtml);
withTwins(join(dist, 'assets', 'app-1a2b.js'), appJs);
withTwins(join(dist, 'images', 'cover.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(2000)}</svg>`);
// An AVIF variant as the web app ships them (packages/web/scripts/project-art.mjs): already compressed, no twins.
const coverAvif = Buffer.concat([Buffer.from([0, 0, 0, 28]), Buffer.from('ftypavif'), Buffer.alloc(100)]);
writeFileSync(join(dist, 'images', 'cover-400.avif'), coverAvif);
withTwins(join(dist, 'assets', 'replaced-5e6f.js'), appJs);
writeFileSync(join(dist, 'assets', 'tiny-9f8e.js'), 'export {}');
writeFileSync(join(dist, 'assets', 'app-1a2b.js.map'), '{"version":3}');
// Each route's own chunks, as the web build writes them (packages/web/src/build/route-budget-plugin.ts); the
// second entry names a file outside /assets and is ignored.
mkdirSync(join(dist, '.vite'));
const routePreloads = join(dist, '.vite', 'route-preloads.json');
writeFileSync(
  routePreloads,
  JSON.stringify([
    { pattern: '^/projects/[^/]+/?$', files: ['/assets/project-detail-1a2b.js', '/assets/badge-3c4d.js'] },
    { pattern: '^/faq/?$', files: ['https://elsewhere.example/x.js'] },
  ]),
);

const CHROMIUM_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** A GET that keeps the body as sent (fetch would decode it), to see which bytes went over the wire. */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    httpGet(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('serving the web app', () => {
  const server = useTestServer({ webDistDir: dist });
  const html = { accept: 'text/html' };

  it('answers client-side routes with index.html, never cached', async () => {
    for (const path of ['/', '/projects/3', '/signin', '/no-such-page']) {
      const response = await server.get(path, html);
      expect(response.status, path).toBe(200);
      expect(response.body).toContain('<title>CoBuy Accra</title>');
      expect(response.headers.get('cache-control'), path).toMatch(/no-cache/);
    }
  });

  it("names a route's own chunks in a Link header, so they download alongside the entry", async () => {
    const project = await server.get('/projects/3', html);
    expect(project.headers.get('link')).toBe(
      '</assets/project-detail-1a2b.js>; rel=modulepreload, </assets/badge-3c4d.js>; rel=modulepreload',
    );
    for (const path of ['/', '/faq', '/projects', '/projects/3/units']) {
      expect((await server.get(path, html)).headers.get('link'), path).toBeNull();
    }
    // The build's own files under .vite are not published.
    expect((await server.get('/.vite/route-preloads.json')).status).toBe(404);
  });

  it('names the chunks of the build on disk now, after a deploy replaced it', async () => {
    const before = readFileSync(routePreloads, 'utf8');
    try {
      writeFileSync(routePreloads, JSON.stringify([{ pattern: '^/projects/[^/]+/?$', files: ['/assets/new-9z.js'] }]));
      utimesSync(routePreloads, new Date(), new Date(Date.now() + 5_000));
      expect((await server.get('/projects/3', html)).headers.get('link')).toBe(
        '</assets/new-9z.js>; rel=modulepreload',
      );
      rmSync(routePreloads);
      expect((await server.get('/projects/3', html)).headers.get('link')).toBeNull();
    } finally {
      writeFileSync(routePreloads, before);
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

  it("gives pages the document headers and API answers OWASP's REST set: nothing allowed, no framing", async () => {
    const securityHeaders = (headers: Headers) =>
      Object.fromEntries(
        [...headers].filter(([name]) => !['date', 'content-type', 'content-length', 'etag', 'vary'].includes(name)),
      );
    const apiSet = {
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    };
    const rest = await server.get('/api/projects');
    const graphql = await server.graphql('{ __typename }');
    const missing = await server.get('/api/nothing-here');
    for (const answer of [rest, graphql, missing]) {
      expect(answer.status).toBeLessThan(500);
      expect(securityHeaders(answer.headers)).toMatchObject(apiSet);
      // The document-only headers (a page's opener, referrer, IE and Flash settings) are not sent with data.
      for (const name of [
        'cross-origin-opener-policy',
        'referrer-policy',
        'x-xss-protection',
        'origin-agent-cluster',
      ]) {
        expect(answer.headers.has(name), name).toBe(false);
      }
    }
    const page = await server.get('/projects', html);
    expect(securityHeaders(page.headers)).toMatchObject({
      'content-security-policy': expect.stringContaining("default-src 'self'"),
      'cross-origin-opener-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'SAMEORIGIN',
      'x-content-type-options': 'nosniff',
    });
    // A path that only begins like the API's is a page.
    expect((await server.get('/apiary', html)).headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it("sends brotli to Chromium's Accept-Encoding, with the type and caching of the original", async () => {
    const asset = await rawGet(`${server.url}/assets/app-1a2b.js`, { 'accept-encoding': CHROMIUM_ACCEPT_ENCODING });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['content-type']).toMatch(/^text\/javascript/);
    expect(asset.headers.vary).toMatch(/Accept-Encoding/i);
    expect(asset.headers['cache-control']).toMatch(/max-age=31536000.*immutable|immutable.*max-age=31536000/);
    expect(asset.body.length).toBeLessThan(appJs.length / 4);
    expect(brotliDecompressSync(asset.body).toString()).toBe(appJs);

    const image = await rawGet(`${server.url}/images/cover.svg`, { 'accept-encoding': CHROMIUM_ACCEPT_ENCODING });
    expect(image.headers['content-encoding']).toBe('br');
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.headers['cache-control']).toMatch(/max-age=2592000/);
  });

  it('serves the AVIF covers as they are, with their type, cached for a month', async () => {
    const avif = await rawGet(`${server.url}/images/cover-400.avif`, { 'accept-encoding': CHROMIUM_ACCEPT_ENCODING });
    expect(avif.status).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers['content-encoding']).toBeUndefined();
    expect(avif.headers['cache-control']).toMatch(/max-age=2592000/);
    expect(avif.body.equals(coverAvif)).toBe(true);
    const missing = await server.get('/images/cover-800.avif', html);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).not.toMatch(/html/);
  });

  it('sends gzip where brotli is not accepted, and the plain file where neither is', async () => {
    const gzip = await rawGet(`${server.url}/assets/app-1a2b.js`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(appJs);
    const refused = await rawGet(`${server.url}/assets/app-1a2b.js`, { 'accept-encoding': 'br;q=0, gzip;q=0.5' });
    expect(refused.headers['content-encoding']).toBe('gzip');

    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'deflate' }]) {
      const plain = await rawGet(`${server.url}/assets/app-1a2b.js`, headers);
      expect(plain.headers['content-encoding'], JSON.stringify(headers)).toBeUndefined();
      expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
      expect(plain.body.toString()).toBe(appJs);
    }
    // A file the build did not compress is sent as it is.
    const tiny = await rawGet(`${server.url}/assets/tiny-9f8e.js`, { 'accept-encoding': CHROMIUM_ACCEPT_ENCODING });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('export {}');
  });

  it('sends a plain answer when the compressed files went away after start-up (a deploy replaced them)', async () => {
    const file = join(dist, 'assets', 'replaced-5e6f.js');
    rmSync(`${file}.br`);
    rmSync(`${file}.gz`);
    const plain = await rawGet(`${server.url}/assets/replaced-5e6f.js`, {
      'accept-encoding': CHROMIUM_ACCEPT_ENCODING,
    });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^text\/javascript/);
    expect(plain.body.toString()).toBe(appJs);
    rmSync(file);
    const gone = await rawGet(`${server.url}/assets/replaced-5e6f.js`, { 'accept-encoding': CHROMIUM_ACCEPT_ENCODING });
    expect(gone.status).toBe(404);
    expect(gone.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(gone.body.toString()).code).toBeTruthy();
  });

  it('sends the pages (index.html) compressed and never cached', async () => {
    const page = await rawGet(`${server.url}/projects/3`, { accept: 'text/html', 'accept-encoding': 'gzip, br' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toMatch(/no-cache/);
    expect(page.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(page.body).toString()).toBe(indexHtml);
  });

  it('answers /robots.txt with rules for crawlers and missing files with a 404, never with the app page', async () => {
    const robots = await server.get('/robots.txt', html);
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(robots.body).not.toContain('<title>');
    expect(robots.body).toMatch(/^User-agent: \*$/m);
    expect(robots.body).toMatch(/^Disallow: \/api\/$/m);
    expect(robots.body).toMatch(/^Disallow: \/dashboard$/m);
    expect(robots.body).toMatch(/^Sitemap: http:\/\/localhost:3000\/sitemap\.xml$/m);
    // The pages Lighthouse and search engines look at stay crawlable.
    expect(robots.body).not.toMatch(/^Disallow: \/(projects)?$/m);

    for (const path of ['/favicon.ico', '/ads.txt', '/assets-manifest.json']) {
      const missing = await server.get(path, html);
      expect(missing.status, path).toBe(404);
      expect(missing.body.code, path).toBe('RESOURCE.NOT_FOUND');
    }
  });

  it('lists the public pages and every project in /sitemap.xml', async () => {
    const projects: Array<{ id: number }> = (await server.get('/api/projects')).body;
    expect(projects.length).toBeGreaterThan(0);
    const sitemap = await server.get('/sitemap.xml', html);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(sitemap.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...String(sitemap.body).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      ...['/', '/projects', '/developers', '/faq', '/contact', '/terms'].map((p) => `http://localhost:3000${p}`),
      ...projects.map((p) => `http://localhost:3000/projects/${p.id}`),
    ]);
  });
});

describe('robots.txt and sitemap.xml at the public address', () => {
  const server = useTestServer({ seed: false });
  let site: Server;
  let url: string;
  beforeAll(async () => {
    const app = express().use(crawlerFiles(server.services, 'https://cobuy.example/accra/'));
    site = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => site.once('listening', resolve));
    url = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => site.close(resolve)));

  it('uses PUBLIC_URL for every absolute address', async () => {
    const robots = await (await fetch(`${url}/robots.txt`)).text();
    expect(robots).toContain('Sitemap: https://cobuy.example/accra/sitemap.xml');
    const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
    expect(sitemap).toContain('<loc>https://cobuy.example/accra/</loc>');
    expect(sitemap).toContain('<loc>https://cobuy.example/accra/faq</loc>');
    // No catalog: only the fixed pages.
    expect([...sitemap.matchAll(/<loc>/g)]).toHaveLength(6);
  });
});
