import { fundUnit } from '@cobuy/adapters/testing';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserUnavailable, useBrowser } from '../../src/testing/browser.js';
import { useTestServer, type TestServer } from '../../src/testing/test-server.js';
import { bearer, newAccount, type TestAccount } from '../support/accounts-helpers.js';
import { insertApprovedKyc } from '../investing/support/investing-data.js';

/*
 * Issue 19, items 2, 3 and part of 9, on a 390 × 844 phone (and 360 px where width matters): choosing a unit
 * leads to acting on it (a bar in view, named for the unit; on a wide screen the actions sit on the unit's card);
 * the invest dialog knows what is left (bound, preview never past 100%, messages in the page's money, the
 * below-minimum message moves nothing, server refusals with their figures, the last step says payment is due);
 * the interest forms start with the investor's email; the landing page's cedi claim in the display currency;
 * the seed's unit descriptions say the bedrooms once.
 */

const PHONE = { width: 390, height: 844 };
const NARROW = { width: 360, height: 740 };
const CONFIRM = 'I confirm that I am satisfied with the investment details and understand the risks involved';
const toast = (page: Page) => page.getByTestId('toast');

async function expectToast(page: Page, title: string, description?: string | RegExp) {
  await expect.poll(() => toast(page).textContent()).toContain(title);
  if (typeof description === 'string') await expect.poll(() => toast(page).textContent()).toContain(description);
  else if (description) await expect.poll(() => toast(page).textContent()).toMatch(description);
}

/** Puts a token (or none) and a display currency where the web app keeps them, then opens `path`. */
async function openAs(page: Page, server: TestServer, token: string | null, path: string, currency = 'USD') {
  await page.goto(`${server.url}/faq`);
  await page.evaluate(
    ([value, code]) => {
      if (value) window.localStorage.setItem('authToken', value);
      window.localStorage.setItem('preferred-currency', code!);
    },
    [token, currency],
  );
  await page.goto(`${server.url}${path}`);
}

let projectCounter = 0;
/** A project of its own (minimum 1,000 USD) with units <prefix>1, <prefix>2…, each `price` with a 5,000 minimum. */
async function projectWithUnits(
  server: TestServer,
  count: number,
  options: { prefix?: string; price?: string } = {},
): Promise<{ projectId: number; title: string; unitIds: number[] }> {
  projectCounter++;
  const { prefix = 'A', price = '100000.00' } = options;
  const title = `Choosing ${projectCounter} ${Math.random().toString(36).slice(2, 6)}`;
  const em = server.db.em();
  const [project] = await em.execute<{ id: number }[]>(
    `insert into projects (title, description, location, project_type, developer_name, timeline,
       construction_timeline, expected_profit, profit_range_min, profit_range_max, developer_listing_price,
       unit_price, min_investment, status)
     values (?, 'Test terraces', 'Tema, Accra', 'residential', 'Test Developer', 24, '24 months',
       18, 15, 22, 1000000, ?, '1000.00', 'funding')
     returning id`,
    [title, price],
  );
  const unitIds: number[] = [];
  for (let n = 1; n <= count; n++) {
    const [unit] = await em.execute<{ id: number }[]>(
      `insert into units (project_id, unit_number, unit_type, bedrooms, bathrooms, price, total_investment_needed,
         min_investment_amount)
       values (?, ?, '2-bedroom-terrace', 2, 2, ?, ?, '5000.00') returning id`,
      [project!.id, `${prefix}${n}`, price, price],
    );
    unitIds.push(Number(unit!.id));
  }
  return { projectId: Number(project!.id), title, unitIds };
}

async function verifiedInvestor(server: TestServer): Promise<TestAccount> {
  const investor = await newAccount(server);
  await insertApprovedKyc(server.db, investor.id);
  return investor;
}

