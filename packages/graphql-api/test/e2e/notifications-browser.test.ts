import { systemClock } from '@cobuy/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserUnavailable, useBrowser } from '../../src/testing/browser.js';
import { useTestServer, type TestServer } from '../../src/testing/test-server.js';
import { adminAccount, newAccount, type TestAccount } from '../support/accounts-helpers.js';
import { interestIn, projectWithUnit } from '../investing/support/investing-data.js';
import { contextOf, run, valueOf } from '../investing/support/investing-fixture.js';

/** Puts a token where the web app keeps it, as a sign-in would, then opens `path`. */
async function openAs(page: Page, server: TestServer, token: string, path: string) {
  await page.goto(`${server.url}/faq`);
  await page.evaluate((value) => window.localStorage.setItem('authToken', value), token);
  await page.goto(`${server.url}${path}`);
}

/** An investor's application, approved by the admin: two notifications (received, approved). */
async function approvedApplication(server: TestServer, investor: TestAccount) {
  const admin = await adminAccount(server);
  const { projectId, unitId, title } = await projectWithUnit(server.db, { price: '100000.00' });
  const application = valueOf(
    await run(
      server.services.investing.expressInterest,
      contextOf(investor.id, 'user', systemClock),
      interestIn(projectId, unitId, '25000'),
    ),
  );
  valueOf(
    await run(server.services.investing.approveApplication, contextOf(admin.id, 'admin', systemClock), {
      applicationId: application.id,
    }),
  );
  await server.services.background.idle();
  await server.services.notificationJobs.drainNotifications();
  return { title };
}

describe.skipIf(browserUnavailable())('the notifications bell in a real browser', () => {
  const server = useTestServer({ seed: false });
  const browser = useBrowser();

  it('an investor whose application was approved sees the badge and the entry; reading it lowers the badge', async () => {
    const { page } = browser;
    const investor = await newAccount(server, 'belled');
    await openAs(page, server, investor.token, '/dashboard');
    const bell = page.getByTestId('notification-bell');
    await expect.poll(() => bell.isVisible()).toBe(true);
    expect(await page.getByTestId('notification-badge').count()).toBe(0);

    // The admin approves while the page is open; the bell shows it after the next refetch (here: a reload).
    const { title } = await approvedApplication(server, investor);
    await page.reload();
    await expect.poll(() => page.getByTestId('notification-badge').textContent()).toBe('2');
    expect(await bell.getAttribute('aria-label')).toBe('Notifications, 2 unread');

    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect.poll(() => panel.getByTestId('notification-entry').count()).toBe(2);
    const approved = panel.getByRole('button', { name: 'Application approved, unread: mark as read' });
    expect(await approved.textContent()).toContain(`Your application for ${title}, unit A1 was approved.`);
    expect(await approved.textContent()).toContain('Just now');
    expect(await approved.textContent()).toContain('Milestone');

    await approved.click();
    await expect.poll(() => page.getByTestId('notification-badge').textContent()).toBe('1');
    // The entry stays, read (no longer a button to press).
    await expect.poll(() => panel.getByRole('button', { name: /^Application approved/ }).count()).toBe(0);
    expect(await panel.getByText('Application approved').isVisible()).toBe(true);

    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expect.poll(() => page.getByTestId('notification-badge').count()).toBe(0);
    const stored = await server.get(`/api/notifications/${investor.id}/unread-count`, {
      authorization: `Bearer ${investor.token}`,
    });
    expect(stored.body).toEqual({ count: 0 });
  });

  it('the panel: empty state, Escape closes it and gives the focus back to the bell', async () => {
    const { page } = browser;
    const investor = await newAccount(server, 'quiet');
    await openAs(page, server, investor.token, '/dashboard');
    const bell = page.getByTestId('notification-bell');
    await expect.poll(() => bell.isVisible()).toBe(true);
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect.poll(() => panel.getByText('No notifications yet').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('notification-bell');
    // The close button closes it too.
    await bell.click();
    await panel.getByRole('button', { name: 'Close notifications' }).click();
    await expect.poll(() => panel.count()).toBe(0);
  });

  it('a visitor has no bell', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/faq`);
    await expect.poll(() => page.getByRole('link', { name: 'Sign In' }).first().isVisible()).toBe(true);
    expect(await page.getByTestId('notification-bell').count()).toBe(0);
  });
});

describe.skipIf(browserUnavailable())('the notifications bell on a 360 px phone', () => {
  const server = useTestServer({ seed: false });
  const browser = useBrowser({ viewport: { width: 360, height: 740 } });

  it('the panel stays inside the screen', async () => {
    const { page } = browser;
    const investor = await newAccount(server, 'phone');
    await approvedApplication(server, investor);
    await openAs(page, server, investor.token, '/dashboard');
    const bell = page.getByTestId('notification-bell');
    await expect.poll(() => bell.isVisible()).toBe(true);
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect.poll(() => panel.getByTestId('notification-entry').count()).toBe(2);
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
