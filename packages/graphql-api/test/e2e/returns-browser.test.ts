import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserUnavailable, useBrowser } from '../../src/testing/browser.js';
import { useTestServer, type TestServer } from '../../src/testing/test-server.js';
import { insertApprovedKyc, projectWithUnit } from '../investing/support/investing-data.js';
import { contextOf, FakeClock, run, valueOf } from '../investing/support/investing-fixture.js';
import { adminAccount, bearer, newAccount, type TestAccount } from '../support/accounts-helpers.js';
import { describeOverflow, PHONE, sidewaysOverflow } from '../support/phone-width.js';

/*
 * Returns in cedis and the home currency (issue 22 item 6) on a 360 px phone: the investor picks a home currency
 * in /settings, then reads on the dashboard each position at the payment-date rate and today's, the property's
 * return apart from the currency's effect, in English and in Arabic (right to left), never wider than the screen.
 */

const clock = new FakeClock();
const toast = (page: Page) => page.getByTestId('toast');

async function openAs(page: Page, server: TestServer, token: string, path: string) {
  await page.goto(`${server.url}/faq`);
  await page.evaluate((value) => window.localStorage.setItem('authToken', value), token);
  await page.goto(`${server.url}${path}`);
}

async function expectNoSidewaysScroll(page: Page) {
  const report = await sidewaysOverflow(page);
  expect(report === null ? null : describeOverflow(page.url(), report)).toBeNull();
}

describe.skipIf(browserUnavailable())('returns in cedis and the home currency in a real browser', () => {
  const server = useTestServer({ seed: false });
  const browser = useBrowser({ viewport: PHONE });
  let admin: TestAccount;
  let ama: TestAccount;
  let soldId: number;
  let heldId: number;

  beforeAll(async () => {
    admin = await adminAccount(server);
    ama = await newAccount(server);
    await insertApprovedKyc(server.db, ama.id, new Date('2026-01-01T00:00:00Z'));
    const asAdmin = () => contextOf(admin.id, 'admin', clock);
    const setRate = async (code: string, rate: string) =>
      valueOf(await run(server.services.currencies.setRate, asAdmin(), { code, rate }));
    const invest = async (unit: { projectId: number; unitId: number }, amount: string) => {
      const ctx = contextOf(ama.id, 'user', clock);
      const { id } = valueOf(await run(server.services.investing.createInvestment, ctx, { ...unit, amount }));
      valueOf(await run(server.services.investing.confirmPayment, asAdmin(), { investmentId: id }));
      return id;
    };
    clock.set(new Date('2026-02-01T09:00:00Z'));
    await setRate('GHS', '14');
    clock.set(new Date('2026-03-02T10:00:00Z'));
    const sold = await projectWithUnit(server.db, { price: '4000.00' });
    soldId = await invest(sold, '1000.00');
    clock.set(new Date('2026-04-10T10:00:00Z'));
    heldId = await invest(await projectWithUnit(server.db, { price: '2500.50' }), '2500.50');
    clock.set(new Date('2026-05-01T09:00:00Z'));
    await setRate('GHS', '15.2');
    await setRate('GBP', '0.74');
    clock.set(new Date('2026-09-01T09:00:00Z'));
    valueOf(
      await run(server.services.investing.markUnitSold, asAdmin(), { unitId: sold.unitId, soldPrice: '4600.00' }),
    );
  });

  it('sets the home currency in /settings, then splits each position on the dashboard, in English and Arabic', async () => {
    const { page } = browser;
    // Settings: pick pounds; the choice is stored.
    await openAs(page, server, ama.token, '/settings');
    const select = page.getByRole('combobox', { name: 'Home currency' });
    await expect.poll(() => select.isVisible()).toBe(true);
    expect(await select.inputValue()).toBe('');
    await select.selectOption('GBP');
    await page.getByRole('button', { name: 'Save Home Currency' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Home currency saved');
    expect((await server.get(`/api/users/${ama.id}/profile`, bearer(ama.token))).body).toMatchObject({
      homeCurrency: 'GBP',
    });
    await expectNoSidewaysScroll(page);

    // Dashboard: the panel opens on pounds. The sold position earned £118.50 at the payment-date rate (0.79) and
    // lost £57.50 to the pound's move (0.74 today); the held one is valued at its contribution, and says so.
    await page.goto(`${server.url}/dashboard`);
    const sold = page.getByTestId(`returns-position-${soldId}`);
    await expect.poll(() => sold.isVisible()).toBe(true);
    expect(await page.getByRole('tab', { name: 'GBP' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => sold.textContent()).toContain('+£118.50');
    const soldText = await sold.textContent();
    for (const figure of ['£790.00', '£740.00', '£908.50', '£851.00', '-£57.50', '+£61.00']) {
      expect(soldText, figure).toContain(figure);
    }
    expect(soldText).toContain('0.79 when you paid, 0.74 today');
    const held = page.getByTestId(`returns-position-${heldId}`);
    expect(await held.textContent()).toContain('Not sold yet: the value shown is your contribution.');
    expect(await held.textContent()).toContain('-£125.03');
    // The cedi: ₵2,100.00 from the property, ₵1,380.00 from the cedi's fall against the dollar.
    await page.getByRole('tab', { name: 'GHS' }).click();
    await expect.poll(() => sold.textContent()).toContain('+₵2,100.00');
    expect(await sold.textContent()).toContain('+₵1,380.00');
    expect(await page.getByTestId('returns-totals').textContent()).toContain('+₵6,480.60');
    await expectNoSidewaysScroll(page);

    // Arabic, right to left: the panel's own text, the same figures, still within the screen.
    await page.goto(`${server.url}/dashboard?lang=ar`);
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expect.poll(() => page.getByText('العوائد بالسيدي وبعملة بلدك').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId(`returns-position-${soldId}`).textContent()).toContain('عائد العقار');
    await expectNoSidewaysScroll(page);
  });
});