/** The page is no wider than the screen: nothing scrolls sideways. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

const createInvestment = (server: TestServer, token: string, input: Record<string, unknown>) =>
  server.graphql(
    'mutation($input: CreateInvestmentInput!) { createInvestment(input: $input) { id status } }',
    { input },
    bearer(token),
  );

describe.skipIf(browserUnavailable())('choosing a unit and investing in it, on a phone', () => {
  const server = useTestServer();
  const browser = useBrowser({ viewport: PHONE });

  it('puts the actions of a unit ticked at the bottom of the page in view, named for it, and makes room for them', async () => {
    const { page } = browser;
    const investor = await verifiedInvestor(server);
    const { projectId } = await projectWithUnits(server, 6);
    await openAs(page, server, investor.token, `/projects/${projectId}`);

    const tick = page.getByRole('checkbox', { name: 'Select Unit A6' });
    await tick.scrollIntoViewIfNeeded();
    await tick.check();
    // The card says what was done, not 'Select Unit' again.
    expect(await page.getByRole('checkbox', { name: 'Unit A6 selected' }).isChecked()).toBe(true);

    const bar = page.getByTestId('selected-units-bar');
    const invest = bar.getByRole('button', { name: 'Invest in unit A6' });
    const interest = bar.getByRole('button', { name: 'Express interest in unit A6' });
    await expect.poll(() => invest.isVisible()).toBe(true);
    expect(await bar.textContent()).toContain('$100,000.00 left to fund');
    for (const action of [invest, interest]) {
      const where = await box(action);
      expect(where.y).toBeGreaterThanOrEqual(0);
      expect(where.y + where.height).toBeLessThanOrEqual(PHONE.height);
      expect(where.x + where.width).toBeLessThanOrEqual(PHONE.width);
    }

    // While the bar shows, the page ends with room for it: the footer's end is above the bar, not under it.
    const barHeight = (await box(bar)).height;
    expect(await page.evaluate(() => document.body.style.paddingBottom)).toBe(`${Math.round(barHeight)}px`);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(async () => {
        const footer = await box(page.locator('footer'));
        return footer.y + footer.height <= (await box(bar)).y + 1;
      })
      .toBe(true);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.setViewportSize(NARROW);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    const narrow = await box(interest);
    expect(narrow.x + narrow.width).toBeLessThanOrEqual(NARROW.width);
    await page.setViewportSize(PHONE);

    await invest.click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Your Investment' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain('Unit A6');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Clearing the choice takes the bar and its room away.
    await bar.getByRole('button', { name: 'Clear selection' }).click();
    await expect.poll(() => bar.count()).toBe(0);
    expect(await page.evaluate(() => document.body.style.paddingBottom)).toBe('');
    expect(await page.getByRole('checkbox', { name: 'Select Unit A6' }).isChecked()).toBe(false);
  });

  it('expresses interest in several units from the bar (one application each), with the investor’s email filled in', async () => {
    const { page } = browser;
    const investor = await verifiedInvestor(server);
    const { projectId } = await projectWithUnits(server, 3);
    await openAs(page, server, investor.token, `/projects/${projectId}`);

    await page.getByRole('checkbox', { name: 'Select Unit A1' }).check();
    await page.getByRole('checkbox', { name: 'Select Unit A3' }).check();
    const bar = page.getByTestId('selected-units-bar');
    await expect.poll(() => bar.textContent()).toContain('2 units selected: A1, A3');
    // Direct investment takes exactly one unit: the bar offers none for two.
    expect(await bar.getByRole('button', { name: /^Invest in/ }).count()).toBe(0);
    expect(await bar.textContent()).toContain('To invest directly, keep one unit selected.');
    // The sidebar's Invest Now still answers with the spec's message.
    await page.getByTestId('direct-investment-card').getByRole('button', { name: 'Invest Now' }).click();
    await expectToast(page, 'Single Unit Investment');

    await bar.getByRole('button', { name: 'Express interest in 2 units' }).click();
    const dialog = page.getByRole('dialog', { name: 'Express Interest' });
    await expect.poll(() => dialog.getByLabel('Email Address').inputValue()).toBe(investor.email);
    await dialog.getByLabel('Investment Amount per Unit (USD)').fill('5000');
    await dialog.getByRole('button', { name: 'Submit Interest' }).click();
    await expectToast(page, 'Interest Submitted');
    await expect.poll(() => bar.count()).toBe(0);
    const applications = (await server.get(`/api/project-interests/user/${investor.id}`, bearer(investor.token)))
      .body as Array<{ unitNumber: string; contactInfo: string; interestType: string }>;
    expect(applications.map((a) => a.unitNumber).sort()).toEqual(['A1', 'A3']);
    for (const a of applications)
      expect(a).toMatchObject({ contactInfo: investor.email, interestType: 'multiple_units' });
  });

  it('shows the chosen unit’s actions on its own card on a wide screen', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1366, height: 900 });
    const investor = await verifiedInvestor(server);
    const { projectId } = await projectWithUnits(server, 4);
    await openAs(page, server, investor.token, `/projects/${projectId}`);
    await page.getByRole('checkbox', { name: 'Select Unit A4' }).check();
    const card = page.getByTestId('unit-card').filter({ hasText: 'Unit A4' });
    const invest = card.getByRole('button', { name: 'Invest in unit A4' });
    await expect.poll(() => invest.isVisible()).toBe(true);
    const cardBox = await box(card);
    const buttonBox = await box(invest);
    expect(buttonBox.y).toBeGreaterThan(cardBox.y);
    expect(buttonBox.y + buttonBox.height).toBeLessThanOrEqual(cardBox.y + cardBox.height);
    expect(await page.getByTestId('selected-units-bar').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.body.style.paddingBottom)).toBe('');
    await invest.click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Confirm Your Investment' }).isVisible()).toBe(true);
  });

  it('bounds the amount by what the unit has left, in the page’s money, and says at the end that payment is due', async () => {
    const { page } = browser;
    await page.setViewportSize(NARROW);
    const investor = await verifiedInvestor(server);
    const { projectId, unitIds } = await projectWithUnits(server, 1, { prefix: 'C', price: '62000.00' });
    await fundUnit(server.db.em(), unitIds[0]!, ['43400.00']);
    await openAs(page, server, investor.token, `/projects/${projectId}`, 'GHS');

    await page.getByRole('checkbox', { name: 'Select Unit C1' }).check();
    await page.getByTestId('selected-units-bar').getByRole('button', { name: 'Invest in unit C1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Your Investment' });
    const amount = dialog.getByLabel('Investment Amount (USD)');
    await expect.poll(() => dialog.getByTestId('unit-remaining').textContent()).toBe('₵232,500.00');
    expect(await amount.getAttribute('max')).toBe('18600.00');
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // $100,000 into a unit with $18,600 left: said at once, in cedis with the dollars beside; no preview past 100%.
    await amount.fill('100000');
    await expect
      .poll(() => dialog.getByText('Only ₵232,500.00 ($18,600.00) is left in unit C1: enter at most that').isVisible())
      .toBe(true);
    const preview = dialog.getByTestId('investment-preview');
    expect(await preview.textContent()).toContain('Ownership of Unit C1—');
    expect(await preview.textContent()).not.toContain('161.29');
    const proceed = dialog.getByRole('button', { name: 'Proceed to Payment' });
    expect(await proceed.isDisabled()).toBe(true);

    // Below the minimum: the message appears when the field is left, and the tick stays under the pointer.
    const tick = dialog.getByLabel(CONFIRM);
    await amount.fill('500');
    await tick.hover();
    const before = await box(tick);
    await amount.blur();
    await expect.poll(() => dialog.getByText('Minimum investment is ₵62,500.00 ($5,000.00)').isVisible()).toBe(true);
    const after = await box(tick);
    expect(after.y).toBe(before.y);
    expect(after.x).toBe(before.x);

    await amount.fill('18600');
    await expect.poll(() => preview.textContent()).toContain('30.00%');

    // Meanwhile another investor reserves 10,000 of it: the server refuses, and its figure becomes the bound.
    const other = await verifiedInvestor(server);
    const taken = await createInvestment(server, other.token, { projectId, unitId: unitIds[0], amount: '10000' });
    expect(taken.body.data.createInvestment.status).toBe('awaiting_payment');
    await tick.check();
    await proceed.click();
    await expectToast(page, 'Investment Failed', 'Only ₵107,500.00 ($8,600.00) is left in unit C1');
    await expect.poll(() => dialog.getByTestId('unit-remaining').textContent()).toBe('₵107,500.00');
    expect(await amount.getAttribute('max')).toBe('8600.00');
    expect(await dialog.textContent()).not.toContain('USD remains');

    await amount.fill('8600');
    await expect.poll(() => preview.textContent()).toContain('13.87%');
    await proceed.click();
    const payment = page.getByRole('dialog', { name: 'Payment Information' });
    await expect.poll(() => payment.isVisible()).toBe(true);
    const mine = (await server.get(`/api/investments/user/${investor.id}`, bearer(investor.token))).body as Array<{
      paymentReference: string;
      amount: string;
    }>;
    expect(mine).toMatchObject([{ amount: '8600.00' }]);
    await payment.getByRole('button', { name: 'Continue' }).click();

    const done = page.getByRole('dialog', { name: 'Investment Submitted!' });
    await expect.poll(() => done.isVisible()).toBe(true);
    const due = await done.getByTestId('payment-due').textContent();
    expect(due).toContain('₵107,500.00 ($8,600.00)');
    expect(due).toContain(mine[0]!.paymentReference);
    expect(due).toContain('Pay by');
    expect(await done.textContent()).toContain('Payment still due');
    expect(await done.textContent()).not.toContain('submitted for admin confirmation');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });

  it('says the reservation limit and the rate limit with their figures, below the buttons', async () => {
    const { page } = browser;
    // An admin passes the page's KYC gate, but without KYC of their own the server's reservation limit applies.
    const admin = await newAccount(server, 'admin');
    await server.db.em().execute(`update users set role = 'admin' where id = ?`, [admin.id], 'run');
    const { projectId, unitIds } = await projectWithUnits(server, 4, { prefix: 'K' });
    for (const unitId of unitIds.slice(0, 3)) {
      const held = await createInvestment(server, admin.token, { projectId, unitId, amount: '5000' });
      expect(held.body.data.createInvestment.status).toBe('pending_kyc');
    }
    await openAs(page, server, admin.token, `/projects/${projectId}`);
    await page.getByRole('checkbox', { name: 'Select Unit K4' }).check();
    await page.getByTestId('selected-units-bar').getByRole('button', { name: 'Invest in unit K4' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Your Investment' });
    await dialog.getByLabel('Investment Amount (USD)').fill('5000');
    await dialog.getByLabel(CONFIRM).check();
    const proceed = dialog.getByRole('button', { name: 'Proceed to Payment' });
    const before = await box(proceed);
    await proceed.click();
    const limit =
      'Without verified KYC you can hold at most 3 unpaid reservations totalling $100,000.00; you hold 3 ' +
      '($15,000.00). Complete KYC verification to invest more.';
    await expectToast(page, 'Investment Failed', limit);
    await expect.poll(() => dialog.getByTestId('investment-refusal').textContent()).toBe(limit);
    expect((await box(proceed)).y).toBe(before.y);

    // Thirty calls in ten minutes use up the investor's allowance: the next is a 429, said with the wait.
    for (let n = 0; n < 30; n++) {
      // A unit that does not exist: refused after the call is counted.
      await createInvestment(server, admin.token, { projectId, unitId: 2_000_000_000, amount: '5000' });
    }
    await proceed.click();
    await expectToast(page, 'Investment Failed', /Too many attempts\. Try again in \d+ minutes?\./);
    await expect
      .poll(() => dialog.getByTestId('investment-refusal').textContent())
      .toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/);
  });

  it('fills the card’s interest form with the investor’s email, which stays editable', async () => {
    const { page } = browser;
    const investor = await newAccount(server);
    const { title } = await projectWithUnits(server, 1);
    await openAs(page, server, investor.token, '/projects');
    await page
      .getByTestId('project-card')
      .filter({ hasText: title })
      .getByRole('button', { name: 'Express Interest' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Express Investment Interest' });
    const email = dialog.getByLabel('Email Address');
    await expect.poll(() => email.inputValue()).toBe(investor.email);
    // A number is not an email: switching method empties it, switching back fills it again.
    await dialog.getByLabel('Preferred Contact Method').selectOption('whatsapp');
    await expect.poll(() => dialog.getByLabel('WhatsApp Number').inputValue()).toBe('');
    await dialog.getByLabel('Preferred Contact Method').selectOption('email');
    await expect.poll(() => email.inputValue()).toBe(investor.email);
    await email.fill('ama.work@example.com');
    await dialog.getByLabel('Investment Amount (USD)').fill('2000');
    await dialog.getByRole('button', { name: 'Submit Interest' }).click();
    await expectToast(page, 'Interest Submitted');
    const [application] = (await server.get(`/api/project-interests/user/${investor.id}`, bearer(investor.token)))
      .body as Array<{ contactInfo: string }>;
    expect(application!.contactInfo).toBe('ama.work@example.com');
  });

  it('writes the landing page’s 25,000-cedi minimum in the chosen display currency', async () => {
    const { page } = browser;
    const lead = page.getByTestId('hero-lead');
    await openAs(page, server, null, '/', 'USD');
    await expect.poll(() => lead.textContent()).toContain('from $2,000.00');
    expect(await lead.textContent()).not.toContain('₵');
    expect(await page.getByLabel('Platform statistics').textContent()).toContain('$3,600');
    await openAs(page, server, null, '/', 'NGN');
    await expect.poll(() => lead.textContent()).toContain('from ₦3,300,000.00');
    await openAs(page, server, null, '/', 'GHS');
    await expect.poll(() => lead.textContent()).toContain('from ₵25,000.00');
    expect(await page.locator('footer').textContent()).toContain('₵25,000.00');
  });

  it('describes the seeded units with their bedrooms said once', async () => {
    const { page } = browser;
    const projects = (await server.get('/api/projects')).body as Array<{ id: number; title: string }>;
    let terraces: { id: number; title: string } | undefined;
    for (const project of projects) {
      const units = (await server.get(`/api/projects/${project.id}/units`)).body as Array<{ unitType: string }>;
      if (units.some((unit) => unit.unitType === '2-bedroom-terrace')) terraces = project;
    }
    expect(terraces).toBeDefined();
    await openAs(page, server, null, `/projects/${terraces!.id}`);
    const cards = page.getByTestId('unit-card');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    const texts = await cards.allTextContents();
    expect(texts.some((text) => text.includes(`2-bedroom terrace in ${terraces!.title}.`))).toBe(true);
    for (const text of texts) expect(text).not.toMatch(/(\d+)-bedroom \1 bedroom/);
  });
});
