import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserUnavailable, useBrowser } from '../../src/testing/browser.js';
import { useTestServer, type TestServer } from '../../src/testing/test-server.js';
import { adminAccount, bearer, newAccount, send, type TestAccount } from '../support/accounts-helpers.js';
import { insertApprovedKyc, settleKycDecisions } from '../investing/support/investing-data.js';
import { submitKycAs } from '../support/kyc-helpers.js';

/*
 * The whole investing journey in a real browser (investor spec §2, accounts spec §2, rules §2-§3): an investor
 * expresses interest in a unit, an admin approves it in the Interests tab, KYC is approved, the payment
 * instructions reach the dashboard, the admin confirms the payment, then marks the unit sold, and the investor
 * sees the profit. Then the admin's refusals: an approval the unit can no longer hold, with the server's reason in
 * the toast, and a rejection with a reason. Each project is the test's own, so the figures are known to the cent.
 */

const toast = (page: Page) => page.getByTestId('toast');
async function expectToast(page: Page, title: string, description?: string) {
  await expect.poll(() => toast(page).textContent()).toContain(title);
  if (description) expect(await toast(page).textContent()).toContain(description);
}

/** Puts a token where the web app keeps it, as a sign-in would, then opens `path`. */
async function openAs(page: Page, server: TestServer, token: string, path: string) {
  await page.goto(`${server.url}/faq`);
  await page.evaluate((value) => window.localStorage.setItem('authToken', value), token);
  await page.goto(`${server.url}${path}`);
}

/** A project of the test's own with one unit, A1, at 100,000 USD (minimum 5,000). */
async function projectWithOneUnit(server: TestServer): Promise<{ projectId: number; title: string; unitId: number }> {
  const title = `Cantonments Court ${Math.random().toString(36).slice(2, 6)}`;
  const em = server.db.em();
  const [project] = await em.execute<{ id: number }[]>(
    `insert into projects (title, description, location, project_type, developer_name, timeline,
       construction_timeline, expected_profit, profit_range_min, profit_range_max, developer_listing_price,
       unit_price, min_investment, status)
     values (?, 'Two-bedroom apartments near the Cantonments embassy quarter', 'Cantonments, Accra', 'residential',
       'Test Developer', 24, '24 months', 18, 15, 22, 1000000, 100000, 5000, 'funding')
     returning id`,
    [title],
  );
  const [unit] = await em.execute<{ id: number }[]>(
    `insert into units (project_id, unit_number, unit_type, bedrooms, bathrooms, price, total_investment_needed,
       min_investment_amount)
     values (?, 'A1', '2-bedroom-apartment', 2, 2, 100000, 100000, 5000)
     returning id`,
    [project!.id],
  );
  return { projectId: Number(project!.id), title, unitId: Number(unit!.id) };
}

