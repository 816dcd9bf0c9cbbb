import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserUnavailable, useBrowser } from '../../src/testing/browser.js';
import { useTestServer, type TestServer } from '../../src/testing/test-server.js';
import { insertApprovedKyc } from '../investing/support/investing-data.js';
import { adminAccount, bearer, newAccount, send, type TestAccount } from '../support/accounts-helpers.js';

/*
 * Issue 19 item 8 at phone size (390 × 844): one date format, and every deadline with its time zone. The browser
 * runs in Lagos (GMT+1), an hour off Accra, as an investor there would: the payment's due date says Accra time
 * and the viewer's own, on the investor's dashboard and in the admin's card; other dates are written the site's
 * one way ('Nov 26, 2026').
 */

const PHONE = { width: 390, height: 844 };
const VIEWER_ZONE = 'Africa/Lagos';

async function openAs(page: Page, server: TestServer, token: string, path: string) {
  await page.goto(`${server.url}/faq`);
  await page.evaluate((value) => window.localStorage.setItem('authToken', value), token);
  await page.goto(`${server.url}${path}`);
}

const wallClock = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));

describe.skipIf(browserUnavailable())(
  'deadlines with their time zone, on a phone outside Accra (issue 19 item 8)',
  () => {
    const server = useTestServer({ seed: false });
    const browser = useBrowser({ viewport: PHONE, timezoneId: VIEWER_ZONE });
    let admin: TestAccount;
    beforeAll(async () => {
      admin = await adminAccount(server);
    });

    it('shows a payment deadline in Accra time and in the viewer’s own, and dates in one format', async () => {
      const { page } = browser;
      const em = server.db.em();
      const [project] = await em.execute<{ id: number }[]>(
        `insert into projects (title, description, location, project_type, developer_name, timeline,
         construction_timeline, expected_profit, profit_range_min, profit_range_max, developer_listing_price,
         unit_price, min_investment, status)
       values ('Deadline Court', 'Test apartments', 'Osu, Accra', 'residential', 'Test Developer', 24, '24 months',
         18, 15, 22, 1000000, '100000.00', '1000.00', 'funding')
       returning id`,
      );
      const [unit] = await em.execute<{ id: number }[]>(
        `insert into units (project_id, unit_number, unit_type, bedrooms, bathrooms, price, total_investment_needed,
         min_investment_amount)
       values (?, 'D1', '2-bedroom-apartment', 2, 2, '100000.00', '100000.00', '1000.00')
       returning id`,
        [project!.id],
      );
      const investor = await newAccount(server, 'deadline');
      await insertApprovedKyc(server.db, investor.id);
      const opened = await send(
        server,
        'POST',
        '/api/investments',
        { projectId: project!.id, unitId: unit!.id, amount: '20000' },
        bearer(investor.token),
      );
      expect(opened.status, JSON.stringify(opened.body)).toBe(201);
      const dueAt = opened.body.paymentDueAt as string;
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(VIEWER_ZONE);
      const accra = `${wallClock(dueAt, 'Africa/Accra')} Accra time (GMT)`;
      const own = `${wallClock(dueAt, VIEWER_ZONE)} your time (GMT+1)`;

      // The investor's payment box.
      await openAs(page, server, investor.token, '/dashboard');
      const banner = page.getByTestId('payment-banner');
      await expect.poll(() => banner.count()).toBe(1);
      // Greeted by first name, not username (issue 19 item 9), on the phone.
      expect(await page.getByRole('heading', { name: 'Welcome back, Ama' }).isVisible()).toBe(true);
      const due = await banner.textContent();
      expect(due).toContain(accra);
      expect(due).toContain(own);

      // The admin's card of the same investment, with the day it was made in the site's one format.
      await openAs(page, server, admin.token, '/secure-admin?tab=investments');
      await page.getByRole('tab', { name: /Awaiting Payment/ }).click();
      const card = page.getByTestId('admin-investment').filter({ hasText: `Investment #${opened.body.id}` });
      await expect.poll(() => card.count()).toBe(1);
      const text = await card.textContent();
      expect(text).toContain(accra);
      expect(text).toContain(own);
      const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: VIEWER_ZONE }).format(new Date());
      expect(text).toContain(`Created${today}`);
    });
  },
);
