import { startFakePaystack } from '@cobuy/adapters';
import { systemClock } from '@cobuy/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserUnavailable, useBrowser } from '../../src/testing/browser.js';
import { useTestServer, type TestServer } from '../../src/testing/test-server.js';
import { adminAccount, newAccount, type TestAccount } from '../support/accounts-helpers.js';
import { insertApprovedKyc, projectWithUnit } from '../investing/support/investing-data.js';
import { contextOf, run, valueOf } from '../investing/support/investing-fixture.js';

/*
 * Issue 22, end to end in a real browser: an investor with an investment awaiting payment presses "Pay with
 * mobile money or card" on the dashboard, gets a GHS quote, pays on the (fake) provider's checkout page with MTN
 * mobile money, comes back and sees the investment active: no admin did anything. The admin then finds the
 * payment matched in the Reconciliation tab, at phone width.
 */

const fake = await startFakePaystack();
afterAll(() => fake.stop());

async function openAs(page: Page, server: TestServer, token: string, path: string) {
  await page.goto(`${server.url}/faq`);
  await page.evaluate((value) => window.localStorage.setItem('authToken', value), token);
  await page.goto(`${server.url}${path}`);
}

describe.skipIf(browserUnavailable())('paying online in a real browser', () => {
  const server = useTestServer({
    seed: false,
    env: { PAYSTACK_SECRET_KEY: fake.secretKey, PAYSTACK_BASE_URL: fake.url },
  });
  const browser = useBrowser();
  let investor: TestAccount;
  let investmentId: number;
  beforeAll(async () => {
    fake.webhookUrl = `${server.url}/api/payments/webhooks/paystack`;
    fake.callbackOverride = `${server.url}/dashboard?payment=returned`;
    investor = await newAccount(server);
    await insertApprovedKyc(server.db, investor.id);
    const { projectId, unitId } = await projectWithUnit(server.db, { price: '100000.00' });
    const investment = valueOf(
      await run(server.services.investing.createInvestment, contextOf(investor.id, 'user', systemClock), {
        projectId,
        unitId,
        amount: '2000.00',
      }),
    );
    investmentId = investment.id;
  });

  it('the investor pays by MTN mobile money and sees the investment active without any admin action', async () => {
    const { page } = browser;
    await openAs(page, server, investor.token, '/dashboard');
    const paying = page.locator('[data-testid="commitment"][data-stage="payment"]');
    await paying.getByRole('button', { name: 'Pay with mobile money or card' }).click();
    await page.getByLabel(/Ghana cedis: mobile money/).check();
    await page.getByRole('button', { name: 'Get quote' }).click();
    const quote = page.getByTestId('payment-quote');
    await expect.poll(() => quote.textContent()).toContain('25,000.00 GHS');
    expect(await quote.textContent()).toContain('rate locked: 12.5 GHS per USD');
    await page.getByRole('link', { name: 'Continue to payment' }).click();
    await page.getByRole('heading', { name: 'Test checkout' }).waitFor();
    expect(await page.locator('#amount').textContent()).toBe('GHS 25000.00');
    await page.getByLabel('MTN Mobile Money').check();
    await page.getByRole('button', { name: 'Pay with mobile money' }).click();
    // Back on the dashboard: the webhook has been verified and matched; the position is active.
    await page.waitForURL(/\/dashboard\?payment=returned/);
    const position = page.getByTestId('position').first();
    await position.waitFor();
    expect(await position.locator('[data-label="Status"]').textContent()).toContain('Investment Active');
    expect(await page.locator('[data-testid="commitment"][data-stage="payment"]').count()).toBe(0);
    const [row] = await server.db
      .em()
      .execute<{ status: string; payment_confirmed_by: number | null }[]>(
        'select status, payment_confirmed_by from investments where id = ?',
        [investmentId],
      );
    expect(row).toEqual({ status: 'active', payment_confirmed_by: null });
  });

  it('the admin finds the payment matched in the Reconciliation tab, which fits a 360 px phone', async () => {
    const { page } = browser;
    const admin = await adminAccount(server);
    await page.setViewportSize({ width: 360, height: 780 });
    await openAs(page, server, admin.token, '/secure-admin?tab=reconciliation');
    await page.getByRole('heading', { name: 'Reconciliation' }).waitFor();
    await page.getByLabel('Show').selectOption('matched');
    const card = page.locator('[data-testid="reconciliation-payment"][data-status="matched"]').first();
    await card.waitFor();
    expect(await card.textContent()).toContain('25,000.00 GHS');
    expect(await card.textContent()).toContain('mobile money');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
