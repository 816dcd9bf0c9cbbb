import { describe, expect, it } from 'vitest';
import { browserUnavailable, useBrowser } from '../../src/testing/browser.js';
import { useTestServer } from '../../src/testing/test-server.js';
import { newAccount } from '../support/accounts-helpers.js';

describe.skipIf(browserUnavailable())('the catalog in a real browser', () => {
  const server = useTestServer();
  const browser = useBrowser();

  it('opens the landing page with featured projects and a working calculator', async () => {
    const { page } = browser;
    await page.goto(server.url);
    const featured = page.getByTestId('project-card');
    await expect.poll(() => featured.count()).toBe(3);
    const firstThree = (await server.get('/api/projects')).body.slice(0, 3).map((p: any) => p.title);
    for (const title of firstThree) await expect.poll(() => page.getByText(title).first().isVisible()).toBe(true);
    // Calculator defaults (10000, 16%, 24 months) give the server's projection.
    const projection = (await server.post('/api/calculate-investment', { amount: 10000, returnRate: 16, timeline: 24 }))
      .body;
    const shown = page.getByTestId('calc-total-value');
    await expect.poll(() => shown.textContent()).toContain(Number(projection.totalValue).toLocaleString('en-US'));
  });

  it('filters the projects list and opens a project page', async () => {
    const { page } = browser;
    const all = (await server.get('/api/projects')).body;
    const accraCommercial = (await server.get('/api/projects?location=Accra&projectType=commercial')).body;
    await page.goto(`${server.url}/projects`);
    const count = page.getByTestId('project-count');
    await expect.poll(() => count.textContent()).toBe(`Showing ${all.length} projects`);

    await page.getByLabel('Location').selectOption('Accra');
    await page.getByLabel('Project type').selectOption('commercial');
    await expect.poll(() => page.getByTestId('project-card').count()).toBe(accraCommercial.length);
    expect(await count.textContent()).toBe(
      `Showing ${accraCommercial.length} ${accraCommercial.length === 1 ? 'project' : 'projects'}`,
    );

    // A visitor who wants to express interest is asked to sign in first.
    await page.getByTestId('project-card').first().getByRole('button', { name: 'Express Interest' }).click();
    await expect.poll(() => page.getByTestId('sign-in-required').isVisible()).toBe(true);
    await page.keyboard.press('Escape');

    await page.getByLabel('Search projects').fill('zzzz-no-such-project');
    await expect.poll(() => page.getByText('No Projects Found').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Clear Filters' }).first().click();
    await expect.poll(() => page.getByTestId('project-card').count()).toBe(all.length);

    const target = accraCommercial[0];
    await page.getByRole('link', { name: target.title }).first().click();
    await page.waitForURL(`**/projects/${target.id}`);
    await expect.poll(() => page.getByRole('heading', { name: target.title }).isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('unit-card').count()).toBe(target.totalUnits);
    expect(await page.getByTestId('unit-investment-status').textContent()).toContain(String(target.totalUnits));
    expect(await page.getByText('Sign In to Invest').first().isVisible()).toBe(true);
  });

  it('offers a signed-in investor the interest form (investing-browser.test.ts sends it)', async () => {
    const { page } = browser;
    const account = await newAccount(server);
    await page.goto(`${server.url}/faq`);
    await page.evaluate((token) => window.localStorage.setItem('authToken', token), account.token);
    await page.goto(`${server.url}/projects`);
    await page.getByTestId('project-card').first().getByRole('button', { name: 'Express Interest' }).click();
    const dialog = page.getByRole('dialog', { name: 'Express Investment Interest' });
    await expect.poll(() => dialog.getByLabel('Investment Amount (USD)').isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Submit Interest' }).isDisabled()).toBe(true);
  });

  it('remembers the chosen currency and language, converting prices and drawing the page in the language', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/projects`);
    await expect.poll(() => page.getByTestId('project-card').count()).toBeGreaterThan(0);
    await page.getByTestId('currency-picker').selectOption('GHS');
    // Tema's minimum is $1,000.00: ₵12,500.00 at 12.5 cedis per dollar.
    await expect.poll(() => page.getByTestId('project-card').getByText('₵12,500.00').first().isVisible()).toBe(true);
    await page.getByTestId('language-picker').first().selectOption('fr');
    // The interface language (docs/i18n.md): the page's own heading in French, and <html lang>.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe("Projets d'investissement");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe("Projets d'investissement");
    expect(await page.getByTestId('currency-picker').first().inputValue()).toBe('GHS');
    expect(await page.getByTestId('language-picker').first().inputValue()).toBe('fr');
    expect(await page.evaluate(() => localStorage.getItem('preferred-currency'))).toBe('GHS');
  });

  it('shows the not-found states for an unknown project and an unknown page', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/projects/999999`);
    await expect.poll(() => page.getByText('Unable to Load Project').isVisible()).toBe(true);
    await page.goto(`${server.url}/no-such-page`);
    await expect.poll(() => page.getByText('404 Page Not Found').isVisible()).toBe(true);
  });
});

describe.skipIf(browserUnavailable())('the catalog on a 360 px phone', () => {
  const server = useTestServer();
  const browser = useBrowser({ viewport: { width: 360, height: 740 } });

  it('fits the projects list and a project page without sideways scrolling', async () => {
    const { page } = browser;
    for (const path of [
      '/',
      '/projects',
      `/projects/${(await server.get('/api/projects')).body[0].id}`,
      '/developers',
    ]) {
      await page.goto(`${server.url}${path}`);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