describe.skipIf(browserUnavailable())('the investing journey in a real browser', () => {
  const server = useTestServer({ seed: false });
  const browser = useBrowser();
  let admin: TestAccount;
  beforeAll(async () => {
    admin = await adminAccount(server);
  });

  it('interest → approval → KYC → payment instructions → payment confirmed → unit sold → profit', async () => {
    const { page } = browser;
    const investor = await newAccount(server, 'journey');
    const { projectId, title } = await projectWithOneUnit(server);
    const dashboard = async () => {
      await openAs(page, server, investor.token, '/dashboard');
      // One commitment, shown once, wherever it stands: a card in progress, a row once active or sold.
      const application = page
        .locator('[data-testid="commitment"], [data-testid="position"], [data-testid="completed-position"]')
        .filter({ hasText: title });
      await expect.poll(() => application.count()).toBe(1);
      return application;
    };

    // 1. The investor selects unit A1 on the project page and expresses interest in it.
    await openAs(page, server, investor.token, `/projects/${projectId}`);
    await page.getByRole('checkbox', { name: 'Select Unit A1' }).check();
    await page.getByTestId('express-interest-card').getByRole('button', { name: 'Express Interest' }).click();
    const interest = page.getByRole('dialog', { name: 'Express Interest' });
    await interest.getByLabel('Investment Amount (USD)').fill('25000');
    await interest.getByLabel('Preferred Contact Method').selectOption('whatsapp');
    await interest.getByLabel('WhatsApp Number').fill('+233 24 123 4567');
    await interest.getByLabel('Message (optional)').fill('Interested in unit A1');
    await interest.getByRole('button', { name: 'Submit Interest' }).click();
    await expectToast(page, 'Interest Submitted');

    // 2. The admin sees it in the Interests tab (and in the summary card) and approves it.
    await openAs(page, server, admin.token, '/secure-admin?tab=interests');
    await expect.poll(() => page.getByTestId('summary-investment-interests').textContent()).toContain('1');
    const item = page.getByTestId('admin-interest').filter({ hasText: investor.email });
    await expect.poll(() => item.textContent()).toContain(title);
    const itemText = await item.textContent();
    expect(itemText).toContain('Unit A1');
    expect(itemText).toContain('$25,000.00');
    expect(itemText).toContain('WhatsApp');
    expect(itemText).toContain('+233 24 123 4567');
    expect(itemText).toContain('Pending Review');
    expect(itemText).toContain('Interested in unit A1');
    await item.getByRole('button', { name: 'Approve' }).click();
    await expectToast(page, 'Interest Approved', 'KYC Required');
    await expect.poll(() => page.getByText('No pending investment interests').isVisible()).toBe(true);
    expect(await page.getByTestId('summary-investment-interests').textContent()).toContain('0');
    // The full list keeps it, with its new status and no buttons.
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect.poll(() => item.textContent()).toContain('KYC Required');
    expect(await item.getByRole('button', { name: 'Approve' }).count()).toBe(0);

    // 3. The investor's dashboard asks for KYC.
    let application = await dashboard();
    expect(await application.textContent()).toContain('KYC Required');
    expect(await application.getByTestId('action-required').textContent()).toContain('Action Required');

    // 4. The investor's KYC is submitted and approved (the KYC screens have their own browser test).
    expect((await submitKycAs(server, investor)).ok).toBe(true);
    const queue = await send(server, 'GET', '/api/secure-admin/kyc-pending', undefined, bearer(admin.token));
    const kyc = (queue.body as { id: number; userId: number }[]).find((k) => k.userId === investor.id)!;
    const approval = await send(server, 'PATCH', `/api/secure-admin/kyc/${kyc.id}/approve`, {}, bearer(admin.token));
    expect(approval.status, JSON.stringify(approval.body)).toBe(200);
    await settleKycDecisions(server.services);
    const [opened] = (
      await send(server, 'GET', `/api/investments/user/${investor.id}`, undefined, bearer(investor.token))
    ).body as { id: number; status: string; paymentReference: string; paymentDueAt: string }[];
    expect(opened).toMatchObject({ status: 'awaiting_payment', paymentReference: expect.any(String) });

    // 5. The dashboard shows the payment banner: amount, reference and due date, as issued.
    application = await dashboard();
    const banner = application.getByTestId('payment-banner');
    await expect.poll(() => banner.count()).toBe(1);
    const dueDate = await page.evaluate(
      (iso) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
      opened!.paymentDueAt,
    );
    const bannerText = await banner.textContent();
    for (const text of ['Payment Required', '$25,000.00 USD', opened!.paymentReference, dueDate]) {
      expect(bannerText).toContain(text);
    }

    // 6. The admin confirms the payment from the Awaiting Payment sub-tab.
    await openAs(page, server, admin.token, '/secure-admin?tab=investments');
    await expect.poll(() => page.getByTestId('investment-stat-awaiting-payment').textContent()).toContain('1');
    expect(await page.getByTestId('investment-stat-total-value').textContent()).toContain('$0.00');
    await page.getByRole('tab', { name: /Awaiting Payment/ }).click();
    const card = page.getByTestId('admin-investment').filter({ hasText: `Investment #${opened!.id}` });
    await expect.poll(() => card.textContent()).toContain(opened!.paymentReference);
    expect(await card.textContent()).toContain('$25,000.00');
    // The same progress the investor's dashboard shows for this commitment (one definition, issue 19).
    expect(await card.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('75');
    await card.getByRole('button', { name: 'Confirm Payment' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Payment' });
    expect(await confirm.textContent()).toContain(opened!.paymentReference);
    await confirm.getByRole('button', { name: 'Confirm Payment' }).click();
    await expectToast(page, 'Payment confirmed', 'Payment confirmed and investment activated');
    await expect.poll(() => page.getByText('No investments awaiting payment').isVisible()).toBe(true);
    expect(await page.getByTestId('investment-stat-active').textContent()).toContain('1');
    expect(await page.getByTestId('investment-stat-total-value').textContent()).toContain('$25,000.00');
    // The panel's four summary cards and its chart follow the confirmation (the overview is asked again).
    await expect
      .poll(() => page.getByTestId('summary-total-investment').textContent())
      .toBe('Total Investment$25,000.00confirmed, of $100,000.00 needed');
    expect(await page.getByTestId('summary-active-projects').textContent()).toBe(
      'Active Projects1of 1 project (completed and archived ones excluded)',
    );
    expect(await page.getByTestId('summary-investment-interests').textContent()).toBe(
      'Investment Interests0pending approval',
    );
    expect(await page.getByTestId('summary-pending-kyc').textContent()).toBe('Pending KYC0awaiting review');
    const chart = page.getByTestId('admin-activity-chart');
    expect(await chart.getByRole('img', { name: 'Commitments and confirmed payments' }).count()).toBe(1);
    expect(await chart.getByTestId('chart-week').count()).toBe(12);
    await chart.getByText('Show the figures as a table').click();
    // This week: the investment committed and its payment confirmed.
    expect(await chart.locator('tbody tr').last().textContent()).toMatch(/^Week of .+\$25,000\.00\$25,000\.00$/);
    await page.getByRole('tab', { name: /Active/ }).click();
    await expect.poll(() => card.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');

    // 7. The dashboard shows the investment active, the banner gone.
    application = await dashboard();
    expect(await application.textContent()).toContain('Investment Active');
    expect(await application.getByTestId('payment-banner').count()).toBe(0);
    const row = page.getByTestId('position').filter({ hasText: title });
    await expect.poll(() => row.getAttribute('data-stage')).toBe('active');
    expect(await row.textContent()).toContain('25.00%');

    // 8. The admin marks the unit sold: 25% of the unit was paid for, so the investor gets 25% of the profit.
    await openAs(page, server, admin.token, `/secure-admin?tab=units&project=${projectId}`);
    const unit = page.getByRole('article', { name: 'Unit A1' });
    await expect.poll(() => unit.textContent()).toContain('$25,000.00 of $100,000.00');
    await unit.getByRole('button', { name: 'Mark as Sold' }).click();
    const sale = page.getByRole('dialog', { name: 'Mark Unit A1 as Sold' });
    await sale.getByLabel('Sold Price (USD)').fill('0');
    await sale.getByLabel('Selling Costs (USD)').fill('-1');
    await sale.getByRole('button', { name: 'Preview Shares' }).click();
    await expect.poll(() => sale.getByText('Sold price must be greater than 0').isVisible()).toBe(true);
    expect(await sale.getByText('Selling costs cannot be negative').isVisible()).toBe(true);
    // The profit is derived (issue 19 item 6): 130,000.10 − 100,000 − 0 = 30,000.10.
    await sale.getByLabel('Sold Price (USD)').fill('130000.10');
    await sale.getByLabel('Selling Costs (USD)').fill('0');
    expect(await sale.getByTestId('derived-profit').textContent()).toBe('$30,000.10');
    await sale.getByRole('button', { name: 'Preview Shares' }).click();
    // The preview shows the investor's share before anything is sold.
    await expect.poll(() => sale.getByTestId('profit-share').count()).toBe(1);
    expect(await sale.getByTestId('profit-share').textContent()).toContain('$7,500.03');
    await sale.getByRole('button', { name: 'Confirm Sale' }).click();
    // 30,000.10 × 25,000 / 100,000 = 7,500.025, rounded half up; the rest is the developer's.
    await expectToast(page, 'Unit marked as sold successfully', '$7,500.03 distributed to investors');
    expect(await toast(page).textContent()).toContain('developer share $22,500.07');
    await expect.poll(() => unit.textContent()).toContain('Sold');
    expect(await unit.getByRole('button', { name: 'Mark as Sold' }).count()).toBe(0);
    await openAs(page, server, admin.token, '/secure-admin?tab=investments');
    await page.getByRole('tab', { name: /All/ }).click();
    await expect.poll(() => card.textContent()).toContain('Completed');
    expect(await card.textContent()).toContain('$7,500.03 (value $32,500.03)');

    // 9. The investor sees the profit: in the figures and in the investment's current value.
    await dashboard();
    const profit = page.getByTestId('dashboard-stat').filter({ hasText: 'Profit Received' });
    await expect.poll(() => profit.textContent()).toContain('$7,500.03');
    const sold = page.getByTestId('completed-position').filter({ hasText: title });
    await expect.poll(() => sold.getAttribute('data-stage')).toBe('sold');
    expect(await sold.textContent()).toContain('$32,500.03');
  });

  it("an admin rejects an interest with a reason, and an approval the unit can no longer hold shows the server's reason", async () => {
    const { page } = browser;
    const { projectId, title, unitId } = await projectWithOneUnit(server);
    const express = async (investor: TestAccount, interestAmount: string) => {
      const res = await send(
        server,
        'POST',
        '/api/project-interests',
        { projectId, unitId, interestAmount, contactPreference: 'email', contactInfo: investor.email },
        bearer(investor.token),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    };
    const verified = await newAccount(server, 'verified');
    await insertApprovedKyc(server.db, verified.id);
    const doubtful = await newAccount(server, 'doubtful');
    await express(verified, '25000');
    await express(doubtful, '5000');
    // Meanwhile a direct investment takes 90,000 of the unit's 100,000.
    const direct = await send(
      server,
      'POST',
      '/api/investments',
      { projectId, unitId, amount: '90000' },
      bearer(verified.token),
    );
    expect(direct.status, JSON.stringify(direct.body)).toBe(201);

    await openAs(page, server, admin.token, '/secure-admin?tab=interests');
    const tooBig = page.getByTestId('admin-interest').filter({ hasText: verified.email });
    await expect.poll(() => tooBig.textContent()).toContain(title);
    await tooBig.getByRole('button', { name: 'Approve' }).click();
    await expectToast(page, 'Failed to approve investment interest', 'Only 10,000.00 USD remains in this unit');
    expect(await tooBig.textContent()).toContain('Pending Review');

    // Reject with a reason: the field takes at most 1000 characters.
    const other = page.getByTestId('admin-interest').filter({ hasText: doubtful.email });
    expect(await other.textContent()).toContain('$5,000.00');
    await other.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject Investment Interest' });
    await dialog.getByLabel('Reason (optional)').fill('x'.repeat(1001));
    expect(await dialog.textContent()).toContain('1000/1000');
    await dialog.getByLabel('Reason (optional)').fill('The contact address could not be verified');
    await dialog.getByRole('button', { name: 'Reject Interest' }).click();
    await expectToast(page, 'Interest Rejected', 'Investment interest has been rejected');
    await expect.poll(() => other.count()).toBe(0);
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect.poll(() => other.textContent()).toContain('Rejected');
    expect(await other.textContent()).toContain('The contact address could not be verified');
  });
});
