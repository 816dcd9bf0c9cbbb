import { describe, expect, it } from 'vitest';
import { browserUnavailable, useBrowser } from '../../src/testing/browser.js';
import { useTestServer } from '../../src/testing/test-server.js';

/** The projects page a page at a time, on a phone (issue 23 item 1; docs/api.md, "Lists that page"). */
describe.skipIf(browserUnavailable())('the projects list pages as the visitor asks for more', () => {
  const server = useTestServer();
  const browser = useBrowser({ viewport: { width: 390, height: 844 } });

  it('keeps the filters in the address through a reload, appends a page on Load More and another on scrolling', async () => {
    // 30 projects the search finds, one second apart (newest first: Paged Estate 30 leads).
    await server.db.em().execute(
      `insert into projects (title, description, location, project_type, developer_name, timeline,
                             construction_timeline, expected_profit, profit_range_min, profit_range_max,
                             developer_listing_price, unit_price, min_investment, status, created_at)
       select 'Paged Estate ' || g, 'Generated for paging', 'Spintex, Accra', 'residential', 'Dev', 24,
              '24 months', 18, 15, 20, 100000, 100000, 1000, 'funding', now() + g * interval '1 second'
         from generate_series(1, 30) g`,
    );
    const expected = (await server.get('/api/projects?search=paged%20estate&projectType=residential')).body.map(
      (p: { title: string }) => p.title,
    );
    expect(expected).toHaveLength(30);

    const { page } = browser;
    await page.goto(`${server.url}/projects`);
    await expect.poll(() => page.getByRole('heading', { name: 'Investment Projects' }).isVisible()).toBe(true);
    await page.getByLabel('Search projects').fill('paged estate');
    await page.getByLabel('Project type').selectOption('residential');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('paged estate');
    expect(new URL(page.url()).searchParams.get('type')).toBe('residential');

    // A reload (the server draws the first page) keeps the filters: the same first page, the same inputs.
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'Investment Projects' }).isVisible()).toBe(true);
    const cards = page.getByTestId('project-card');
    await expect.poll(() => cards.count()).toBe(12);
    expect(await page.getByLabel('Search projects').inputValue()).toBe('paged estate');
    expect(await page.getByLabel('Project type').inputValue()).toBe('residential');
    expect(await page.getByTestId('project-count').textContent()).toBe('Showing 12 of 30 projects');
    const titles = async () => cards.locator('h2').allTextContents();
    // On a loaded machine the cards may still be redrawing after hydration: wait for their titles.
    await expect.poll(titles).toEqual(expected.slice(0, 12));

    // Load More (a real button, for keyboards) appends the next page after the first.
    const more = page.getByRole('button', { name: 'Load More Projects' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => cards.count()).toBe(24);
    expect(await titles()).toEqual(expected.slice(0, 24));
    expect(await page.getByTestId('project-count').textContent()).toBe('Showing 24 of 30 projects');

    // Scrolling to the end of the list loads the last page by itself; then there is nothing more to load.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => cards.count()).toBe(30);
    expect(await titles()).toEqual(expected);
    expect(await page.getByTestId('project-count').textContent()).toBe('Showing 30 projects');
    expect(await more.count()).toBe(0);
    expect(new URL(page.url()).search).toBe('?q=paged+estate&type=residential');
    // Nothing sticks out sideways at 390 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
