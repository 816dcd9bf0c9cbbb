import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserUnavailable, useBrowser } from '../../src/testing/browser.js';
import { useTestServer, type TestServer } from '../../src/testing/test-server.js';
import { adminAccount, bearer, newAccount, type TestAccount } from '../support/accounts-helpers.js';
import {
  approveApplication,
  approvedKyc,
  confirmPayment,
  expressInterest,
  projectWithUnit,
  type JourneyApi,
} from '../support/live-journey.js';

/*
 * Issue 18, items 7 and 9, in a real browser: an investor with the dashboard open sees a toast and the badge change
 * when an admin (in another browser) approves their application, with no reload; and the project page's funding
 * moves when a payment is confirmed, with no reload and no layout shift. The live relay runs, as in production.
 */

/** Puts a token where the web app keeps it, as a sign-in would, then opens `path`. */
async function openAs(page: Page, server: TestServer, token: string, path: string) {
  await page.goto(`${server.url}/faq`);
  await page.evaluate((value) => window.localStorage.setItem('authToken', value), token);
  await page.goto(`${server.url}${path}`);
}

/** Marks the document, so a test can tell it was not reloaded. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
const stillTheSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

describe.skipIf(browserUnavailable())('live updates in a real browser', () => {
  const server = useTestServer({ seed: false, liveRelay: true });
  const browser = useBrowser();
  const api: JourneyApi = {
    graphql: (query, variables, headers) => server.graphql(query, variables, headers),
    sql: (text, params) => server.db.em().execute(text, params),
  };
  let admin: TestAccount;
  beforeAll(async () => {
    admin = await adminAccount(server);
  });

  it('shows the investor a toast and a new badge when an admin approves in another browser, without a reload', async () => {
    const { page } = browser;
    const investor = await newAccount(server, 'live');
    await approvedKyc(api, investor.id);
    const { projectId, unitId, title } = await projectWithUnit(api);
    await expressInterest(api, investor, projectId, unitId);
    await server.services.background.idle();

    await openAs(page, server, investor.token, '/dashboard');
    const dot = page.getByRole('status', { name: 'Live updates on' });
    await expect.poll(() => dot.isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('notification-badge').textContent()).toBe('1');
    await markDocument(page);

    // The admin, in a browser of their own, approves in the Interests tab.
    const adminContext = await page
      .context()
      .browser()!
      .newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const adminPage = await adminContext.newPage();
      await openAs(adminPage, server, admin.token, '/secure-admin?tab=interests');
      const item = adminPage.getByTestId('admin-interest').filter({ hasText: investor.email });
      await item.getByRole('button', { name: 'Approve' }).click();
      await expect.poll(() => adminPage.getByTestId('toast').textContent()).toContain('Interest Approved');
    } finally {
      await adminContext.close();
    }

    // The investor's page: a toast for each of the two notifications, one at a time; the badge and the dashboard
    // follow.
    const toast = page.getByTestId('toast');
    const pushed = ['Application approved', 'Payment instructions'];
    await expect.poll(() => toast.textContent()).toMatch(/Application approved|Payment instructions/);
    const first = (await toast.textContent())!;
    const second = pushed.find((t) => !first.includes(t))!;
    expect(first).toContain(title);
    expect(await toast.count()).toBe(1);
    await expect.poll(() => page.getByTestId('notification-badge').textContent()).toBe('3');
    await expect.poll(() => page.getByText('Payment Required').first().isVisible()).toBe(true);
    // The second waits for the first toast's 5 seconds, then takes its place.
    await expect.poll(() => toast.textContent(), { timeout: 20_000 }).toContain(second);
    expect(await toast.textContent()).toContain(title);
    expect(await toast.count()).toBe(1);
    expect(await stillTheSameDocument(page)).toBe(true);
    expect(await page.getByRole('status', { name: 'Live updates on' }).isVisible()).toBe(true);
  });

  it("moves the project page's funding when a payment is confirmed, without a reload or a layout shift", async () => {
    const { page } = browser;
    const investor = await newAccount(server, 'funder');
    await approvedKyc(api, investor.id);
    const { projectId, unitId } = await projectWithUnit(api);
    const applicationId = await expressInterest(api, investor, projectId, unitId);
    const investmentId = await approveApplication(api, admin, applicationId);

    // A visitor: the page is drawn on the server and hydrated, then subscribes.
    await page.goto(`${server.url}/projects/${projectId}`);
    const bar = page.getByRole('progressbar', { name: /^Unit A1 funded/ });
    await expect.poll(() => bar.getAttribute('aria-valuenow')).toBe('0');
    const counts = page.getByTestId('unit-investment-status');
    expect(await counts.textContent()).toContain('Available1Partially Funded0');
    await expect.poll(() => server.services.live.hub.size.funding).toBeGreaterThan(0);
    await markDocument(page);
    // Layout shifts from now on (none expected: the bars and figures change in place).
    await page.evaluate(() => {
      const w = window as unknown as { shifted: number };
      w.shifted = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) w.shifted += entry.value;
        }
      }).observe({ type: 'layout-shift' });
    });

    await confirmPayment(api, admin, investmentId);
    await expect.poll(() => bar.getAttribute('aria-valuenow')).toBe('25');
    const card = page.getByTestId('unit-card');
    expect(await card.textContent()).toContain('$25,000.00 of $100,000.00 funded (25%)');
    expect(await card.textContent()).toContain('Partially Funded');
    // The project's counts move too (pushed beside the units).
    await expect.poll(() => counts.textContent()).toContain('Available0Partially Funded1');
    expect(await stillTheSameDocument(page)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBe(0);
    // The investor's own view of it agrees with the server.
    const answer = await server.graphql(
      'query($id: Int!) { project(id: $id) { units { currentInvestment } } }',
      { id: projectId },
      bearer(investor.token),
    );
    expect(answer.body.data.project.units).toEqual([{ currentInvestment: '25000.00' }]);
  });
});
