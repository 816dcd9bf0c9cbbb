import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserUnavailable, useBrowser } from '../../src/testing/browser.js';
import { useTestServer, type TestServer } from '../../src/testing/test-server.js';
import { bearer, newAccount, signIn } from '../support/accounts-helpers.js';

/*
 * /settings in a real browser, at desktop width and on a 360 px phone: change the name and phone, change the
 * password and sign in again with it, turn a mail off, sign out of the other sessions; by keyboard on the phone.
 */

const NEW_PASSWORD = 'Kakum-Canopy-Walk-7';
const toast = (page: Page) => page.getByTestId('toast');

async function expectToast(page: Page, title: string, description?: string) {
  await expect.poll(() => toast(page).textContent()).toContain(title);
  if (description) expect(await toast(page).textContent()).toContain(description);
}

/** Puts a token where the web app keeps it, as a sign-in would, then opens /settings once its sections are there. */
async function openSettings(page: Page, server: TestServer, token: string) {
  await page.goto(`${server.url}/faq`);
  await page.evaluate((value) => window.localStorage.setItem('authToken', value), token);
  await page.goto(`${server.url}/settings`);
  await expect.poll(() => page.getByRole('button', { name: 'Change Password' }).isVisible()).toBe(true);
  await expect.poll(() => page.getByLabel('First Name').isVisible()).toBe(true);
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe.skipIf(browserUnavailable())('/settings in a real browser', () => {
  const server = useTestServer({ seed: false });
  const browser = useBrowser();

  it('changes the name and phone, the password (then signs in with it), a mail preference and the other sessions', async () => {
    const { page } = browser;
    const ama = await newAccount(server);
    const otherDevice = await signIn(server, ama.email, ama.password);
    await openSettings(page, server, ama.token);

    // Profile: the email is shown, not editable; the phone is checked before sending, then stored normalised.
    expect(await page.getByTestId('settings-email').textContent()).toBe(ama.email);
    expect(await page.getByText('it cannot be changed here').isVisible()).toBe(true);
    expect(await page.getByLabel('First Name').inputValue()).toBe('Ama');
    await page.getByLabel('First Name').fill('Akosua');
    await page.getByLabel('Phone').fill('024 123 4567');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect.poll(() => page.getByText('Enter the number in international format').isVisible()).toBe(true);
    await page.getByLabel('Phone').fill('+233 24 123 4567');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expectToast(page, 'Profile saved');
    await expect.poll(() => page.getByLabel('Phone').inputValue()).toBe('+233241234567');
    expect((await server.get(`/api/users/${ama.id}/profile`, bearer(ama.token))).body).toMatchObject({
      firstName: 'Akosua',
      phone: '+233241234567',
    });

    // Sessions: one other device is signed in.
    await expect
      .poll(() => page.getByTestId('other-sessions').textContent())
      .toBe('1 other session is signed in (other devices or browsers).');

    // Password: a wrong current one is said on its field; the right one changes it and signs the other device out.
    await page.getByLabel('Current Password').fill('Not-My-Password-1');
    await page.getByLabel(/^New Password/).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expectToast(page, 'Password not changed', 'Your current password is not correct');
    const currentError = page.locator('[id$="-error"]').filter({ hasText: 'Your current password is not correct' });
    await expect.poll(() => currentError.count()).toBe(1);
    await page.getByLabel('Current Password').fill(ama.password);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expectToast(page, 'Password changed', '1 other device was signed out.');
    await expect.poll(() => page.getByLabel('Current Password').inputValue()).toBe('');
    // The emptied form does not call its fields required once the person moves on.
    await page.getByLabel('First Name').focus();
    expect(await page.getByText('Current password is required').count()).toBe(0);
    await expect.poll(() => page.getByTestId('other-sessions').textContent()).toBe('No other session is signed in.');
    expect((await server.get('/api/auth/user', bearer(otherDevice))).status).toBe(401);

    // Mail preferences: project updates off, kept after a reload.
    const projectUpdates = page.getByRole('checkbox', { name: /Project updates/ });
    expect(await projectUpdates.isChecked()).toBe(true);
    await projectUpdates.uncheck();
    await page.getByRole('button', { name: 'Save Mail Preferences' }).click();
    await expectToast(page, 'Mail preferences saved');
    await page.reload();
    await expect.poll(() => page.getByRole('checkbox', { name: /Project updates/ }).isVisible()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /Project updates/ }).isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: /Application receipts/ }).isChecked()).toBe(true);
    expect(await page.getByLabel('First Name').inputValue()).toBe('Akosua');

    // Another device signs in; this page signs it out after a confirmation.
    const thirdDevice = await signIn(server, ama.email, NEW_PASSWORD);
    await page.reload();
    await expect.poll(() => page.getByTestId('other-sessions').textContent()).toContain('1 other session');
    await page.getByRole('button', { name: 'Sign Out of Other Sessions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out of every other session?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Sign Out Other Sessions' }).click();
    await expectToast(page, 'Signed out elsewhere', 'Signed out of 1 other session.');
    await expect.poll(() => page.getByTestId('other-sessions').textContent()).toBe('No other session is signed in.');
    expect(await page.getByRole('button', { name: 'Sign Out of Other Sessions' }).isDisabled()).toBe(true);
    expect((await server.get('/api/auth/user', bearer(thirdDevice))).status).toBe(401);

    // Sign out, then in again through the form with the new password.
    await page.getByRole('button', { name: `Account menu for ${ama.username}` }).click();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('menu', { name: 'Account' }).getByRole('menuitem', { name: 'Sign Out' }).click();
    await reloaded;
    await page.goto(`${server.url}/signin`);
    await expect.poll(() => page.getByRole('button', { name: 'Sign In', exact: true }).isVisible()).toBe(true);
    await page.getByLabel('Email').fill(ama.email);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await expectToast(page, 'Welcome back!');
  });
});

