import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadPageRenderer } from '../src/http/server-render.js';

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
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await renderer.render('/projects/boom', undefined, execute)).toBeNull();
    expect(log).toHaveBeenCalledOnce();
    expect(String(log.mock.calls[0]![0])).toContain('/projects/boom');
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
