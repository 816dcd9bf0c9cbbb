import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserUnavailable, useBrowser } from '../../src/testing/browser.js';
import { useTestServer, type TestServer } from '../../src/testing/test-server.js';
import { adminAccount, bearer } from '../support/accounts-helpers.js';

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

const card = (page: Page, name: string) =>
  page.getByTestId('admin-developer-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

const publicNames = async (server: TestServer) =>
  ((await server.get('/api/developers')).body as { name: string }[]).map((d) => d.name);

describe.skipIf(browserUnavailable())('the Developers tab in a real browser', () => {
  const server = useTestServer();
  const browser = useBrowser();

  it('an admin adds a developer, edits it to inactive, and deletes it', async () => {
    const { page } = browser;
    const admin = await adminAccount(server);
    const seeded = ((await server.get('/api/secure-admin/developers', bearer(admin.token))).body as unknown[]).length;

    await openAs(page, server, admin.token, '/secure-admin?tab=developers');
    await expect.poll(() => page.getByRole('heading', { name: /Developer Management/ }).isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('developer-count').textContent()).toBe(String(seeded));

    // Add Developer: the required fields say so, a rating between tenths is refused before sending.
    await page.getByRole('button', { name: 'Add Developer' }).first().click();
    const add = page.getByRole('dialog', { name: 'Add Developer' });
    expect(await add.getByLabel('Country *').inputValue()).toBe('Ghana');
    await add.getByRole('button', { name: 'Add Developer' }).click();
    await expect.poll(() => add.getByText('Developer name is required').isVisible()).toBe(true);
    expect(await add.getByText('Phone number is required').isVisible()).toBe(true);

    await add.getByLabel('Developer Name *').fill('Labadi Shores Developments');
    await add.getByLabel('Email *').fill('hello@labadishores.example');
    await add.getByLabel('Phone *').fill('+233 30 222 3344');
    await add.getByLabel('Description *').fill('Beachfront apartments and townhouses along the Labadi coast.');
    await add.getByLabel('Address *').fill('7 La Road, Labadi');
    await add.getByLabel('City *').fill('Accra');
    await add.getByLabel('Website').fill('labadishores.example');
    await add.getByLabel('Established Year').fill('2015');
    await add.getByLabel('Completed Projects').fill('6');
    await add.getByLabel('Total Value (₵)').fill('98500000.50');
    await add.getByLabel('Specialties').fill('Beachfront, Apartments, , Townhouses');
    await add.getByLabel('Rating (0-5)').fill('4.55');
    await add.getByRole('button', { name: 'Add Developer' }).click();
    await expect.poll(() => add.getByText('Rating must be from 0 to 5 in steps of 0.1').isVisible()).toBe(true);
    await add.getByLabel('Rating (0-5)').fill('4.5');
    await add.getByRole('button', { name: 'Add Developer' }).click();
    await expectToast(page, 'Developer Created');
    await expect.poll(() => add.count()).toBe(0);

    const created = card(page, 'Labadi Shores Developments');
    await expect.poll(() => created.count()).toBe(1);
    const text = await created.textContent();
    for (const shown of [
      'Active',
      'Accra, Ghana',
      'hello@labadishores.example',
      '+233 30 222 3344',
      'https://labadishores.example',
      '2015',
      '₵98,500,000.50',
      '4.5',
      'Beachfront',
      'Townhouses',
    ]) {
      expect(text).toContain(shown);
    }
    await expect.poll(() => page.getByTestId('developer-count').textContent()).toBe(String(seeded + 1));
    expect(await publicNames(server)).toContain('Labadi Shores Developments');

    // Edit: a new rating and Inactive. The public page no longer lists it.
    await created.getByRole('button', { name: 'Edit Labadi Shores Developments' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Developer' });
    expect(await edit.getByRole('button', { name: 'Save Changes' }).isDisabled()).toBe(true);
    await edit.getByLabel('Rating (0-5)').fill('3.9');
    await edit.getByLabel('Status *').selectOption('inactive');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Developer Updated');
    await expect.poll(() => created.textContent()).toContain('Inactive');
    expect(await created.textContent()).toContain('3.9');
    expect(await publicNames(server)).not.toContain('Labadi Shores Developments');

    // Delete, confirmed.
    await created.getByRole('button', { name: 'Delete Labadi Shores Developments' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Labadi Shores Developments?' });
    expect(await confirm.textContent()).toContain('This cannot be undone.');
    await confirm.getByRole('button', { name: 'Delete Developer' }).click();
    await expectToast(page, 'Developer Deleted');
    await expect.poll(() => created.count()).toBe(0);
    await expect.poll(() => page.getByTestId('developer-count').textContent()).toBe(String(seeded));
  });

  it('offers Set Inactive instead of Delete for a developer that projects name', async () => {
    const { page } = browser;
    const admin = await adminAccount(server);
    const developers = (await server.get('/api/secure-admin/developers', bearer(admin.token))).body as {
      name: string;
      linkedProjects: number;
      isActive: boolean;
    }[];
    const linked = developers.find((d) => d.linkedProjects > 0 && d.isActive)!;

    await openAs(page, server, admin.token, '/secure-admin?tab=developers');
    const linkedCard = card(page, linked.name);
    await linkedCard.getByRole('button', { name: `Delete ${linked.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `${linked.name} cannot be deleted` });
    expect(await dialog.textContent()).toContain('Set it to Inactive instead to hide it from the public pages.');
    expect(await dialog.getByRole('button', { name: 'Delete Developer' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Set Inactive' }).click();
    await expectToast(page, 'Developer Updated', 'hidden from the public pages');
    await expect.poll(() => linkedCard.textContent()).toContain('Inactive');
    expect(await publicNames(server)).not.toContain(linked.name);
  });
});