describe.skipIf(browserUnavailable())('/settings on a 360 px phone, by keyboard', () => {
  const server = useTestServer({ seed: false });
  const browser = useBrowser({ viewport: { width: 360, height: 740 } });

  it('fits without sideways scrolling and every section works from the keyboard', async () => {
    const { page } = browser;
    const ama = await newAccount(server);
    await signIn(server, ama.email, ama.password);
    await openSettings(page, server, ama.token);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);

    // Profile: type a new last name and submit with Enter.
    await page.getByLabel('Last Name').focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Mensah');
    await page.keyboard.press('Enter');
    await expectToast(page, 'Profile saved');

    // Mail preferences: Space toggles, Tab reaches the save button, Enter saves.
    const applicationNews = page.getByRole('checkbox', { name: /Application receipts/ });
    await applicationNews.focus();
    await page.keyboard.press('Space');
    expect(await applicationNews.isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Save Mail Preferences' }).focus();
    await page.keyboard.press('Enter');
    await expectToast(page, 'Mail preferences saved');

    // Sessions: Enter opens the confirmation, Escape closes it and focus returns to the button; then confirm.
    await expect.poll(() => page.getByTestId('other-sessions').textContent()).toContain('1 other session');
    const signOutOthers = page.getByRole('button', { name: 'Sign Out of Other Sessions' });
    await signOutOthers.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sign out of every other session?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await signOutOthers.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Sign Out Other Sessions' }).focus();
    await page.keyboard.press('Enter');
    await expectToast(page, 'Signed out elsewhere');

    expect((await server.get(`/api/users/${ama.id}/mail-preferences`, bearer(ama.token))).body).toEqual({
      projectUpdates: true,
      applicationNews: false,
    });
    expect((await server.get(`/api/users/${ama.id}/profile`, bearer(ama.token))).body.lastName).toBe('Mensah');
    expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
  });
});
