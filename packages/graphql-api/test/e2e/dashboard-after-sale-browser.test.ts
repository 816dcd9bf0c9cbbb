import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config.js';
import { browserUnavailable, useBrowser } from '../../src/testing/browser.js';
import { useTestServer, type TestServer } from '../../src/testing/test-server.js';
import { insertApprovedKyc } from '../investing/support/investing-data.js';
import { adminAccount, bearer, newAccount, send, type TestAccount } from '../support/accounts-helpers.js';
import { describeOverflow, PHONE as NARROW, sidewaysOverflow } from '../support/phone-width.js';

/*
 * Issue 19 at phone size (390 × 844), items 4, 5 and the investor's half of item 1:
 * - one commitment, shown once: an application and the investment opened for it are one card, with its stage as
 *   a stepper, the payment box first when payment is due, the percentage the admin sees too, and one way to back
 *   out; a direct investment skips Interest and Approved;
 * - after a sale: the position leaves Active Investments for Completed Investments, with the sale's day and
 *   price, the profit share, the value returned and the payout's status; an admin records the payout on a phone
 *   (the form says the server's rules first), and the investor then reads "Paid on …";
 * - each position is a card on a phone: every figure is on screen, none past the right edge, and no page is wider
 *   than a 360 px screen.
 */

const BANK = readConfig({ NODE_ENV: 'test' }).payments.details;
const PHONE = { width: 390, height: 844 };
const toast = (page: Page) => page.getByTestId('toast');

async function expectToast(page: Page, title: string, description?: string) {
  await expect.poll(() => toast(page).textContent()).toContain(title);
  if (description) expect(await toast(page).textContent()).toContain(description);
}

async function openAs(page: Page, server: TestServer, token: string, path: string) {
  await page.goto(`${server.url}/faq`);
  await page.evaluate((value) => window.localStorage.setItem('authToken', value), token);
  await page.goto(`${server.url}${path}`);
}

