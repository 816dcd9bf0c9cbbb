import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserUnavailable, useBrowser } from '../../src/testing/browser.js';
import { useTestServer, type TestServer } from '../../src/testing/test-server.js';
import { insertApprovedKyc } from '../investing/support/investing-data.js';
import { adminAccount, bearer, newAccount, send, type TestAccount } from '../support/accounts-helpers.js';
import { describeOverflow, PHONE as NARROW, sidewaysOverflow } from '../support/phone-width.js';

/*
 * Issue 19 item 6 at phone size (390 × 844): sale figures that add up. The case: a $62,000 unit sold for
 * $50,000. The admin enters the sold price and the selling costs; the profit is derived and shown live (here a
 * loss of $12,000.00, not a typed $7,000 profit); the server's preview shares the loss by ownership, no value
 * below zero; the sale completes with those figures and the investor sees the value returned.
 */

const PHONE = { width: 390, height: 844 };

async function openAs(page: Page, server: TestServer, token: string, path: string) {
  await page.goto(`${server.url}/faq`);
  await page.evaluate((value) => window.localStorage.setItem('authToken', value), token);
  await page.goto(`${server.url}${path}`);
}

async function expectWithinScreen(locator: Locator, width = PHONE.width): Promise<void> {
  const box = await locator.boundingBox();
  expect(box, 'on screen').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

async function expectNoSidewaysScroll(page: Page, where = page.url()): Promise<void> {
  const size = page.viewportSize()!;
  await page.setViewportSize(NARROW);
  const report = await sidewaysOverflow(page);
  await page.setViewportSize(size);
  expect(report === null ? null : describeOverflow(where, report)).toBeNull();
}

async function unitOf(server: TestServer, price: string) {
  const em = server.db.em();
  const title = `Sale figures ${Math.random().toString(36).slice(2, 7)}`;
  const [project] = await em.execute<{ id: number }[]>(
    `insert into projects (title, description, location, project_type, developer_name, timeline,
       construction_timeline, expected_profit, profit_range_min, profit_range_max, developer_listing_price,
       unit_price, min_investment, status)
     values (?, 'Test terraces', 'East Legon, Accra', 'residential', 'Test Developer', 24, '24 months',
       18, 15, 22, 1000000, ?, '1000.00', 'funding')
     returning id`,
    [title, price],
  );
  const [unit] = await em.execute<{ id: number }[]>(
    `insert into units (project_id, unit_number, unit_type, bedrooms, bathrooms, price, total_investment_needed,
       min_investment_amount)
     values (?, 'A1', '3-bedroom-terrace', 3, 3, ?, ?, '1000.00')
     returning id`,
    [project!.id, price, price],
  );
  return { projectId: Number(project!.id), unitId: Number(unit!.id), title };
}

describe.skipIf(browserUnavailable())('Mark as Sold: sale figures that add up, on a phone (issue 19 item 6)', () => {
  const server = useTestServer({ seed: false });
  const browser = useBrowser({ viewport: PHONE });
  let admin: TestAccount;
  beforeAll(async () => {
    admin = await adminAccount(server);
  });

  const call = (who: TestAccount, method: string, path: string, body?: unknown) =>
    send(server, method, path, body, bearer(who.token));

  async function paidPosition(projectId: number, unitId: number, amount: string) {
    const investor = await newAccount(server, 'sale');
    await insertApprovedKyc(server.db, investor.id);
    const opened = await call(investor, 'POST', '/api/investments', { projectId, unitId, amount });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const confirmed = await call(admin, 'POST', `/api/admin/investments/${opened.body.id}/confirm-payment`, {});
    expect(confirmed.status).toBe(200);
    return investor;
  }

  it('derives the loss live, previews it shared by ownership, and sells with those figures', async () => {
    const { page } = browser;
    const { projectId, unitId, title } = await unitOf(server, '62000.00');
    const half = await paidPosition(projectId, unitId, '31000');
    await paidPosition(projectId, unitId, '15500');

    await openAs(page, server, admin.token, `/secure-admin?tab=units&project=${projectId}`);
    const unit = page.getByRole('article', { name: 'Unit A1' });
    await expect.poll(() => unit.textContent()).toContain('$46,500.00 of $62,000.00');
    await unit.getByRole('button', { name: 'Mark as Sold' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark Unit A1 as Sold' });
    await expect.poll(() => dialog.getByLabel('Selling Costs (USD)').isVisible()).toBe(true);
    // No profit field to type: it is derived.
    expect(await dialog.getByLabel(/Profit Generated/).count()).toBe(0);

    // Live, as the admin types: 50,000 − 62,000 − 0 is a loss of 12,000.00.
    await dialog.getByLabel('Sold Price (USD)').fill('50000');
    await expect.poll(() => dialog.getByTestId('derived-profit').textContent()).toBe('$12,000.00');
    expect(await dialog.getByTestId('derived-profit-label').textContent()).toBe('= Loss');
    // Selling costs deepen it; more than the sold price is refused before anything is sent.
    await dialog.getByLabel('Selling Costs (USD)').fill('1500.50');
    await expect.poll(() => dialog.getByTestId('derived-profit').textContent()).toBe('$13,500.50');
    await dialog.getByLabel('Selling Costs (USD)').fill('50000.01');
    await dialog.getByRole('button', { name: 'Preview Shares' }).click();
    await expect
      .poll(() => dialog.getByText('Selling costs cannot be more than the sold price').isVisible())
      .toBe(true);
    await dialog.getByLabel('Selling Costs (USD)').fill('0');
    await expectWithinScreen(dialog);

    // The server's preview: the loss shared by ownership (half and a quarter of the unit), the unfunded
    // quarter's share the developer's.
    await dialog.getByRole('button', { name: 'Preview Shares' }).click();
    await expect.poll(() => dialog.getByTestId('profit-share').count()).toBe(2);
    const rows = await dialog.getByTestId('profit-share').allTextContents();
    expect(rows[0]).toContain('-$6,000.00');
    expect(rows[0]).toContain('$25,000.00');
    expect(rows[1]).toContain('-$3,000.00');
    expect(rows[1]).toContain('$12,500.00');
    expect(await dialog.getByRole('columnheader', { name: 'Loss share' }).count()).toBe(1);
    expect(await dialog.getByTestId('sale-figures').textContent()).toContain('= Loss$12,000.00');
    expect(await dialog.getByTestId('sale-totals').textContent()).toContain(
      '-$9,000.00 to investors; developer share -$3,000.00',
    );
    await expectWithinScreen(dialog);
    await expectNoSidewaysScroll(page, 'the Mark as Sold preview');

    await dialog.getByRole('button', { name: 'Confirm Sale' }).click();
    await expect.poll(() => page.getByTestId('toast').textContent()).toContain('Unit marked as sold successfully');
    await expect.poll(() => unit.textContent()).toContain('Sold');

    // Stored with its figures: the spec's call reads back the derived profit and the costs.
    const again = await call(admin, 'PATCH', `/api/secure-admin/units/${unitId}/mark-sold`, { soldPrice: '50000' });
    expect(again.body).toMatchObject({
      alreadySold: true,
      soldPrice: '50000.00',
      sellingCosts: '0.00',
      profitGenerated: '-12000.00',
    });

    // The investor's completed position: the value returned after their share of the loss.
    await openAs(page, server, half.token, '/dashboard');
    const completed = page.getByTestId('completed-position').filter({ hasText: title });
    await expect.poll(() => completed.count()).toBe(1);
    expect(await completed.locator('[data-label="Value returned"]').textContent()).toContain('$25,000.00');
    expect(await completed.locator('[data-label="Profit share"]').textContent()).toContain('-$6,000.00');
    await expectNoSidewaysScroll(page);
  });
});
