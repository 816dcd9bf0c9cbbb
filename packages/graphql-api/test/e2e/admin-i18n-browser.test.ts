import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserUnavailable, useBrowser } from '../../src/testing/browser.js';
import { useTestServer, type TestServer } from '../../src/testing/test-server.js';
import { describeOverflow, PHONE, settled, sidewaysOverflow } from '../support/phone-width.js';
import { adminAccount, newAccount } from '../support/accounts-helpers.js';
import { submitKycAs } from '../support/kyc-helpers.js';

/*
 * Issue 20, item 1 (docs/i18n.md, "Converted screens"): the admin panel's overview and KYC queue drawn from the
 * `admin` and `adminKyc` catalogs, in French and in Arabic (right to left, and still no sideways scroll on a phone).
 */

/** Puts a token where the web app keeps it, as a sign-in would, then opens `path`. */
async function openAs(page: Page, server: TestServer, token: string, path: string) {
  await page.goto(`${server.url}/faq`);
  await page.evaluate((value) => window.localStorage.setItem('authToken', value), token);
  await page.goto(`${server.url}${path}`);
}

/** Every message drawn with its values: a catalog reaching the browser unparsed would show '{name}'. */
async function expectNoRawMessages(page: Page) {
  expect(await page.locator('main').textContent()).not.toMatch(/[{}]/);
}

const documentLanguage = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

describe.skipIf(browserUnavailable())('the admin panel in French and Arabic', () => {
  const server = useTestServer();
  const browser = useBrowser({ viewport: PHONE });

  it('draws the overview and the KYC queue in French, then in Arabic right to left', async () => {
    const { page } = browser;
    const investor = await newAccount(server, 'adminlang');
    await submitKycAs(server, investor, { fullName: 'Efua Mensah' });
    const admin = await adminAccount(server);

    // French: the header, the summary cards, the chart's heading, the tab row and the KYC queue.
    await openAs(page, server, admin.token, '/secure-admin?tab=kyc&lang=fr');
    await page.getByRole('heading', { level: 2, name: 'Vérifications KYC' }).waitFor();
    expect(await documentLanguage(page)).toEqual({ lang: 'fr', dir: 'ltr' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Bienvenue, \w/);
    await expect.poll(() => page.getByTestId('summary-pending-kyc').textContent()).toContain('KYC en attente');
    expect(await page.getByTestId('summary-active-projects').textContent()).toContain('Projets actifs');
    expect(await page.getByRole('heading', { name: 'Engagements et paiements confirmés' }).count()).toBe(1);
    expect(await page.getByRole('tab', { name: 'Devises' }).count()).toBe(1);
    const item = page.getByTestId('kyc-pending-item').filter({ hasText: 'Efua Mensah' });
    await expect.poll(() => item.textContent()).toContain('Soumis le');
    await item.click();
    const panel = page.getByTestId('kyc-review-panel');
    await panel.getByRole('button', { name: 'Approuver le KYC' }).waitFor();
    expect(await panel.textContent()).toContain("Pièce d'identité");
    expect(await panel.getByLabel('Motif du rejet').count()).toBe(1);
    await expectNoRawMessages(page);
    // Rejecting without a reason: the French toast, and the reason box says why.
    await panel.getByRole('button', { name: 'Rejeter le KYC' }).click();
    await expect.poll(() => page.getByTestId('toast').textContent()).toContain('Motif du rejet requis');

    // Arabic: the same screens right to left, fitting the phone.
    await page.goto(`${server.url}/secure-admin?tab=kyc&lang=ar`);
    await page.getByRole('heading', { level: 2, name: 'عمليات التحقق من الهوية (KYC)' }).waitFor();
    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^مرحبًا، \w/);
    await expect.poll(() => page.getByTestId('summary-pending-kyc').textContent()).toContain('طلبات التحقق المعلقة');
    expect(await page.getByRole('tab', { name: 'العملات' }).count()).toBe(1);
    await expect.poll(() => item.textContent()).toContain('أُرسل في');
    // The pending card's text starts at the right edge, as Arabic reads.
    expect(await item.evaluate((element) => getComputedStyle(element).textAlign)).toBe('start');
    expect(await item.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    await item.click();
    await page.getByTestId('kyc-review-panel').getByRole('button', { name: 'الموافقة على التحقق من الهوية' }).waitFor();
    await expectNoRawMessages(page);
    // The chart's table: its figures line up at the end of each cell (the left, in Arabic).
    await page.getByText('عرض الأرقام في جدول').click();
    const cell = page.getByTestId('admin-activity-table').locator('tfoot td').first();
    expect(await cell.evaluate((element) => getComputedStyle(element).textAlign)).toBe('end');
    await settled(page);
    const overflow = await sidewaysOverflow(page);
    expect(overflow && describeOverflow('/secure-admin in Arabic', overflow)).toBeNull();
  });
});
