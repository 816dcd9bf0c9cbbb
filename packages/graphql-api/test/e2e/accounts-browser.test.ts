import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserUnavailable, useBrowser } from '../../src/testing/browser.js';
import { useTestServer, type TestServer } from '../../src/testing/test-server.js';
import { adminAccount, bearer, newAccount, resetCodeFor } from '../support/accounts-helpers.js';

// The test server runs with NODE_ENV=test (useTestServer), so the development mailbox is mounted and the reset
// code can be read from GET /api/dev/mailbox, as a developer trying the flow would.

const toast = (page: Page) => page.getByTestId('toast');
const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('authToken'));

async function expectToast(page: Page, title: string, description?: string) {
  await expect.poll(() => toast(page).textContent()).toContain(title);
  if (description) expect(await toast(page).textContent()).toContain(description);
}

/** Puts a token where the web app keeps it, as a sign-in would, then opens `path`. */
async function openSignedIn(page: Page, server: TestServer, token: string, path: string) {
  await page.goto(`${server.url}/faq`);
  await page.evaluate((value) => window.localStorage.setItem('authToken', value), token);
  await page.goto(`${server.url}${path}`);
}

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

describe.skipIf(browserUnavailable())('accounts in a real browser', () => {
  const server = useTestServer({ seed: false });
  const browser = useBrowser();

  it('signs up, signs in, signs out, resets the password with the mailed code and signs in with the new one', async () => {
    const { page } = browser;
    const username = `ama${Math.random().toString(36).slice(2, 8)}`;
    const email = `${username}@example.com`;
    const password = 'Labadi-Beach-42';
    const newPassword = 'Kakum-Canopy-Walk-7';

    // Sign up: the spec's messages, with the password minimum raised to 8.
    await page.goto(`${server.url}/signup`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => page.getByText('You must accept the terms and conditions').isVisible()).toBe(true);
    expect(await page.getByText('Password must be at least 8 characters').count()).toBe(2);
    await page.getByLabel('First Name').fill('Ama');
    await page.getByLabel('Last Name').fill('Owusu');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password').fill('Labadi-Beach-43');
    await page.getByLabel('I accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => page.getByText("Passwords don't match").isVisible()).toBe(true);
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Account Created!', 'Welcome, Ama!');
    await page.waitForURL('**/signin');
    // The router keeps the old page on screen while the new one's chunk loads: act once the form is there.
    await expect.poll(() => page.getByRole('button', { name: 'Sign In', exact: true }).isVisible()).toBe(true);

    // Sign in (the email is carried over from sign-up): token stored, investor goes to /dashboard.
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await expectToast(page, 'Welcome back!');
    // Greeted by first name, not username (issue 19 item 9).
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome back, Ama' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: `Welcome back, ${username}` }).count()).toBe(0);
    const token = await storedToken(page);
    expect(token).toBeTruthy();
    expect(JSON.parse((await page.evaluate(() => window.localStorage.getItem('currentUser')))!)).toMatchObject({
      username,
      email,
      role: 'user',
    });

    // Header: Dashboard link and the user menu (no Manage Properties for an investor), no Sign In / Get Started.
    const mainNav = page.getByRole('navigation', { name: 'Main' });
    expect(await mainNav.getByRole('link', { name: 'Dashboard' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Get Started' }).count()).toBe(0);
    await page.getByRole('button', { name: `Account menu for ${username}` }).click();
    const menu = page.getByRole('menu', { name: 'Account' });
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['Dashboard', 'Settings', 'Sign Out']);

    // Sign out: logout sent (the token no longer works), storage cleared, back on / as a visitor.
    // The sequence ends with going to / and a reload 100 ms later: wait for that reload's load event.
    const reloaded = page.waitForEvent('load');
    await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
    await reloaded;
    expect(page.url()).toBe(`${server.url}/`);
    // The header's: the landing page's hero has a Get Started link of its own.
    await expect.poll(() => page.getByRole('banner').getByRole('link', { name: 'Get Started' }).isVisible()).toBe(true);
    expect(await storedToken(page)).toBeNull();
    expect(await page.evaluate(() => window.localStorage.getItem('currentUser'))).toBeNull();
    expect(await mainNav.getByRole('link', { name: 'Dashboard' }).count()).toBe(0);
    expect((await server.get('/api/auth/user', bearer(token!))).status).toBe(401);

    // Forgot password: request, 'Try again' back to the request step, request again.
    await page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/signin');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    // The sign-in page (which has an Email field too) stays on screen until this page's chunk has loaded.
    await expect.poll(() => page.getByRole('button', { name: 'Send Reset Code' }).isVisible()).toBe(true);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    await expectToast(page, 'Reset Email Sent');
    await expect.poll(() => page.getByLabel('Reset Code', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByLabel('Reset Code', { exact: true }).getAttribute('maxlength')).toBe('6');
    await page.getByRole('button', { name: "Didn't receive the code? Try again" }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Send Reset Code' }).isVisible()).toBe(true);
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    await expect.poll(() => page.getByLabel('Reset Code', { exact: true }).isVisible()).toBe(true);

    // The code comes from the development mailbox (the latest mail; requesting again closed the first code).
    const code = await resetCodeFor(server, email);
    expect(code).toMatch(/^\d{6}$/);

    // Client-side checks, then a wrong code answered under the code field, then the right one.
    await page.getByLabel('Reset Code', { exact: true }).fill(code);
    await page.getByLabel('New Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm New Password').fill('short');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect.poll(() => page.getByText('Password must be at least 8 characters').count()).toBe(2);
    await page.getByLabel('Reset Code', { exact: true }).fill(code === '000000' ? '111111' : '000000');
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expectToast(page, 'Error', 'Invalid or expired reset code');
    const codeError = page.locator('[id$="-error"]').filter({ hasText: 'Invalid or expired reset code' });
    await expect.poll(() => codeError.count()).toBe(1);
    await page.getByLabel('Reset Code', { exact: true }).fill(code);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expectToast(page, 'Password Reset Successful');
    await expect.poll(() => page.getByRole('heading', { name: 'Password Reset Successful' }).isVisible()).toBe(true);

    // The old password no longer works; the new one does.
    await page.getByRole('link', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/signin');
    // The router keeps the old page on screen while the new one's chunk loads: act once the form is there.
    await expect.poll(() => page.getByRole('button', { name: 'Sign In', exact: true }).isVisible()).toBe(true);
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await signInThroughForm(page, email, password);
    await expectToast(page, 'Sign In Failed', 'Invalid email or password');
    expect(page.url()).toMatch(/\/signin$/);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome back, Ama' }).isVisible()).toBe(true);

    // Signed in, /signin sends the user home.
    await page.goto(`${server.url}/signin`);
    await page.waitForURL('**/dashboard');
  });

  it('guards /secure-admin: visitors go to /signin, investors to /dashboard, admins see the panel', async () => {
    const { page } = browser;

    await page.goto(`${server.url}/secure-admin`);
    await page.waitForURL('**/signin');
    await expectToast(page, 'Access Denied', 'Please sign in to continue');

    const investor = await newAccount(server);
    await openSignedIn(page, server, investor.token, '/secure-admin');
    await page.waitForURL('**/dashboard');
    await expectToast(page, 'Unauthorized Access', 'Admin access restricted to authorized personnel only');

    // The admin signs in through the form and lands on the admin panel.
    await page.evaluate(() => window.localStorage.clear());
    const admin = await adminAccount(server);
    await page.goto(`${server.url}/signin`);
    await signInThroughForm(page, admin.email, admin.password);
    await page.waitForURL('**/secure-admin');
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome, Efua' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Chat Leads' }).isVisible()).toBe(true);
    expect(await page.getByRole('main').getByRole('link', { name: 'Dashboard' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: `Account menu for ${admin.username}` }).click();
    expect(await page.getByRole('menu').getByRole('menuitem').allTextContents()).toEqual([
      'Dashboard',
      'Settings',
      'Manage Properties',
      'Sign Out',
    ]);
    await page.getByRole('menuitem', { name: 'Manage Properties' }).click();
    await page.waitForURL('**/secure-admin');

    // A signed-in admin visiting /signin goes to the panel.
    await page.goto(`${server.url}/signin`);
    await page.waitForURL('**/secure-admin');
  });

  it('signs the browser out when the server no longer accepts the token (401), on the next window focus', async () => {
    const { page } = browser;
    const account = await newAccount(server);
    await openSignedIn(page, server, account.token, '/dashboard');
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome back, Ama' }).isVisible()).toBe(true);
    await server.post('/api/auth/logout', undefined, bearer(account.token));
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect.poll(() => page.getByText('Sign in to view your dashboard').isVisible()).toBe(true);
    expect(await storedToken(page)).toBeNull();
    expect(await page.getByRole('link', { name: 'Get Started' }).isVisible()).toBe(true);
  });

  it('follows a sign-in and a sign-out made in another tab (storage events)', async () => {
    const { page } = browser;
    const account = await newAccount(server);
    await page.goto(`${server.url}/dashboard`);
    await expect.poll(() => page.getByText('Sign in to view your dashboard').isVisible()).toBe(true);

    const other = await page.context().newPage();
    await other.goto(`${server.url}/signin`);
    await signInThroughForm(other, account.email, account.password);
    await other.waitForURL('**/dashboard');
    const greeting = page.getByRole('heading', { name: 'Welcome back, Ama' });
    await expect.poll(() => greeting.isVisible()).toBe(true);

    await other.getByRole('button', { name: `Account menu for ${account.username}` }).click();
    await other.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect.poll(() => page.getByText('Sign in to view your dashboard').isVisible()).toBe(true);
    expect(await storedToken(page)).toBeNull();
  });

  it('shows the server field messages under their inputs and how long to wait after too many attempts', async () => {
    const { page } = browser;
    const taken = await newAccount(server);
    await page.goto(`${server.url}/signup`);
    await page.getByLabel('First Name').fill('Kojo');
    await page.getByLabel('Last Name').fill('Boateng');
    await page.getByLabel('Username').fill(`kojo${Math.random().toString(36).slice(2, 8)}`);
    await page.getByLabel('Email').fill(taken.email.toUpperCase());
    await page.getByLabel('Password', { exact: true }).fill('Labadi-Beach-42');
    await page.getByLabel('Confirm Password').fill('Labadi-Beach-42');
    await page.getByLabel('I accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Sign Up Failed');
    const emailError = page.locator('[id$="-error"]').filter({ hasText: 'An account with this email already exists' });
    await expect.poll(() => emailError.count()).toBe(1);
    expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    // Editing the email clears the server's message.
    await page.getByLabel('Email').fill(`other-${taken.email}`);
    await expect.poll(() => emailError.count()).toBe(0);

    // Repeated wrong passwords for one account: 429, and the form says how long to wait.
    await page.goto(`${server.url}/signin`);
    await page.getByLabel('Email').fill(taken.email);
    const alert = page.getByTestId('form-alert');
    for (let attempt = 0; attempt < 8 && !(await alert.isVisible()); attempt++) {
      await page.getByLabel('Password', { exact: true }).fill(`Wrong-Password-${attempt}`);
      const answered = page.waitForResponse(
        (r) => r.url().endsWith('/graphql') && !!r.request().postData()?.includes('SignIn'),
      );
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await answered;
      await expect.poll(() => page.getByRole('button', { name: 'Sign In', exact: true }).isEnabled()).toBe(true);
    }
    await expect.poll(() => alert.textContent()).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/);
    await expectToast(page, 'Sign In Failed', 'Too many attempts');
  });
});

describe.skipIf(browserUnavailable())('account pages on a 360 px phone', () => {
  const server = useTestServer({ seed: false });
  const browser = useBrowser({ viewport: { width: 360, height: 740 } });

  it('fit without sideways scrolling, and the mobile menu offers Sign In and Get Started', async () => {
    const { page } = browser;
    for (const path of ['/signin', '/signup', '/forgot-password']) {
      await page.goto(`${server.url}${path}`);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await page.goto(`${server.url}/faq`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const mobile = page.locator('#mobile-menu');
    expect(await mobile.getByRole('link', { name: 'Sign In' }).isVisible()).toBe(true);
    expect(await mobile.getByRole('link', { name: 'Get Started' }).isVisible()).toBe(true);
    expect(await mobile.getByRole('link', { name: 'Dashboard' }).count()).toBe(0);
  });
});
