import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config.js';
import { browserUnavailable, useBrowser } from '../../src/testing/browser.js';
import { useTestServer, type TestServer } from '../../src/testing/test-server.js';
import { adminAccount, bearer, newAccount, type TestAccount } from '../support/accounts-helpers.js';
import { submitKycAs } from '../support/kyc-helpers.js';
import { LIVE_REFETCHED_QUERIES } from '../../../web/src/features/live/live-refetched-queries.js';
import { insertApprovedKyc, settleKycDecisions } from '../investing/support/investing-data.js';

/*
 * The investor's side of investing in a real browser: the card's interest dialog (amount typed in cedis, sent
 * in dollars), several units' interest and a direct investment on the project page (its three steps, the
 * server's refusal when a unit has too little room left), and the dashboard (figures, each commitment once with
 * its stepper, banners and live countdown, the one way to back out).
 */

const BANK = readConfig({ NODE_ENV: 'test' }).payments.details;
const toast = (page: Page) => page.getByTestId('toast');

async function expectToast(page: Page, title: string, description?: string) {
  await expect.poll(() => toast(page).textContent()).toContain(title);
  if (description) expect(await toast(page).textContent()).toContain(description);
}

/** Marks, in a test's log of GraphQL operations, the moment the live socket's connection was acknowledged. */
const CONNECTION_OPENED = '(live connection opened)';

/** What the live connection's opening reads again: the web app's own list. */
const READ_AGAIN_WHEN_LIVE = new Set(LIVE_REFETCHED_QUERIES);

/**
 * A log of operations without the live connection's opening refresh. The refresh asks each query it covers (those
 * on screen) at once, right after an acknowledgement: of those requests, one for a query already asked is the
 * refresh's and is dropped; one for a query not asked before is the first and stays. Anything else asked twice
 * stays.
 */
function withoutConnectionRefresh(log: readonly string[]): string[] {
  const kept: string[] = [];
  let refresh = new Set<string>();
  for (const entry of log) {
    if (entry === CONNECTION_OPENED) {
      refresh = new Set(READ_AGAIN_WHEN_LIVE);
    } else if (refresh.delete(entry)) {
      if (!kept.includes(entry)) kept.push(entry);
    } else {
      refresh.clear();
      kept.push(entry);
    }
  }
  return kept;
}

/** Puts a token where the web app keeps it, as a sign-in would, then opens `path`. */
async function openAs(page: Page, server: TestServer, token: string, path: string, currency = 'USD') {
  await page.goto(`${server.url}/faq`);
  await page.evaluate(
    ([value, code]) => {
      window.localStorage.setItem('authToken', value!);
      window.localStorage.setItem('preferred-currency', code!);
    },
    [token, currency],
  );
  await page.goto(`${server.url}${path}`);
}

let projectCounter = 0;
/** A project of its own (minimum 1,000 USD) with units A1, A2… of 100,000 USD each, minimum 5,000. */
async function projectWithUnits(server: TestServer, count: number): Promise<{ projectId: number; title: string }> {
  projectCounter++;
  const title = `Browser investing ${projectCounter} ${Math.random().toString(36).slice(2, 6)}`;
  const em = server.db.em();
  const [project] = await em.execute<{ id: number }[]>(
    `insert into projects (title, description, location, project_type, developer_name, timeline,
       construction_timeline, expected_profit, profit_range_min, profit_range_max, developer_listing_price,
       unit_price, min_investment, status)
     values (?, 'Test apartments', 'Airport Residential, Accra', 'residential', 'Test Developer', 24, '24 months',
       18, 15, 22, 1000000, '100000.00', '1000.00', 'funding')
     returning id`,
    [title],
  );
  for (let n = 1; n <= count; n++) {
    await em.execute(
      `insert into units (project_id, unit_number, unit_type, bedrooms, bathrooms, price, total_investment_needed,
         min_investment_amount)
       values (?, ?, '2-bedroom-apartment', 2, 2, '100000.00', '100000.00', '5000.00')`,
      [project!.id, `A${n}`],
      'run',
    );
  }
  return { projectId: Number(project!.id), title };
}

