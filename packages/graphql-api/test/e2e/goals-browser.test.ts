import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserUnavailable, useBrowser } from '../../src/testing/browser.js';
import { useTestServer } from '../../src/testing/test-server.js';
import { bearer, signIn } from '../support/accounts-helpers.js';

const toast = (page: Page) => page.getByTestId('toast');
async function expectToast(page: Page, title: string, description?: string) {
  await expect.poll(() => toast(page).textContent()).toContain(title);
  if (description) expect(await toast(page).textContent()).toContain(description);
}

describe.skipIf(browserUnavailable())('financial goals in a real browser', () => {
  const server = useTestServer({ seed: false });
  const browser = useBrowser();

  it('signs up, creates a goal on the dashboard, sees its progress, edits it to achieved and deletes it', async () => {
    const { page } = browser;
    const username = `kofi${Math.random().toString(36).slice(2, 8)}`;
    const email = `${username}@example.com`;
    const password = 'Labadi-Beach-42';

    await page.goto(`${server.url}/signup`);
    await page.getByLabel('First Name').fill('Kofi');
    await page.getByLabel('Last Name').fill('Mensah');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByLabel('I accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/signin', { waitUntil: 'commit' });
    // The router keeps the sign-up page (whose Email field holds the same address) on screen while the sign-in
    // page's chunk loads: act once the sign-in form is there.
    await expect.poll(() => page.getByRole('button', { name: 'Sign In', exact: true }).isVisible()).toBe(true);
    // The sign-in form opens with the new account's email.
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/dashboard', { waitUntil: 'commit' });

    // No goals yet: the empty state offers the first one.
    const section = page.getByTestId('financial-goals');
    await expect.poll(() => section.getByText('No financial goals yet').isVisible()).toBe(true);
    await section.getByRole('button', { name: 'Create Your First Goal' }).click();

    // The form checks before sending, with the messages the server would give.
    const dialog = page.getByRole('dialog', { name: 'Create Financial Goal' });
    await dialog.getByLabel('Goal Name').fill('Deposit for a flat');
    await dialog.getByLabel('Target Amount (USD)').fill('0');
    // Straight from typing to the button: the press must not be lost to the field's message appearing on blur
    // (AppForm keeps the focus on mouse-down), and the whole form is judged at once.
    await dialog.getByRole('button', { name: 'Create Goal' }).click();
    await expect.poll(() => dialog.getByText('Target amount must be greater than 0').isVisible()).toBe(true);
    await expect.poll(() => dialog.getByText('Target date is required').isVisible()).toBe(true);

    await dialog.getByLabel('Goal Type').selectOption('property_purchase');
    await dialog.getByLabel('Target Amount (USD)').fill('40000');
    await dialog.getByLabel('Current Amount (USD)').fill('10000');
    await dialog.getByLabel('Target Date').fill('2029-03-31');
    await dialog.getByLabel('Description (optional)').fill('Two bedrooms in East Legon');
    await dialog.getByRole('button', { name: 'Create Goal' }).click();
    await expectToast(page, 'Goal Created', 'Your financial goal has been set successfully.');
    await expect.poll(() => dialog.isVisible()).toBe(false);

    // The card: a quarter of the way, in the default currency (USD).
    const card = section.getByTestId('financial-goal');
    await expect.poll(() => card.count()).toBe(1);
    const bar = card.getByRole('progressbar', { name: 'Deposit for a flat progress' });
    expect(await bar.getAttribute('aria-valuenow')).toBe('25');
    const text = await card.textContent();
    expect(text).toContain('Property Purchase');
    expect(text).toContain('25%');
    expect(text).toContain('$10,000.00');
    expect(text).toContain('$40,000.00');
    expect(text).toContain('$30,000.00 to go');
    expect(text).toContain('Mar 31, 2029');
    expect(await card.getByText('Goal Achieved!').count()).toBe(0);

    // Saved on the server for this investor.
    const token = await signIn(server, email, password);
    const me = (await server.get('/api/auth/user', bearer(token))).body as { id: number };
    const stored = (await server.get(`/api/financial-goals/${me.id}`, bearer(token))).body as unknown[];
    expect(stored).toMatchObject([{ goalName: 'Deposit for a flat', currentAmount: '10000.00', progress: '25.00' }]);

    // Edit: more saved than the target reads achieved, with the bar at 100%.
    await card.getByRole('button', { name: 'Edit Deposit for a flat' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Financial Goal' });
    expect(await editDialog.getByLabel('Current Amount (USD)').inputValue()).toBe('10000.00');
    await editDialog.getByLabel('Current Amount (USD)').fill('45000');
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Goal Updated');
    await expect.poll(() => card.getByText('Goal Achieved!').isVisible()).toBe(true);
    expect(await bar.getAttribute('aria-valuenow')).toBe('100');
    expect(await card.textContent()).toContain('100%');

    // Delete, after a confirmation; cancelling keeps it.
    await card.getByRole('button', { name: 'Delete Deposit for a flat' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this goal?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirm.isVisible()).toBe(false);
    expect(await card.count()).toBe(1);
    await card.getByRole('button', { name: 'Delete Deposit for a flat' }).click();
    await confirm.getByRole('button', { name: 'Delete Goal' }).click();
    await expectToast(page, 'Goal Deleted', 'Your financial goal has been removed.');
    await expect.poll(() => section.getByText('No financial goals yet').isVisible()).toBe(true);
    expect((await server.get(`/api/financial-goals/${me.id}`, bearer(token))).body).toEqual([]);
  });
});
