import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserUnavailable, useBrowser } from '../../src/testing/browser.js';
import { useTestServer, type TestServer } from '../../src/testing/test-server.js';
import { adminAccount, type TestAccount } from '../support/accounts-helpers.js';

/*
 * Issue 23 item 1 in a real browser: the KYC queue and the Reconciliation tab page with "Load more" and keep their
 * filters in the address (docs/api.md, "Lists that page").
 */

async function openAs(page: Page, server: TestServer, token: string, path: string) {
  await page.goto(`${server.url}/faq`);
  await page.evaluate((value) => window.localStorage.setItem('authToken', value), token);
  await page.goto(`${server.url}${path}`);
}

describe.skipIf(browserUnavailable())('admin lists that page, in a browser', () => {
  const server = useTestServer({ seed: false });
  const browser = useBrowser();
  let admin: TestAccount;

  beforeAll(async () => {
    admin = await adminAccount(server);
    const em = server.db.em();
    // 23 verifications waiting, one a day; and 23 payments no checkout explains.
    await em.execute(
      `insert into users (username, email, password_hash, first_name, last_name)
       select 'pager' || g, 'pager' || g || '@example.com', 'x', 'Pager', 'Person' from generate_series(1, 23) g`,
    );
    await em.execute(
      `insert into kyc_verifications (user_id, status, full_name, date_of_birth, nationality, phone_number, address,
         city, postal_code, country, document_type, document_number, document_expiry_date, proof_of_address_type,
         proof_of_address_date, source_of_funds, employment_status, submitted_at)
       select u.id, 'pending', 'Pager Person ' || substr(u.username, 6), '1985-01-01', 'gh', '+233 24 000 0000',
              '1 Test Street', 'Accra', 'GA-1', 'ghana', 'passport', 'G0000000', '2031-01-01', 'utility_bill',
              '2026-03-01', 'employment', 'employed',
              timestamptz '2026-04-01 09:00:00+00' + (substr(u.username, 6)::int) * interval '1 day'
         from users u where u.username like 'pager%'`,
    );
    await em.execute(
      `insert into unmatched_payments (provider, reference, amount_minor, currency, provider_data, received_at)
       select 'paystack', 'PAGER-' || g, 5000, 'GHS', '{}'::jsonb, now() - g * interval '1 minute'
         from generate_series(1, 23) g`,
    );
  });

  it('the KYC queue: 20, then the rest on Load more; a filter in the address narrows it', async () => {
    const { page } = browser;
    await openAs(page, server, admin.token, '/secure-admin?tab=kyc&q=pager');
    const items = page.getByTestId('kyc-pending-item');
    await expect.poll(() => items.count()).toBe(20);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => items.count()).toBe(23);
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);

    await page.getByLabel('Submitted from').fill('2026-04-10');
    await page.getByLabel('Submitted to').fill('2026-04-11');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => items.count()).toBe(2);
    const url = new URL(page.url());
    expect(url.searchParams.get('from')).toBe('2026-04-10');
    expect(url.searchParams.get('to')).toBe('2026-04-11');
    await page.reload();
    await expect.poll(() => items.count()).toBe(2);
    expect(await page.getByLabel('Submitted from').inputValue()).toBe('2026-04-10');
  });

  it('the Reconciliation tab: Load more, and the reference filter from the address', async () => {
    const { page } = browser;
    await openAs(page, server, admin.token, '/secure-admin?tab=reconciliation&status=unmatched');
    const cards = page.getByTestId('reconciliation-payment');
    await expect.poll(() => cards.count()).toBe(20);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => cards.count()).toBe(23);

    await page.getByLabel('Reference').fill('pager-7');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => cards.count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('reference')).toBe('pager-7');
    await page.getByLabel('Reference').fill('nothing-like-this');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByText('No online payments match this filter.').isVisible()).toBe(true);
  });
});