describe.skipIf(browserUnavailable())('investing in a real browser', () => {
  const server = useTestServer({ seed: false });
  const browser = useBrowser();
  let admin: TestAccount;
  beforeAll(async () => {
    admin = await adminAccount(server);
  });

  const applicationsOf = async (investor: TestAccount) =>
    (await server.get(`/api/project-interests/user/${investor.id}`, bearer(investor.token))).body as any[];

  it('sends the card’s interest in dollars from an amount typed in cedis, with the contact the method asks for', async () => {
    const { page } = browser;
    const investor = await newAccount(server);
    const { title } = await projectWithUnits(server, 1);
    await openAs(page, server, investor.token, '/projects', 'GHS');
    const card = page.getByTestId('project-card').filter({ hasText: title });
    await card.getByRole('button', { name: 'Express Interest' }).click();

    const dialog = page.getByRole('dialog', { name: 'Express Investment Interest' });
    const amount = dialog.getByLabel('Investment Amount (GHS)');
    expect(await dialog.textContent()).toContain('Minimum ₵12,500.00 (1,000 USD)');
    expect(await amount.getAttribute('min')).toBe('12500.00');
    expect(await amount.getAttribute('step')).toBe('100');
    const submit = dialog.getByRole('button', { name: 'Submit Interest' });
    expect(await submit.isDisabled()).toBe(true);

    await amount.fill('12000');
    await dialog.getByLabel('Preferred Contact Method').selectOption('whatsapp');
    const contact = dialog.getByLabel('WhatsApp Number');
    expect(await contact.getAttribute('type')).toBe('tel');
    await contact.fill('+233 24 123 4567');
    await dialog.getByLabel('Message (optional)').fill('Evenings are best');
    expect(await dialog.textContent()).toContain('17/500');
    await submit.click();
    await expect.poll(() => dialog.getByText('The minimum interest is ₵12,500.00').isVisible()).toBe(true);

    // 25,000.50 cedis at 12.5 a dollar: 2,000.04 dollars, to the cent.
    await amount.fill('25000.50');
    await submit.click();
    await expectToast(page, 'Interest Submitted', 'Thank you for your interest! Our team will contact you soon.');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await applicationsOf(investor)).toMatchObject([
      {
        projectTitle: title,
        unitId: null,
        interestAmount: '2000.04',
        currency: 'GHS',
        contactPreference: 'whatsapp',
        contactInfo: '+233 24 123 4567',
        message: 'Evenings are best',
        status: 'pending',
      },
    ]);
  });

  it('expresses interest in two selected units, invests in one through the three steps, and is refused past capacity', async () => {
    const { page } = browser;
    const investor = await newAccount(server);
    await insertApprovedKyc(server.db, investor.id);
    const { projectId } = await projectWithUnits(server, 2);
    await openAs(page, server, investor.token, `/projects/${projectId}`);

    const interestCard = page.getByTestId('express-interest-card');
    await interestCard.getByRole('button', { name: 'Express Interest' }).click();
    await expectToast(page, 'No Units Selected');

    await page.getByRole('checkbox', { name: 'Select Unit A1' }).check();
    await page.getByRole('checkbox', { name: 'Select Unit A2' }).check();
    expect(await page.getByTestId('unit-selection').first().textContent()).toBe('Selected: Unit A1, Unit A2');
    const invest = page.getByTestId('direct-investment-card').getByRole('button', { name: 'Invest Now' });
    await invest.click();
    await expectToast(page, 'Single Unit Investment');

    await interestCard.getByRole('button', { name: 'Express Interest' }).click();
    const interest = page.getByRole('dialog', { name: 'Express Interest' });
    await interest.getByLabel('Investment Amount per Unit (USD)').fill('5000');
    await interest.getByLabel('Email Address').fill(investor.email);
    await interest.getByLabel('Message (optional)').fill('Call after 5pm');
    await interest.getByRole('button', { name: 'Submit Interest' }).click();
    await expectToast(page, 'Interest Submitted');
    await expect.poll(() => interest.isVisible()).toBe(false);
    // The recorded units leave the selection.
    expect(await page.getByRole('checkbox', { name: 'Select Unit A1' }).isChecked()).toBe(false);
    const applications = await applicationsOf(investor);
    expect(applications.map((a) => a.unitNumber).sort()).toEqual(['A1', 'A2']);
    for (const a of applications) {
      expect(a).toMatchObject({ interestAmount: '5000.00', interestType: 'multiple_units', unitsRequested: 2 });
      expect(a.message).toBe(`Call after 5pm\n\nUnit ${a.unitNumber} (2 Bedroom Apartment), price $100,000.00 USD`);
    }

    // Direct investment in A1: confirmation, payment information from the created investment, success.
    await page.getByRole('checkbox', { name: 'Select Unit A1' }).check();
    await invest.click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Your Investment' });
    const proceed = dialog.getByRole('button', { name: 'Proceed to Payment' });
    const amount = dialog.getByLabel('Investment Amount (USD)');
    await amount.fill('500');
    await amount.blur();
    await expect.poll(() => dialog.getByText('Minimum investment is $5,000.00').isVisible()).toBe(true);
    expect(await proceed.isDisabled()).toBe(true);
    await amount.fill('20000');
    const preview = dialog.getByTestId('investment-preview');
    await expect.poll(() => preview.textContent()).toContain('20.00%');
    expect(await preview.textContent()).toContain('$3,000.00');
    expect(await preview.textContent()).toContain('$23,000.00');
    expect(await proceed.isDisabled()).toBe(true);
    await dialog
      .getByLabel('I confirm that I am satisfied with the investment details and understand the risks involved')
      .check();
    await proceed.click();
    await expectToast(page, 'Investment Submitted');

    const payment = page.getByRole('dialog', { name: 'Payment Information' });
    await expect.poll(() => payment.isVisible()).toBe(true);
    const investments = (await server.get(`/api/investments/user/${investor.id}`, bearer(investor.token))).body;
    expect(investments).toMatchObject([{ unitNumber: 'A1', amount: '20000.00', status: 'awaiting_payment' }]);
    const instructions = await payment.getByTestId('payment-instructions').textContent();
    for (const text of [
      '$20,000.00',
      investments[0].paymentReference,
      BANK.bankName,
      BANK.accountName,
      BANK.accountNumber,
      BANK.swiftCode,
    ]) {
      expect(instructions).toContain(text);
    }
    await payment.getByRole('button', { name: 'Continue' }).click();
    const done = page.getByRole('dialog', { name: 'Investment Submitted!' });
    await expect.poll(() => done.getByText('Payment still due').isVisible()).toBe(true);
    expect(await done.getByTestId('payment-due').textContent()).toContain(investments[0].paymentReference);
    await done.getByRole('button', { name: 'Close', exact: true }).click();

    // 80,000 left in A1: the server's refusal is the toast.
    await invest.click();
    const again = page.getByRole('dialog', { name: 'Confirm Your Investment' });
    await again.getByLabel('Investment Amount (USD)').fill('90000');
    await again
      .getByLabel('I confirm that I am satisfied with the investment details and understand the risks involved')
      .check();
    await again.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expectToast(page, 'Investment Failed', 'Only $80,000.00 is left in unit A1; the rest is reserved.');
    expect(await again.isVisible()).toBe(true);
  });

  it('shows the dashboard: figures, investments, applications with their banners, withdraw and cancel', async () => {
    const { page } = browser;
    const investor = await newAccount(server);
    const { projectId, title } = await projectWithUnits(server, 2);
    const units = (await server.get(`/api/projects/${projectId}/units`)).body as { id: number; unitNumber: string }[];
    const unitId = (n: string) => units.find((u) => u.unitNumber === n)!.id;
    const express = (unit: string) =>
      server.graphql(
        'mutation($input: ExpressInterestInput!) { expressInterest(input: $input) { id } }',
        {
          input: {
            projectId,
            unitId: unitId(unit),
            interestAmount: '10000',
            contactPreference: 'email',
            contactInfo: investor.email,
          },
        },
        bearer(investor.token),
      );
    const approve = (id: number) =>
      server.graphql('mutation($id: Int!) { approveProjectInterest(id: $id) { status } }', { id }, bearer(admin.token));

    // A1 approved without KYC: Action Required. A2 left pending.
    const first = (await express('A1')).body.data.expressInterest.id as number;
    await express('A2');
    expect((await approve(first)).body.data.approveProjectInterest.status).toBe('awaiting_kyc');

    // The approval's notification is made by the event consumer a moment later, and a live notification makes the
    // open dashboard ask MyDashboard again (use-live-notifications.ts): wait for it before the page opens, so the
    // count below is the page's own and not that refresh.
    await expect
      .poll(
        async () => {
          const res = await server.graphql('{ notifications { title } }', {}, bearer(investor.token));
          const titles = ((res.body.data?.notifications ?? []) as { title: string }[]).map((n) => n.title);
          return titles.some((title) => /approved/i.test(title));
        },
        { timeout: 10_000 },
      )
      .toBe(true);

    // The dashboard is one query: its data (KYC card included) comes from MyDashboard alone. The live connection's
    // opening reads the lists it keeps fresh again (use-live-notifications.ts: what happened before it opened was not
    // pushed); when the page's answers came before the socket opened, that is a second read of each, after the ack.
    // Those are the connection's, not the page's: the log marks the ack to tell them apart.
    const log: string[] = [];
    page.on('request', (request) => {
      const body = request.method() === 'POST' && request.url().endsWith('/graphql') ? request.postData() : null;
      if (body) log.push((JSON.parse(body) as { operationName?: string }).operationName ?? '?');
    });
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"connection_ack"')) log.push(CONNECTION_OPENED);
      }),
    );
    await openAs(page, server, investor.token, '/dashboard');
    // Each application is one commitment, shown once, with its stage as a stepper.
    const commitments = page.getByTestId('commitment');
    await expect.poll(() => commitments.count()).toBe(2);
    await expect.poll(() => page.getByTestId('kyc-status-card').getAttribute('data-status')).toBe('not_started');
    await page.waitForLoadState('networkidle');
    const operations = withoutConnectionRefresh(log);
    // The shell's own queries (the session, the currency picker, the bell's badge, the footer's features) are not the page's.
    const shell = new Set(['CurrentUser', 'Currencies', 'UnreadNotificationCount', 'PlatformFeatures']);
    // The page's data is one MyDashboard; the KYC card and the payment box's online options may ask for their own
    // (MyKyc, OnlinePaymentOptions), depending on when they mount, and the sections loaded after the page (issue 22:
    // statements, and returns once something is paid) read theirs. Nothing else, and nothing twice.
    const pageOperations = operations.filter((name) => !shell.has(name));
    expect(pageOperations.filter((name) => name === 'MyDashboard')).toEqual(['MyDashboard']);
    const others = pageOperations.filter((name) => name !== 'MyDashboard');
    expect(
      others.every((name) => ['MyKyc', 'OnlinePaymentOptions', 'MyStatements', 'MyReturns'].includes(name)),
      others.join(),
    ).toBe(true);
    expect(new Set(others).size, others.join()).toBe(others.length);
    const waitingKyc = commitments.filter({ has: page.getByTestId('action-required') });
    expect(await waitingKyc.getByRole('link', { name: 'Complete Verification' }).getAttribute('href')).toBe(
      '/kyc-verification',
    );
    expect(await waitingKyc.textContent()).toContain('KYC Required');
    const pending = page.locator('[data-testid="commitment"][data-stage="interest"]');
    expect(await pending.textContent()).toContain('Pending Review');
    expect(await pending.getByTestId('commitment-progress').textContent()).toBe('Step 1 of 7: Interest · 15%');
    const investments = page.getByTestId('investments');
    expect(await investments.textContent()).toContain('No active investments yet');

    // KYC approved: the application's investment opens and waits for payment, with a live countdown.
    expect((await submitKycAs(server, investor)).ok).toBe(true);
    const queue = (await server.graphql('{ pendingKycVerifications { id userId } }', {}, bearer(admin.token))).body.data
      .pendingKycVerifications as { id: number; userId: number }[];
    const kycId = queue.find((item) => item.userId === investor.id)!.id;
    await server.graphql(
      'mutation($id: Int!) { approveKyc(kycId: $id) { status } }',
      { id: kycId },
      bearer(admin.token),
    );
    await settleKycDecisions(server.services);

    await page.reload();
    const banner = page.getByTestId('payment-banner');
    await expect.poll(() => banner.count()).toBe(1);
    expect(await page.getByTestId('payment-countdown').textContent()).toMatch(/^6d (2[0-3]|1\d)h left$/);
    const bannerText = await banner.textContent();
    expect(bannerText).toContain('$10,000.00 USD');
    expect(bannerText).toContain(BANK.accountNumber);
    // On a 360 px phone the page itself never scrolls sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    // Still two commitments: the opened investment is part of its application's, not a row of its own.
    expect(await commitments.count()).toBe(2);
    const paying = page.locator('[data-testid="commitment"][data-stage="payment"]');
    expect(await paying.textContent()).toContain(title);
    expect(await paying.textContent()).toContain('Unit A1');
    expect(await paying.getByTestId('commitment-progress').textContent()).toBe('Step 4 of 7: Payment · 75%');
    const stats = await page.getByTestId('dashboard-stat').allTextContents();
    expect(stats.map((s) => s.replace(/[^A-Za-z ]/g, '').trim())).toEqual([
      'Total Invested',
      'Current Value',
      'Profit Received',
      'Active Positions',
    ]);

    // Withdraw the pending application, after a confirmation.
    await pending.getByRole('button', { name: `Withdraw ${title}, unit A2` }).click();
    const confirmWithdraw = page.getByRole('dialog', { name: 'Withdraw this application?' });
    await confirmWithdraw.getByRole('button', { name: 'Withdraw Application' }).click();
    await expectToast(page, 'Application Withdrawn');
    const closed = page.getByTestId('closed-commitment');
    await expect.poll(() => closed.count()).toBe(1);
    expect(await closed.textContent()).toContain('Withdrawn');

    // Back out of the unpaid one the same way: its investment is cancelled with it.
    await paying.getByRole('button', { name: `Withdraw ${title}, unit A1` }).click();
    const confirmUnpaid = page.getByRole('dialog', { name: 'Withdraw this application?' });
    expect(await confirmUnpaid.textContent()).toContain('its reserved investment cancelled');
    await confirmUnpaid.getByRole('button', { name: 'Withdraw Application' }).click();
    await expectToast(page, 'Application Withdrawn');
    await expect.poll(() => closed.count()).toBe(2);
    await expect.poll(() => banner.count()).toBe(0);
    expect(await commitments.count()).toBe(0);
  });
  it('counts confirmed investments in the figures, in the chosen currency, and charts value by project', async () => {
    const { page } = browser;
    const investor = await newAccount(server);
    await insertApprovedKyc(server.db, investor.id);
    const holdings = [
      { ...(await projectWithUnits(server, 1)), amount: '10000.00' },
      { ...(await projectWithUnits(server, 1)), amount: '40000.00' },
    ];
    for (const { projectId, amount } of holdings) {
      const [unit] = (await server.get(`/api/projects/${projectId}/units`)).body as { id: number }[];
      const created = await server.graphql(
        'mutation($input: CreateInvestmentInput!) { createInvestment(input: $input) { id } }',
        { input: { projectId, unitId: unit!.id, amount } },
        bearer(investor.token),
      );
      const id = created.body.data.createInvestment.id as number;
      await server.graphql(
        'mutation($id: Int!) { confirmInvestmentPayment(id: $id) { alreadyConfirmed } }',
        { id },
        bearer(admin.token),
      );
    }

    await openAs(page, server, investor.token, '/dashboard', 'GHS');
    const stats = page.getByTestId('dashboard-stat');
    await expect.poll(() => stats.count()).toBe(4);
    // 50,000 dollars at 12.5 cedis each.
    expect(await stats.nth(0).textContent()).toContain('₵625,000.00');
    expect(await stats.nth(3).textContent()).toContain('2');
    const rows = page.getByTestId('position');
    expect(await rows.count()).toBe(2);
    for (const row of await rows.all()) {
      expect(await row.textContent()).toContain('Investment Active');
      expect(await row.locator('[aria-current="step"]').textContent()).toContain('Active');
      expect(await row.getByRole('button').count()).toBe(0);
    }
    // Largest holding first, each with its value as text.
    const bars = await page.getByTestId('portfolio-chart').getByRole('listitem').allTextContents();
    expect(bars).toEqual([`${holdings[1]!.title}₵500,000.00`, `${holdings[0]!.title}₵125,000.00`]);
  });
});
