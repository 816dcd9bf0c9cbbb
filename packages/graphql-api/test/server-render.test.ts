import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadPageRenderer } from '../src/http/server-render.js';
import { useTestServer } from '../src/testing/test-server.js';
import { adminAccount, bearer, send } from './support/accounts-helpers.js';
import { logger } from '../src/observability/log.js';

/*
 * The server's side of server rendering (docs/web-performance.md): which requests it asks the web's server build
 * to draw, how many at once and per second, and that any failure sends the plain page instead of an error. The
 * web's build is replaced by a small module that records what it is asked.
 */

const dir = mkdtempSync(join(tmpdir(), 'server-render-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(join(dir, 'index.html'), '<html><body><div id="root"></div></body></html>');

let entries = 0;
/** A web server build whose renderPage waits for `release()` when the url says `hold`, and throws on `boom`. */
function fakeEntry(): string {
  const file = join(dir, `entry-${++entries}.mjs`);
  writeFileSync(
    file,
    `export const calls = [];
     let held = [];
     export const release = () => { held.forEach((r) => r()); held = []; };
     export const rendersPage = (url, cookie) => url.startsWith('/projects') && cookie !== 'draws=1';
     export const pageCacheKey = (url, cookie) => (rendersPage(url, cookie) ? 'en ' + url : null);
     export async function renderPage({ url, template }) {
       calls.push(url);
       if (url.includes('hold')) await new Promise((resolve) => held.push(resolve));
       if (url.includes('boom')) throw new Error('render failed');
       return template.replace('<div id="root"></div>', '<div id="root">' + url + '</div>');
     }`,
  );
  return file;
}

const execute = async () => ({ data: {} });

describe('server rendering, on the server side', () => {
  it('draws the pages the web build draws, into the built index.html, and leaves the rest plain', async () => {
    const renderer = (await loadPageRenderer(fakeEntry(), join(dir, 'index.html')))!;
    expect(await renderer.render('/projects/3', undefined, execute)).toBe(
      '<html><body><div id="root">/projects/3</div></body></html>',
    );
    expect(await renderer.render('/dashboard', undefined, execute)).toBeNull();
    expect(await renderer.render('/projects', 'draws=1', execute)).toBeNull();
  });

  it('is off without a server build (missing file or SERVER_RENDER=off)', async () => {
    expect(await loadPageRenderer(join(dir, 'no-such-entry.mjs'), join(dir, 'index.html'))).toBeNull();
    expect(await loadPageRenderer(null, join(dir, 'index.html'))).toBeNull();
  });

  it('sends the plain page when a render throws, and says so in the log', async () => {
    const renderer = (await loadPageRenderer(fakeEntry(), join(dir, 'index.html')))!;
    const log = vi.spyOn(logger, 'error').mockImplementation(() => {});
    expect(await renderer.render('/projects/boom', undefined, execute)).toBeNull();
    expect(log).toHaveBeenCalledOnce();
    expect(JSON.stringify(log.mock.calls[0]![0])).toContain('/projects/boom');
    log.mockRestore();
  });

  it('draws at most 4 pages at once; the fifth goes out plain at once', async () => {
    const file = fakeEntry();
    const renderer = (await loadPageRenderer(file, join(dir, 'index.html')))!;
    const entry = (await import(file)) as { calls: string[]; release: () => void };
    const held = [1, 2, 3, 4].map((n) => renderer.render(`/projects/hold-${n}`, undefined, execute));
    expect(await renderer.render('/projects/5', undefined, execute)).toBeNull();
    expect(entry.calls).toEqual(['/projects/hold-1', '/projects/hold-2', '/projects/hold-3', '/projects/hold-4']);
    entry.release();
    expect(await Promise.all(held)).toEqual(held.map(() => expect.stringContaining('/projects/hold-')));
    // Room again once they are done.
    expect(await renderer.render('/projects/6', undefined, execute)).toContain('/projects/6');
  });

  it('starts at most 10 renders in a burst, then the rate refills; plain pages use none of it', async () => {
    let now = 0;
    const renderer = (await loadPageRenderer(fakeEntry(), join(dir, 'index.html'), () => now))!;
    for (let i = 0; i < 20; i++) await renderer.render('/dashboard', undefined, execute);
    const drawn = [];
    for (let i = 0; i < 12; i++) drawn.push(await renderer.render(`/projects/${i}`, undefined, execute));
    expect(drawn.filter((page) => page !== null)).toHaveLength(10);
    now += 250; // a quarter of a second: 2.5 renders' worth
    expect(await renderer.render('/projects/again', undefined, execute)).toContain('/projects/again');
    expect(await renderer.render('/projects/and-again', undefined, execute)).toContain('/projects/and-again');
    expect(await renderer.render('/projects/too-soon', undefined, execute)).toBeNull();
  });
});

/** Text as React writes it into HTML (react-dom's escapeTextForBrowser). */
const asReactText = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!);

/** Every `description` field anywhere in the page's embedded Apollo cache. */
function descriptionsIn(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(descriptionsIn);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) => (key === 'description' ? [v] : descriptionsIn(v)));
}

/*
 * Issue 17, item 6: a project's text is an administrator's, and reaches every visitor through the drawn page. The
 * real web server build (`npm run build`) draws it here, so what is checked is what a visitor receives.
 */
describe('a drawn page carries project text verbatim, whatever it says', () => {
  const server = useTestServer({ seed: false });
  // Every replacement pattern String.prototype.replace knows, and what could close the state script or open a comment.
  const description =
    "Returns 12% $& more; before $` after $' dollars $$ group $1 named $<name> " +
    '</script><script>alert(1)</script> and <!-- a comment';

  it('draws the description as written and embeds state that parses back to exactly it', async () => {
    const admin = await adminAccount(server);
    const created = await send(
      server,
      'POST',
      '/api/projects',
      {
        title: 'Dollar Signs Court',
        description,
        location: 'Osu, Accra',
        projectType: 'Residential',
        status: 'Under Construction',
        developerName: 'Cantonments Capital',
        timeline: '24',
        expectedProfit: '18.5',
        unitPrice: '150000.00',
        minInvestment: 25000,
        imageUrl: 'https://images.example/osu.jpg',
      },
      bearer(admin.token),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    const page = await server.get('/projects', { accept: 'text/html' });
    expect(page.status).toBe(200);
    const html = page.body as string;
    const state = /<script type="application\/json" id="server-state">([\s\S]*?)<\/script><\/body>/.exec(html);
    expect(state, 'the page was drawn on the server, its state last in the body').not.toBeNull();

    // The card shows the text as written: nothing in it was read as a pattern.
    expect(html).toContain(asReactText(description));
    // The state parses, and holds the text exactly; nothing in it could end its script.
    expect(state![1]).not.toContain('<');
    expect(descriptionsIn(JSON.parse(state![1]!))).toEqual([description]);
    // Nothing the administrator wrote closes a script or opens a comment: one state script, one end of body.
    expect(html.match(/<\/body>/g)).toHaveLength(1);
    expect(html.slice(html.indexOf('id="server-state"')).match(/<\/script>|<!--/g)).toEqual(['</script>']);
    expect(html.endsWith('</html>\n') || html.endsWith('</html>')).toBe(true);
  });
});
