import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserUnavailable, useBrowser } from '../../src/testing/browser.js';
import { useTestServer, type TestServer } from '../../src/testing/test-server.js';
import { insertApprovedKyc } from '../investing/support/investing-data.js';
import { adminAccount, bearer, newAccount, send, type TestAccount } from '../support/accounts-helpers.js';
import { submitKycAs } from '../support/kyc-helpers.js';
import { describeOverflow, openDisclosures, PHONE, settled, sidewaysOverflow } from '../support/phone-width.js';

/*
 * Issue 19 item 1: no page scrolls sideways on a 360 px phone. Every route of the web app's router is opened as
 * a visitor, an investor and an admin (the admin panel with each of its tabs), with data on the screens that
 * show it (an investment, an application, a goal, a KYC to review, audit records, a partner key) and every
 * disclosure opened, and the page must be no wider than the screen. A failure names what sticks out.
 */

/** The router's paths, read from its source: a new route without a visit below fails the test. */
function routerPaths(): string[] {
  const source = readFileSync(new URL('../../../web/src/app-routes.tsx', import.meta.url), 'utf8');
  const paths = [...source.matchAll(/<Route\s+path="([^"]+)"/g)].map((m) => m[1]!.replace(/^\//, ''));
  if (/<Route\s+index\b/.test(source)) paths.push('');
  return paths;
}

/** The admin panel's tabs (secure-admin.tsx's TABS), read from its source for the same reason. */
function adminTabs(): string[] {
  const source = readFileSync(new URL('../../../web/src/routes/admin/secure-admin.tsx', import.meta.url), 'utf8');
  return [...source.matchAll(/\{\s*key:\s*'([a-z-]+)',\s*Panel:/g)].map((m) => m[1]!);
}

type Role = 'visitor' | 'investor' | 'admin';

/** Puts a token where the web app keeps it, as a sign-in would. */
async function signInAs(page: Page, server: TestServer, token: string | null) {
  await page.goto(`${server.url}/faq`);
  await page.evaluate((value) => {
    if (value) window.localStorage.setItem('authToken', value);
    else window.localStorage.removeItem('authToken');
  }, token);
}

describe.skipIf(browserUnavailable())('every route at 360 px', () => {
  const server = useTestServer();
  const browser = useBrowser({ viewport: PHONE });
  let admin: TestAccount;
  let investor: TestAccount;
  let projectId: number;

  beforeAll(async () => {
    admin = await adminAccount(server);
    investor = await newAccount(server, 'phonewidth');
    await insertApprovedKyc(server.db, investor.id);
    // The seeded catalog's first project, with a unit that still takes money: an investment awaiting payment and
    // an application in another unit fill the dashboard and the admin's Investments and Interests tabs.
    const projects = (await server.get('/api/projects')).body as { id: number }[];
    projectId = projects[0]!.id;
    const units = (await server.get(`/api/projects/${projectId}/units`)).body as {
      id: number;
      status: string;
      minInvestmentAmount: string;
    }[];
    const open = units.filter((u) => u.status !== 'sold' && u.status !== 'fully_funded');
    const invested = await send(
      server,
      'POST',
      '/api/investments',
      { projectId, unitId: open[0]!.id, amount: open[0]!.minInvestmentAmount },
      bearer(investor.token),
    );
    expect(invested.status, JSON.stringify(invested.body)).toBe(201);
    const interest = await send(
      server,
      'POST',
      '/api/project-interests',
      {
        projectId,
        unitId: open[1]!.id,
        interestAmount: '25000',
        contactPreference: 'email',
        contactInfo: investor.email,
        message: 'A long message without spaces to test wrapping: ' + 'x'.repeat(120),
      },
      bearer(investor.token),
    );
    expect(interest.status, JSON.stringify(interest.body)).toBe(201);
    const goal = await send(
      server,
      'POST',
      '/api/financial-goals',
      {
        goalName: 'House in Accra',
        goalType: 'property_purchase',
        targetAmount: '250000',
        currentAmount: '40000',
        targetDate: '2030-12-31',
      },
      bearer(investor.token),
    );
    expect(goal.status, JSON.stringify(goal.body)).toBe(201);
    // A second investor's KYC waits for review; a partner key for the Partners tab.
    const applicant = await newAccount(server, 'phonekyc');
    expect((await submitKycAs(server, applicant)).ok).toBe(true);
    const key = await send(
      server,
      'POST',
      '/api/secure-admin/partner-keys',
      { name: 'Accra Property Portal' },
      bearer(admin.token),
    );
    expect(key.status, JSON.stringify(key.body)).toBe(201);
  });

  /** Where each router path is opened: parameters get a real id, the catch-all a path nobody has. */
  const visitsOf = (path: string): string[] => {
    const table: Record<string, () => string[]> = {
      '': () => ['/'],
      signin: () => ['/signin'],
      signup: () => ['/signup'],
      'forgot-password': () => ['/forgot-password'],
      projects: () => ['/projects'],
      'projects/:id': () => [`/projects/${projectId}`],
      developers: () => ['/developers'],
      faq: () => ['/faq'],
      contact: () => ['/contact'],
      terms: () => ['/terms'],
      dashboard: () => ['/dashboard'],
      settings: () => ['/settings'],
      auth: () => ['/auth'],
      'kyc-verification': () => ['/kyc-verification'],
      'secure-admin': () => [
        '/secure-admin',
        ...adminTabs().map((tab) => `/secure-admin?tab=${tab}`),
        // The Units tab with a project chosen shows its unit cards.
        `/secure-admin?tab=units&project=${projectId}`,
      ],
      admin: () => ['/admin'],
      'admin/chat-leads': () => ['/admin/chat-leads'],
      'admin/email-settings': () => ['/admin/email-settings'],
      '*': () => ['/no-such-page'],
    };
    const visit = table[path];
    if (!visit) throw new Error(`The router has a path this test does not visit: "${path}". Add it to the table.`);
    return visit();
  };

  it('visits every path of the router, and every tab of the admin panel', () => {
    const paths = routerPaths();
    expect(paths.length).toBeGreaterThan(15);
    for (const path of paths) expect(visitsOf(path).length).toBeGreaterThan(0);
    expect(adminTabs()).toEqual(expect.arrayContaining(['projects', 'investments', 'users', 'audit']));
  });

  const roles: Role[] = ['visitor', 'investor', 'admin'];
  for (const role of roles) {
    it(`no page is wider than the screen for ${role === 'visitor' ? 'a' : 'an'} ${role}`, async () => {
      const { page } = browser;
      const token = role === 'visitor' ? null : role === 'investor' ? investor.token : admin.token;
      await signInAs(page, server, token);
      const failures: string[] = [];
      for (const path of routerPaths().flatMap(visitsOf)) {
        await page.goto(`${server.url}${path}`);
        await settled(page);
        await openDisclosures(page);
        const overflow = await sidewaysOverflow(page);
        if (overflow) failures.push(describeOverflow(`${path} as ${role}`, overflow));
      }
      // The header's menu on a phone, open.
      await page.goto(`${server.url}/`);
      await settled(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect.poll(() => page.locator('#mobile-menu').isVisible()).toBe(true);
      const menu = await sidewaysOverflow(page);
      if (menu) failures.push(describeOverflow(`the open menu as ${role}`, menu));
      expect(failures, failures.join('\n')).toEqual([]);
    });
  }
});
