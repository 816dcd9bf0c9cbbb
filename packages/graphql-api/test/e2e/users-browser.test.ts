import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserUnavailable, useBrowser } from '../../src/testing/browser.js';
import { useTestServer, type TestServer } from '../../src/testing/test-server.js';
import { newUsers } from '../investing/support/investing-data.js';
import { adminAccount, bearer, newAccount } from '../support/accounts-helpers.js';

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

const row = (page: Page, userId: number) => page.locator(`[data-testid="user-row"][data-user-id="${userId}"]`);

describe.skipIf(browserUnavailable())('the Users tab in a real browser', () => {
  const server = useTestServer({ seed: false });
  const browser = useBrowser();

  it('an admin finds a user, makes them admin, then deactivates them: their session ends at once', async () => {
    const { page } = browser;
    const admin = await adminAccount(server);
    const ama = await newAccount(server, 'browserama');
    const [neverSignedIn] = await newUsers(server.db, 1);

    await openAs(page, server, admin.token, '/secure-admin?tab=users');
    const total = (await server.get('/api/admin/users', bearer(admin.token))).body.totalUsers as number;
    await expect.poll(() => page.getByTestId('users-stat-total').textContent()).toContain(String(total));
    expect(await page.getByTestId('users-stat-growth').textContent()).toContain('Growth Rate100%');
    // Someone who never signed in reads 'Never'; the admin's own row has its actions off.
    expect(await row(page, neverSignedIn!.id).textContent()).toContain('Never');
    expect(
      await row(page, admin.id)
        .getByRole('button', { name: /Manage role/ })
        .isDisabled(),
    ).toBe(true);
    expect(await row(page, admin.id).getByRole('img', { name: 'Administrator' }).isVisible()).toBe(true);

    // The search narrows the table to Ama.
    await page.getByLabel('Search users').fill(ama.username);
    await expect.poll(() => page.getByTestId('user-row').count()).toBe(1);
    const amaRow = row(page, ama.id);
    expect(await amaRow.textContent()).toContain('Just now');
    expect(await amaRow.getByRole('img', { name: 'Administrator' }).count()).toBe(0);

    // Manage Role: Admin. Ama can use the admin calls on her very next request.
    await amaRow.getByRole('button', { name: 'Manage role of Ama Owusu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage Role' });
    await dialog.getByLabel('Role', { exact: true }).selectOption('admin');
    await dialog.getByRole('button', { name: 'Update Role' }).click();
    await expectToast(page, 'User role updated successfully');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => amaRow.getByRole('img', { name: 'Administrator' }).count()).toBe(1);
    expect((await server.get('/api/admin/users', bearer(ama.token))).status).toBe(200);

    // Deactivate, confirmed: her token stops working at once.
    await amaRow.getByRole('button', { name: 'Deactivate Ama Owusu' }).click();
    const confirm = page.getByRole('dialog', { name: 'Deactivate Ama Owusu?' });
    expect(await confirm.textContent()).toContain('signed out everywhere at once');
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expectToast(page, 'User deactivated', 'Ama Owusu can no longer sign in.');
    await expect.poll(() => amaRow.textContent()).toContain('Inactive');
    expect(await amaRow.getByRole('button', { name: 'Reactivate Ama Owusu' }).isVisible()).toBe(true);
    expect((await server.get('/api/auth/user', bearer(ama.token))).status).toBe(401);
    await expect.poll(() => page.getByTestId('users-stat-active').textContent()).toContain(String(total - 1));
  });

  it('pages through many users and says when a search finds nobody', async () => {
    const { page } = browser;
    const admin = await adminAccount(server);
    await newUsers(server.db, 25);
    await openAs(page, server, admin.token, '/secure-admin?tab=users');
    await page.getByLabel('Search users').fill('racer-');
    const matching = (await server.get('/api/admin/users?search=racer-', bearer(admin.token))).body
      .matchingUsers as number;
    const pages = Math.ceil(matching / 20);
    await expect.poll(() => page.getByText(`Showing 1–20 of ${matching} users`).isVisible()).toBe(true);
    expect(await page.getByText(`Page 1 of ${pages}`).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.getByText(`Page 2 of ${pages}`).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(false);

    // A new search starts again from its first page.
    await page.getByLabel('Search users').fill('nobody-by-this-name');
    await expect.poll(() => page.getByText('No users match "nobody-by-this-name"').isVisible()).toBe(true);
    expect(await page.getByText('Page 1 of 1').isVisible()).toBe(true);
  });
});