/** The element lies within the screen's width: nothing of it is cut off past the right edge. */
async function expectWithinScreen(locator: Locator, width = PHONE.width): Promise<void> {
  const box = await locator.boundingBox();
  expect(box, 'on screen').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

/** At 360 px the page is no wider than the screen (issue 19, item 1); a failure names what sticks out. */
async function expectNoSidewaysScroll(page: Page, where = page.url()): Promise<void> {
  const size = page.viewportSize()!;
  await page.setViewportSize(NARROW);
  const report = await sidewaysOverflow(page);
  await page.setViewportSize(size);
  expect(report === null ? null : describeOverflow(where, report)).toBeNull();
}

let counter = 0;
/** A project of its own with units A1, A2… of 100,000.00 (minimum 1,000). */
async function projectWithUnits(server: TestServer, count = 1) {
  counter++;
  const title = `Phone journey ${counter} ${Math.random().toString(36).slice(2, 6)}`;
  const em = server.db.em();
  const [project] = await em.execute<{ id: number }[]>(
    `insert into projects (title, description, location, project_type, developer_name, timeline,
       construction_timeline, expected_profit, profit_range_min, profit_range_max, developer_listing_price,
       unit_price, min_investment, status)
     values (?, 'Test apartments', 'Osu, Accra', 'residential', 'Test Developer', 24, '24 months',
       18, 15, 22, 1000000, '100000.00', '1000.00', 'funding')
     returning id`,
    [title],
  );
  const unitIds: number[] = [];
  for (let n = 1; n <= count; n++) {
    const [unit] = await em.execute<{ id: number }[]>(
      `insert into units (project_id, unit_number, unit_type, bedrooms, bathrooms, price, total_investment_needed,
         min_investment_amount)
       values (?, ?, '2-bedroom-apartment', 2, 2, '100000.00', '100000.00', '1000.00')
       returning id`,
      [project!.id, `A${n}`],
    );
    unitIds.push(Number(unit!.id));
  }
  return { projectId: Number(project!.id), title, unitIds };
}

describe.skipIf(browserUnavailable())('the investor dashboard and payouts on a phone (issue 19)', () => {
  const server = useTestServer({ seed: false });
  const browser = useBrowser({ viewport: PHONE });
  let admin: TestAccount;
  beforeAll(async () => {
    admin = await adminAccount(server);
  });

  const call = (who: TestAccount, method: string, path: string, body?: unknown) =>
    send(server, method, path, body, bearer(who.token));

  async function verifiedInvestor(): Promise<TestAccount> {
    const investor = await newAccount(server, 'phone');
    await insertApprovedKyc(server.db, investor.id);
    return investor;
  }

  /** A direct investment of `amount`, paid. */
  async function paidPosition(investor: TestAccount, projectId: number, unitId: number, amount = '25000') {
    const opened = await call(investor, 'POST', '/api/investments', { projectId, unitId, amount });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const confirmed = await call(admin, 'POST', `/api/admin/investments/${opened.body.id}/confirm-payment`, {});
    expect(confirmed.status).toBe(200);
    return opened.body.id as number;
  }

  it('shows each commitment once: stepper, payment box first, the admin’s percentage, one way to back out', async () => {
    const { page } = browser;
    const investor = await verifiedInvestor();
    const { projectId, title, unitIds } = await projectWithUnits(server, 2);
    // A1: an application, approved with valid KYC, so its investment is open and payment is due.
    const interest = await call(investor, 'POST', '/api/project-interests', {
      projectId,
      unitId: unitIds[0],
      interestAmount: '25000',
      contactPreference: 'email',
      contactInfo: investor.email,
    });
    const approved = await call(admin, 'POST', `/api/secure-admin/project-interests/${interest.body.id}/approve`);
    expect(approved.body.status).toBe('awaiting_payment');
    const reference = approved.body.paymentReference as string;
    // A2: a direct investment, waiting for its payment too.
    const direct = await call(investor, 'POST', '/api/investments', { projectId, unitId: unitIds[1], amount: '5000' });
    expect(direct.body.status).toBe('awaiting_payment');

    await openAs(page, server, investor.token, '/dashboard');
    const section = page.getByTestId('commitments-in-progress');
    const cards = section.getByTestId('commitment');
    await expect.poll(() => cards.count()).toBe(2);
    // Shown once: no other card or row on the page names unit A1.
    const everything = page.locator(
      '[data-testid="commitment"], [data-testid="position"], [data-testid="completed-position"], [data-testid="closed-commitment"]',
    );
    expect(await everything.filter({ hasText: 'Unit A1' }).count()).toBe(1);
    expect(await page.getByTestId('positions').count()).toBe(0);

    // Payment due: this section comes before the figures, and in the card the payment box comes first.
    const sectionBox = (await section.boundingBox())!;
    const statsBox = (await page.getByTestId('dashboard-stat').first().boundingBox())!;
    expect(sectionBox.y).toBeLessThan(statsBox.y);
    const paired = cards.filter({ hasText: 'Unit A1' });
    expect(await paired.locator(':scope > *').first().getAttribute('data-testid')).toBe('payment-banner');
    const box = await paired.getByTestId('payment-banner').textContent();
    for (const text of ['$25,000.00 USD', reference, BANK.bankName, BANK.accountNumber, 'Due Date']) {
      expect(box).toContain(text);
    }
    await expectWithinScreen(paired);

    // Its stage as a stepper: Interest, Approved and KYC done, Payment the current step, at 75%.
    const steps = paired.getByTestId('commitment-stepper').getByRole('listitem');
    expect(await steps.evaluateAll((items) => items.map((li) => li.getAttribute('data-state')))).toEqual([
      'done',
      'done',
      'done',
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(await paired.locator('[aria-current="step"]').textContent()).toContain('Payment');
    expect(await paired.getByTestId('commitment-progress').textContent()).toBe('Step 4 of 7: Payment · 75%');
    // The direct investment skips the review: Interest and Approved are shown as skipped.
    const alone = cards.filter({ hasText: 'Unit A2' });
    expect(
      await alone
        .getByTestId('commitment-stepper')
        .getByRole('listitem')
        .evaluateAll((items) => items.slice(0, 3).map((li) => li.getAttribute('data-state'))),
    ).toEqual(['skipped', 'skipped', 'done']);
    // One way to back out each.
    expect(await paired.getByRole('button').allTextContents()).toEqual(['Withdraw']);
    expect(await alone.getByRole('button').allTextContents()).toEqual(['Cancel']);
    await expectNoSidewaysScroll(page);

    // The admin's list shows the same 75% for the same commitment.
    await openAs(page, server, admin.token, '/secure-admin?tab=investments');
    await page.getByRole('tab', { name: /Awaiting Payment/ }).click();
    const adminCard = page
      .getByTestId('admin-investment')
      .filter({ hasText: `Investment #${approved.body.investmentId}` });
    await expect.poll(() => adminCard.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('75');
    expect(await adminCard.textContent()).toContain('Payment Required');

    // Backing out of the pair withdraws the application and cancels its investment, in one action.
    await openAs(page, server, investor.token, '/dashboard');
    await paired.getByRole('button', { name: 'Withdraw' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw this application?' });
    await dialog.getByRole('button', { name: 'Withdraw Application' }).click();
    await expectToast(page, 'Application Withdrawn');
    await expect.poll(() => cards.count()).toBe(1);
    expect(await page.getByTestId('closed-commitment').textContent()).toContain('Withdrawn');
    const investments = await call(investor, 'GET', `/api/investments/user/${investor.id}`);
    const pair = (investments.body as { id: number; status: string }[]).find(
      (i) => i.id === approved.body.investmentId,
    );
    expect(pair?.status).toBe('cancelled');
    expect(await page.getByText(title).count()).toBeGreaterThan(0);
  });

  it('on a phone each position is a card with every figure on screen', async () => {
    const { page } = browser;
    const investor = await verifiedInvestor();
    for (const amount of ['12500.50', '40000']) {
      const { projectId, unitIds } = await projectWithUnits(server);
      await paidPosition(investor, projectId, unitIds[0]!, amount);
    }
    await openAs(page, server, investor.token, '/dashboard');
    const positions = page.getByTestId('position');
    await expect.poll(() => positions.count()).toBe(2);
    for (const position of await positions.all()) {
      await expectWithinScreen(position);
      for (const label of ['Amount', 'Ownership', 'Current Value', 'Status']) {
        const cell = position.locator(`[data-label="${label}"]`);
        expect(await cell.isVisible(), label).toBe(true);
        await expectWithinScreen(cell);
      }
      expect(await position.locator('[data-label="Status"]').textContent()).toContain('Investment Active');
    }
    expect(await positions.first().locator('[data-label="Current Value"]').textContent()).toContain('$40,000.00');
    await expectNoSidewaysScroll(page);
  });

  it('after a sale: its own section with sale, profit and payout; the admin records the payout; "Paid on …"', async () => {
    const { page } = browser;
    const investor = await verifiedInvestor();
    const kept = await projectWithUnits(server);
    await paidPosition(investor, kept.projectId, kept.unitIds[0]!, '10000');
    const sold = await projectWithUnits(server);
    const investmentId = await paidPosition(investor, sold.projectId, sold.unitIds[0]!, '25000');
    const sale = await call(admin, 'PATCH', `/api/secure-admin/units/${sold.unitIds[0]}/mark-sold`, {
      soldPrice: '130000',
      profitGenerated: '30000',
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(200);

    await openAs(page, server, investor.token, '/dashboard');
    const completed = page.getByTestId('completed-position');
    await expect.poll(() => completed.count()).toBe(1);
    const soldOn = await page.evaluate(() =>
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'Africa/Accra' }).format(new Date()),
    );
    const cell = (label: string) => completed.locator(`[data-label="${label}"]`);
    expect(await completed.textContent()).toContain(sold.title);
    expect(await cell('Sold on').textContent()).toContain(soldOn);
    expect(await cell('Sale price').textContent()).toContain('$130,000.00');
    expect(await cell('Invested').textContent()).toContain('$25,000.00');
    expect(await cell('Profit share').textContent()).toContain('$7,500.00');
    expect(await cell('Value returned').textContent()).toContain('$32,500.00');
    expect(await cell('Payout').textContent()).toContain('Payout pending');
    for (const label of ['Sold on', 'Sale price', 'Profit share', 'Value returned', 'Payout']) {
      await expectWithinScreen(cell(label));
    }
    // It left Active Investments, which now agrees with Active Positions; how and when it is paid is said.
    const active = page.getByTestId('investments');
    expect(await active.textContent()).not.toContain(sold.title);
    expect(await page.getByTestId('position').count()).toBe(1);
    expect(await page.getByTestId('dashboard-stat').filter({ hasText: 'Active Positions' }).textContent()).toContain(
      '1',
    );
    expect(await page.getByTestId('completed-investments').textContent()).toContain(
      'once it has been sent, the date and the transfer',
    );
    await expectNoSidewaysScroll(page);

    // The admin, on a phone: Investments → Completed → Record Payout.
    await openAs(page, server, admin.token, '/secure-admin?tab=investments');
    await page.getByRole('tab', { name: /Completed/ }).click();
    const card = page.getByTestId('admin-investment').filter({ hasText: `Investment #${investmentId}` });
    await expect.poll(() => card.textContent()).toContain('Not yet recorded');
    // The panel's Completed sub-tab, its sale and payout included, fits a 360 px screen too.
    await expectNoSidewaysScroll(page, 'the admin panel, Investments → Completed');
    await card.getByRole('button', { name: 'Record Payout' }).click();
    const form = page.getByRole('dialog', { name: 'Record Payout' });
    await expectWithinScreen(form);
    // The form names whose money it is (the panel names people, not ids).
    expect(await form.textContent()).toContain(`of Ama Owusu (${investor.email})`);
    expect(await form.getByLabel('Amount paid (USD)').inputValue()).toBe('32500.00');
    // The form says the server's rules before sending: never more than the value returned.
    await form.getByLabel('Amount paid (USD)').fill('32500.01');
    await form.getByRole('button', { name: 'Record Payout' }).click();
    await expect.poll(() => form.getByText('At most the value returned, 32500.00 USD').isVisible()).toBe(true);
    expect(await form.getByText("Enter the transfer's reference").isVisible()).toBe(true);
    await form.getByLabel('Amount paid (USD)').fill('32500.00');
    await form.getByLabel('Method').selectOption('mobile_money');
    await form.getByLabel('Transfer reference').fill('MOMO-5512-88');
    await form.getByRole('button', { name: 'Record Payout' }).click();
    await expectToast(page, 'Payout recorded', `$32,500.00 paid out for investment #${investmentId}`);
    await expect.poll(() => card.getByTestId('admin-payout').textContent()).toContain('MOMO-5512-88');
    expect(await card.getByRole('button', { name: 'Record Payout' }).count()).toBe(0);

    // The investor reads "Paid on …", with how it was paid.
    await openAs(page, server, investor.token, '/dashboard');
    await expect.poll(() => cell('Payout').textContent()).toContain(`Paid on ${soldOn}`);
    expect(await cell('Payout').textContent()).toContain('$32,500.00 by Mobile money, reference MOMO-5512-88');
    expect(await completed.getAttribute('data-stage')).toBe('paid_out');
  });
});
