import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserUnavailable, useBrowser } from '../../src/testing/browser.js';
import { useTestServer, type TestServer } from '../../src/testing/test-server.js';
import { newAccount } from '../support/accounts-helpers.js';

// Issue 8, item 6: a fast, accessible first page. Lighthouse measures it (npm run lighthouse); these tests pin
// each fix down in a real browser, without timing anything.

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Holds scripts and API answers back a little, as a phone network does, so the page is seen loading in stages. */
async function onSlowNetwork(page: Page): Promise<void> {
  await page.route(/\/assets\/.+\.js$|\/graphql$/, async (route) => {
    await pause(300);
    await route.continue();
  });
}

/** The page's Cumulative Layout Shift so far: every unexpected shift since it started loading, added up. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        // The buffered entries come in the observer's first callback, a task after observe().
        setTimeout(() => resolve(total), 100);
      }),
  );
}

/** The headings a visitor can see, in document order, as 'h2 Featured Projects'. */
function visibleHeadings(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
      .filter((h) => h.getClientRects().length > 0)
      .map((h) => `${h.tagName.toLowerCase()} ${h.textContent?.trim()}`),
  );
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return { tag: el?.tagName.toLowerCase(), id: el?.id, text: el?.textContent?.trim() ?? '' };
  });

async function openSignedIn(page: Page, server: TestServer, token: string, path: string) {
  await page.goto(`${server.url}/faq`);
  await page.evaluate((value) => window.localStorage.setItem('authToken', value), token);
  await page.goto(`${server.url}${path}`);
}

