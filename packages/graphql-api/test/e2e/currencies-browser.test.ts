import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserUnavailable, useBrowser } from '../../src/testing/browser.js';
import { useTestServer, type TestServer } from '../../src/testing/test-server.js';
import { adminAccount, bearer } from '../support/accounts-helpers.js';

/** Puts a token where the web app keeps it, as a sign-in would, then opens `path`. */
async function openAs(page: Page, server: TestServer, token: string, path: string) {
  await page.goto(`${server.url}/faq`);
  await page.evaluate((value) => window.localStorage.setItem('authToken', value), token);
  await page.goto(`${server.url}${path}`);
}

/** en-US with 2 decimals, as the site writes pounds. */
const pounds = (amount: number) =>
  `£${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe.skipIf(browserUnavailable())('currencies as data in a real browser', () => {
  const server = useTestServer();
  const browser = useBrowser();

  it('an admin changes the GBP rate; a visitor choosing GBP sees prices converted with it', async () => {
    const { page } = browser;
    const admin = await adminAccount(server);

    // The admin's Currencies tab: a refused rate is explained under the field, a good one is saved.
    await openAs(page, server, admin.token, '/secure-admin?tab=currencies');
    await page.getByRole('heading', { name: 'Currencies', exact: true }).waitFor();
    await page.getByTestId('currency-rate-GBP').waitFor();
    expect(await page.getByTestId('currency-rate-GBP').textContent()).toBe('0.79');
    expect(await page.getByRole('button', { name: 'Edit USD rate' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Edit GBP rate' }).click();
    const field = page.getByLabel('GBP per 1 USD');
    await field.fill('0');
    await page.getByRole('button', { name: 'Save rate' }).click();
    await page.getByText('must be greater than 0').waitFor();
    await field.fill('0.5');
    await page.getByText('$1,000.00 shows as £500.00.').waitFor();
    await page.getByRole('button', { name: 'Save rate' }).click();
    await expect.poll(() => page.getByTestId('currency-rate-GBP').textContent()).toBe('0.5');

    // Kept in the history with who set it, and audited.
    const history = await server.get('/api/secure-admin/currencies/GBP/history', bearer(admin.token));
    expect(history.body[0]).toMatchObject({ rate: '0.5', previousRate: '0.79', source: 'admin' });
    expect(history.body[0].setBy.id).toBe(admin.id);
    const audit = await server.db
      .em()
      .execute<{ n: string }[]>(
        "select count(*)::text as n from audit_log where action = 'currency_rate.updated' and entity_id = 'GBP'",
      );
    expect(Number(audit[0]!.n)).toBe(1);

    // The server-drawn projects page carries the server's rates in its data (no table in the bundle). A render
    // past its deadline on a busy machine is served as the plain page: ask until one is drawn.
    const drawnWithNewRate = async () => {
      const html = await (await fetch(`${server.url}/projects`)).text();
      return html.includes('data-testid="project-card"') && /GBP[\s\S]{0,200}?"0\.5/.test(html);
    };
    await expect.poll(drawnWithNewRate, { timeout: 30_000, interval: 500 }).toBe(true);

    // A visitor (another browser, no token) picks GBP: the minimum investment shows at the new rate.
    const projects = await server.get('/api/projects');
    const project = (projects.body as { title: string; minInvestment: string }[])[0]!;
    const visitor = await page
      .context()
      .browser()!
      .newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const visitorPage = await visitor.newPage();
      visitorPage.setDefaultTimeout(30_000);
      await visitorPage.goto(`${server.url}/projects`);
      const card = visitorPage.getByTestId('project-card').filter({ hasText: project.title }).first();
      await card.waitFor();
      const minimum = card.locator('dt', { hasText: 'Min Investment' }).locator('xpath=following-sibling::dd[1]');
      const picker = visitorPage.locator('[data-testid="currency-picker"]:visible').first();
      await expect.poll(() => picker.locator('option').count()).toBe(10);
      // The server-drawn picker is in the page before the app has hydrated it; a choice made before then is redrawn
      // away, so choose again until the app has taken it.
      await expect
        .poll(async () => {
          await picker.selectOption('GBP');
          return minimum.textContent();
        })
        .toBe(pounds(Number(project.minInvestment) * 0.5));
      // The choice is remembered; a reload keeps GBP at the server's rate.
      await visitorPage.reload();
      await card.waitFor();
      await expect.poll(() => minimum.textContent()).toBe(pounds(Number(project.minInvestment) * 0.5));
    } finally {
      await visitor.close();
    }
  });
});
