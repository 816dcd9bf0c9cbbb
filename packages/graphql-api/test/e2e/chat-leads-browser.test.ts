import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserUnavailable, useBrowser } from '../../src/testing/browser.js';
import { useTestServer, type TestServer } from '../../src/testing/test-server.js';
import { adminAccount, newAccount } from '../support/accounts-helpers.js';

/** Puts a token where the web app keeps it, as a sign-in would, then opens `path`. */
async function openAs(page: Page, server: TestServer, token: string, path: string) {
  await page.goto(`${server.url}/faq`);
  await page.evaluate((value) => window.localStorage.setItem('authToken', value), token);
  await page.goto(`${server.url}${path}`);
}

const card = (page: Page, name: string) =>
  page.getByTestId('chat-lead-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

describe.skipIf(browserUnavailable())('the Chat Leads page in a real browser', () => {
  const server = useTestServer();
  const browser = useBrowser();

  it('an admin opens it from the panel, sees the seeded leads and marks one contacted', async () => {
    const { page } = browser;
    const admin = await adminAccount(server);
    await openAs(page, server, admin.token, '/secure-admin');
    await page.getByRole('link', { name: 'Chat Leads' }).click();
    await expect.poll(() => page.url()).toContain('/admin/chat-leads');
    await expect.poll(() => page.getByTestId('chat-lead-total').textContent()).toBe('5 leads');
    expect(await page.getByTestId('chat-lead-card').count()).toBe(5);
    expect(await page.getByRole('heading', { name: 'Anonymous', exact: true }).count()).toBe(2);

    const kwame = card(page, 'Kwame Mensah');
    const text = await kwame.textContent();
    for (const shown of ['Qualified', 'kwame.mensah@example.com', 'Visitor:', 'Assistant:', 'East Legon Heights']) {
      expect(text).toContain(shown);
    }
    expect(await kwame.getByRole('listitem').count()).toBe(3);
    const mail = await kwame.getByRole('link', { name: 'Send Email' }).getAttribute('href');
    expect(mail).toMatch(/^mailto:kwame\.mensah%40example\.com\?subject=/);
    // No email, no Send Email; already contacted, no Mark as Contacted.
    expect(await card(page, 'Abena Owusu').getByText('Not provided').isVisible()).toBe(true);
    expect(await card(page, 'Abena Owusu').getByRole('link', { name: 'Send Email' }).count()).toBe(0);
    expect(await card(page, 'Efua Darko').getByRole('button', { name: 'Mark as Contacted' }).count()).toBe(0);
    expect(await card(page, 'Efua Darko').getByTestId('contacted-at').isVisible()).toBe(true);

    await kwame.getByRole('button', { name: 'Mark as Contacted' }).click();
    await expect.poll(() => page.getByTestId('toast').textContent()).toContain('Lead marked as contacted');
    await expect.poll(() => kwame.getByRole('button', { name: 'Mark as Contacted' }).count()).toBe(0);
    expect(await kwame.getByText('Contacted', { exact: true }).first().isVisible()).toBe(true);
    expect(await kwame.getByTestId('contacted-at').isVisible()).toBe(true);

    // The filter shows the two contacted leads.
    await page.getByLabel('Filter by contacted').selectOption('yes');
    await expect.poll(() => page.getByTestId('chat-lead-total').textContent()).toBe('2 leads');
  });

  it('sends a signed-in investor away', async () => {
    const { page } = browser;
    const investor = await newAccount(server, 'leadsinvestor');
    await openAs(page, server, investor.token, '/admin/chat-leads');
    await expect.poll(() => page.url()).toContain('/dashboard');
    expect(await page.getByTestId('chat-lead-card').count()).toBe(0);
  });
});