describe.skipIf(browserUnavailable())('the first page on a phone', () => {
  const server = useTestServer();
  const browser = useBrowser({ viewport: { width: 360, height: 740 } });

  it('paints the header before any JavaScript has run, and the whole page where the server draws it', async () => {
    const context = await browser.page.context().browser()!.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      // A page the browser draws (the terms; the FAQ is drawn by the server since issue 23): the app shell's header.
      await page.goto(`${server.url}/terms`);
      expect(await page.getByText('CoBuy Accra').isVisible()).toBe(true);
      expect(await page.locator('header').boundingBox()).toMatchObject({ y: 0, height: 65 });
      expect(await page.locator('h1').count()).toBe(0);
      // A page the server draws: the real header, the heading, the count and the cards, with no JavaScript at all.
      const projects = (await server.get('/api/projects')).body as Array<{ title: string }>;
      // Under a loaded machine a render can miss its deadline and the plain page goes out instead (by design,
      // docs/web-performance.md): ask again, a few times, until the page comes drawn.
      for (let attempt = 0; attempt < 5; attempt++) {
        await page.goto(`${server.url}/projects`);
        if ((await page.locator('h1').count()) > 0) break;
      }
      expect(await page.locator('header').boundingBox()).toMatchObject({ y: 0, height: 65 });
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Investment Projects');
      expect(await page.getByTestId('project-count').textContent()).toBe(`Showing ${projects.length} projects`);
      expect(await page.getByTestId('project-card').count()).toBe(projects.length);
      const first = page.getByRole('img', { name: projects[0]!.title }).first();
      expect(await first.getAttribute('fetchpriority')).toBe('high');
    } finally {
      await context.close();
    }
  });

  it('arrives drawn for a visitor, shown without asking the API, and comes to life without redrawing', async () => {
    const { page } = browser;
    const project = (await server.get('/api/projects')).body[0];
    for (const [path, heading] of [
      ['/', "Own a share of Accra's next landmark homes"],
      ['/projects', 'Investment Projects'],
      [`/projects/${project.id}`, project.title],
      ['/developers', 'Our Developer Partners'],
      ['/faq', 'Frequently Asked Questions'],
    ] as const) {
      const operations: string[] = [];
      const onRequest = (request: Request) => {
        if (request.method() === 'POST' && request.url().endsWith('/graphql'))
          operations.push((request.postDataJSON() as { operationName?: string }).operationName ?? '');
      };
      page.on('request', onRequest);
      const html = await (await page.goto(`${server.url}${path}`))!.text();
      expect(html, path).toContain('id="server-state"');
      expect(await page.getByRole('heading', { level: 1 }).textContent(), path).toBe(heading);
      // Hydrated (page.goto waits for it): the heading drawn by the server is the node React now owns.
      const marked = await page.evaluate(() => {
        const h1 = document.querySelector('h1')!;
        h1.dataset.drawnBy = 'server';
        return true;
      });
      expect(marked).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('h1[data-drawn-by="server"]').count(), path).toBe(1);
      // Every answer came in the page; the currency list, the page's data: none was asked again.
      expect(operations, path).toEqual([]);
      page.off('request', onRequest);
    }
  });

  it('is drawn by the browser, not the server, once the browser has a session or its own currency', async () => {
    const { page } = browser;
    const openPicker = async () => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      return page.locator('#mobile-menu').getByLabel('Currency');
    };
    await page.goto(`${server.url}/projects`);
    await (await openPicker()).selectOption('GHS');
    const html = await (await page.goto(`${server.url}/projects`))!.text();
    expect(html).not.toContain('id="server-state"');
    const picker = await openPicker();
    await expect.poll(() => picker.inputValue()).toBe('GHS');
    await picker.selectOption('USD');
    const again = await (await page.goto(`${server.url}/projects`))!.text();
    expect(again).toContain('id="server-state"');
  });

  it('downloads the scripts brotli-compressed', async () => {
    const { page } = browser;
    const scripts: Array<{ url: string; encoding: string | undefined }> = [];
    page.on('response', (response) => {
      if (/\/assets\/.+\.js$/.test(response.url()))
        scripts.push({ url: response.url(), encoding: response.headers()['content-encoding'] });
    });
    await page.goto(server.url);
    await page.waitForLoadState('networkidle');
    // The entry, the libraries and the page's own chunks (chunks under 1 KB go as they are: nothing to gain).
    const main = scripts.filter((s) => /\/assets\/(index|react|apollo|styled|landing)-/.test(s.url));
    expect(main.length).toBeGreaterThanOrEqual(5);
    for (const script of main) expect(script.encoding, script.url).toBe('br');
  });

  it('does not move what is on screen while /, /projects and a project page load (CLS under 0.1)', async () => {
    const { page } = browser;
    const project = (await server.get('/api/projects')).body[0];
    await onSlowNetwork(page);
    for (const [path, ready] of [
      ['/', () => page.getByTestId('project-card').first().isVisible()],
      ['/projects', () => page.getByTestId('project-card').first().isVisible()],
      [`/projects/${project.id}`, () => page.getByTestId('unit-card').first().isVisible()],
    ] as const) {
      await page.goto(`${server.url}${path}`);
      await expect.poll(ready).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(await layoutShift(page), path).toBeLessThan(0.1);
    }
  });

  it('fetches the largest picture first and at once, with its size, and the others lazily', async () => {
    const { page } = browser;
    const project = (await server.get('/api/projects')).body[0];
    await page.goto(`${server.url}/projects`);
    const images = page.getByTestId('project-card').locator('img');
    await expect.poll(() => images.count()).toBeGreaterThan(1);
    const attributes = (index: number) =>
      images.nth(index).evaluate((img) => ({
        loading: img.getAttribute('loading'),
        fetchpriority: img.getAttribute('fetchpriority'),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
      }));
    expect(await attributes(0)).toEqual({ loading: 'eager', fetchpriority: 'high', width: '800', height: '450' });
    expect(await attributes(1)).toMatchObject({ loading: 'lazy', width: '800', height: '450' });
    // A cover the web app ships loads as AVIF, in one of the widths of its srcset, not as its SVG.
    const loaded = () =>
      images.nth(0).evaluate((img: HTMLImageElement) => (img.naturalWidth > 0 ? img.currentSrc : ''));
    await expect.poll(loaded).toMatch(/\/images\/projects\/[a-z0-9-]+-(400|800|1200)\.avif$/);

    await page.goto(`${server.url}/projects/${project.id}`);
    const cover = page.getByRole('img', { name: project.title }).first();
    await expect.poll(() => cover.isVisible()).toBe(true);
    expect(await cover.getAttribute('loading')).toBe('eager');
    expect(await cover.getAttribute('fetchpriority')).toBe('high');
  });

  it("asks for the page's data and its cover before the page's own script has arrived, each once, where the browser draws the page", async () => {
    const { page } = browser;
    // A browser that draws its own pages (here another currency: server-render/hydration.ts), which it has told
    // the server in its cookie.
    await page.goto(`${server.url}/faq`);
    await page.evaluate(() => window.localStorage.setItem('preferred-currency', 'GHS'));
    await page.context().addCookies([{ name: 'cobuy_browser_draws', value: '1', url: server.url }]);
    const project = (await server.get('/api/projects')).body[0];
    const coverFile = new RegExp(`${project.imageUrl.replace(/\.svg$/, '')}-\\d+\\.avif$`);
    for (const [path, chunk, operation] of [
      ['/projects', 'projects-list', 'ProjectsPage'],
      [`/projects/${project.id}`, 'project-detail', 'ProjectPage'],
    ] as const) {
      const operations: string[] = [];
      const covers: string[] = [];
      let seen = () => {};
      const seenBeforeChunk = new Promise<boolean>((resolve) => {
        seen = () => {
          if (operations.includes(operation) && covers.length > 0) resolve(true);
        };
        // Past this the chunk is let through anyway, and the requests came after it: the check below fails.
        setTimeout(() => resolve(false), 10_000);
      });
      const onRequest = (request: Request) => {
        if (coverFile.test(new URL(request.url()).pathname)) covers.push(request.url());
        else if (request.method() === 'POST' && request.url().endsWith('/graphql'))
          operations.push((request.postDataJSON() as { operationName?: string }).operationName ?? '');
        seen();
      };
      page.on('request', onRequest);
      // The page's chunk is held back until its query and its cover have been asked for: only the entry can have.
      const chunkPattern = new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`);
      await page.route(chunkPattern, async (route) => {
        await seenBeforeChunk;
        await route.continue();
      });
      await page.goto(`${server.url}${path}`);
      await expect.poll(() => page.getByRole('img', { name: project.title }).first().isVisible()).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(await seenBeforeChunk, path).toBe(true);
      expect(
        operations.filter((name) => name === operation),
        path,
      ).toEqual([operation]);
      // The preload chose the file the page's <picture> shows: one download, not two.
      expect(covers, path).toHaveLength(1);
      page.off('request', onRequest);
      await page.unroute(chunkPattern);
    }
  });

  it('shows the sample portfolio as cards that fit the screen', async () => {
    const { page } = browser;
    await page.goto(server.url);
    const portfolio = page.getByRole('region', { name: 'Sample portfolio' });
    await portfolio.scrollIntoViewIfNeeded();
    expect(await portfolio.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    // Every figure of a row is on screen, the column name beside it.
    const row = portfolio.locator('tbody tr').first();
    const box = (await portfolio.boundingBox())!;
    for (const cell of await row.locator('td').all()) {
      const cellBox = (await cell.boundingBox())!;
      expect(cellBox.x + cellBox.width).toBeLessThanOrEqual(box.x + box.width);
    }
    expect(
      await row.locator('td[data-label="Current Value"]').evaluate((td) => getComputedStyle(td, '::before').content),
    ).toBe('"Current Value"');
  });

  it('shows the whole chosen currency, labelled, in the menu', async () => {
    const { page } = browser;
    await page.goto(server.url);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    expect(await menu.getByText('Currency', { exact: true }).isVisible()).toBe(true);
    const picker = menu.getByLabel('Currency');
    await picker.selectOption('GHS');
    // The select is wide enough for the text of the chosen option: flag, code and name.
    const fit = await picker.evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = select.selectedOptions[0]!.text;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text, room, needed: context.measureText(text).width };
    });
    expect(fit.text).toContain('GHS — ');
    expect(fit.needed).toBeLessThanOrEqual(fit.room);
  });
});

describe.skipIf(browserUnavailable())('the first page with a keyboard and a screen reader', () => {
  const server = useTestServer();
  const browser = useBrowser();

  it('offers a skip link first, which moves focus past the header to the main content', async () => {
    const { page } = browser;
    await page.goto(server.url);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await focused(page)).toMatchObject({ tag: 'a', text: 'Skip to main content' });
    const box = (await skip.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatchObject({ tag: 'main', id: 'main' });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);
  });

  it("moves focus to the new page's heading after following a link", async () => {
    const { page } = browser;
    const project = (await server.get('/api/projects')).body[0];
    await page.goto(server.url);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
    await page.waitForURL('**/projects');
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'h1', text: 'Investment Projects' });
    // The project page's heading comes with its data: focus waits for it.
    await page.getByRole('link', { name: project.title }).first().click();
    await page.waitForURL(`**/projects/${project.id}`);
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'h1', text: project.title });
  });

  it('keeps Tab inside the interest dialog, hides the page behind it, and gives focus back on close', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/projects`);
    const opener = page.getByTestId('project-card').first().getByRole('button', { name: 'Express Interest' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Express Investment Interest' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const inDialog = () =>
      page.evaluate(() => !!document.querySelector('[role="dialog"]')?.contains(document.activeElement));
    await expect.poll(inDialog).toBe(true);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await inDialog(), `after ${i + 1} Tab`).toBe(true);
    }
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await inDialog(), `after ${i + 1} Shift+Tab`).toBe(true);
    }
    // Screen readers see only the dialog (and live regions, such as the project count): the header and the card
    // behind are hidden from them.
    const hidden = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => el.closest('[aria-hidden="true"]') !== null);
    expect(await hidden('header')).toBe(true);
    expect(await hidden('[data-testid="project-card"]')).toBe(true);

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => opener.evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it('gives every page one h1 and never skips a heading level', async () => {
    const { page } = browser;
    const project = (await server.get('/api/projects')).body[0];
    for (const path of [
      '/',
      '/projects',
      `/projects/${project.id}`,
      '/projects/999999',
      '/developers',
      '/faq',
      '/contact',
      '/auth',
      '/no-such-page',
    ]) {
      await page.goto(`${server.url}${path}`);
      await page.waitForLoadState('networkidle');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), path).toBe(1);
      const headings = await visibleHeadings(page);
      let previous = 1;
      for (const heading of headings) {
        const level = Number(heading[1]);
        expect(level, `${path}: ${headings.join(' / ')}`).toBeLessThanOrEqual(previous + 1);
        previous = level;
      }
    }
    await page.goto(`${server.url}/no-such-page`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('404 Page Not Found');
  });

  it('offers "Create an Account" to visitors only', async () => {
    const { page } = browser;
    const footer = page.locator('footer');
    await page.goto(`${server.url}/faq`);
    await expect.poll(() => footer.getByRole('link', { name: 'Create an Account' }).count()).toBe(1);
    const account = await newAccount(server);
    await openSignedIn(page, server, account.token, '/faq');
    await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).getByText('Dashboard').count()).toBe(1);
    expect(await footer.getByRole('link', { name: 'Create an Account' }).count()).toBe(0);
    expect(await footer.getByRole('link', { name: 'Contact Us' }).count()).toBe(1);
  });

  it('gives one contact address everywhere', async () => {
    const { page } = browser;
    const addresses = new Set<string>();
    for (const path of ['/faq', '/contact', '/']) {
      await page.goto(`${server.url}${path}`);
      await page.waitForLoadState('networkidle');
      for (const href of await page
        .locator('a[href^="mailto:"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
        addresses.add(href!);
    }
    expect([...addresses]).toEqual(['mailto:hello@cobuyaccra.com']);
    await page.goto(`${server.url}/faq`);
    await page.getByRole('button', { name: 'How do I contact the team?' }).click();
    expect(await page.getByRole('region', { name: 'How do I contact the team?' }).textContent()).toContain(
      'hello@cobuyaccra.com',
    );
  });
});
