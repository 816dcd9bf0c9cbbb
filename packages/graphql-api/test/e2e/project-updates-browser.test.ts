import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserUnavailable, useBrowser } from '../../src/testing/browser.js';
import { useTestServer, type TestServer } from '../../src/testing/test-server.js';
import { adminAccount, newAccount } from '../support/accounts-helpers.js';
import { projectWithUnit } from '../investing/support/investing-data.js';

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

describe.skipIf(browserUnavailable())('project updates in a real browser', () => {
  const server = useTestServer({ seed: false });
  const browser = useBrowser();

  it('an admin posts an update on the project page, corrects it and deletes it', async () => {
    const { page } = browser;
    const { projectId, title } = await projectWithUnit(server.db, { price: '100000.00' });
    const admin = await adminAccount(server);
    await openAs(page, server, admin.token, `/projects/${projectId}`);
    await expect.poll(() => page.getByRole('heading', { name: title }).isVisible()).toBe(true);
    const section = page.getByRole('region', { name: 'Project Updates' });
    await expect.poll(() => section.getByText('No updates yet.', { exact: false }).isVisible()).toBe(true);

    // The form judges before sending, with the server's messages.
    await section.getByRole('button', { name: 'Post Update' }).click();
    const dialog = page.getByRole('dialog', { name: 'Post Update' });
    await dialog.getByLabel('Title').fill('Roof slab poured');
    await dialog.getByLabel('Progress (%)').fill('120');
    await dialog.getByLabel('Image URL (optional)').fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Post Update' }).click();
    await expect.poll(() => dialog.getByText('Description is required').isVisible()).toBe(true);
    expect(await dialog.getByText('Progress percentage must be a number between 0 and 100').isVisible()).toBe(true);
    expect(
      await dialog.getByText('Image URL must be a web address starting with http:// or https://').isVisible(),
    ).toBe(true);

    await dialog.getByLabel('Description').fill('Block B reached the fifth floor; the roof slab was poured on Friday.');
    await dialog.getByLabel('Progress (%)').fill('45');
    await dialog.getByLabel('Update Type').selectOption('milestone');
    await dialog.getByLabel('Image URL (optional)').fill('');
    await dialog.getByRole('button', { name: 'Post Update' }).click();
    await expectToast(page, 'Update Posted', 'Your update has been shared with all co-investors.');
    await expect.poll(() => dialog.isVisible()).toBe(false);

    // On the page at once, and stored for everyone to read.
    const item = section.getByRole('listitem');
    await expect.poll(() => item.count()).toBe(1);
    const text = await item.textContent();
    expect(text).toContain('Roof slab poured');
    expect(text).toContain('Milestone');
    expect(text).toContain('Construction progress: 45%');
    expect((await server.get(`/api/projects/${projectId}/updates`)).body).toMatchObject([
      { title: 'Roof slab poured', progressPercentage: 45, updateType: 'milestone', imageUrl: null },
    ]);

    // The form opens again empty (reset after the success).
    await section.getByRole('button', { name: 'Post Update' }).click();
    expect(await page.getByRole('dialog', { name: 'Post Update' }).getByLabel('Title').inputValue()).toBe('');
    await page.getByRole('dialog', { name: 'Post Update' }).getByRole('button', { name: 'Cancel' }).click();

    // Edit: the same form with the stored values.
    await item.getByRole('button', { name: 'Edit update Roof slab poured' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Update' });
    expect(await edit.getByLabel('Progress (%)').inputValue()).toBe('45');
    await edit.getByLabel('Progress (%)').fill('50');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Update Saved');
    await expect.poll(() => item.textContent()).toContain('Construction progress: 50%');

    // Delete, after a confirmation.
    await item.getByRole('button', { name: 'Delete update Roof slab poured' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this update?' })
      .getByRole('button', { name: 'Delete Update' })
      .click();
    await expectToast(page, 'Update Deleted');
    await expect.poll(() => item.count()).toBe(0);
    expect((await server.get(`/api/projects/${projectId}/updates`)).body).toEqual([]);
  });

  it('an investor reads the updates but gets no Post Update button, nor Edit or Delete', async () => {
    const { page } = browser;
    const { projectId, title } = await projectWithUnit(server.db, { price: '100000.00' });
    const admin = await adminAccount(server);
    const posted = await server.post(
      `/api/projects/${projectId}/updates`,
      { title: 'Foundations done', description: 'All footings cast.', progressPercentage: 20, updateType: 'progress' },
      { authorization: `Bearer ${admin.token}` },
    );
    expect(posted.status).toBe(201);
    const investor = await newAccount(server);
    await openAs(page, server, investor.token, `/projects/${projectId}`);
    await expect.poll(() => page.getByRole('heading', { name: title }).isVisible()).toBe(true);
    const section = page.getByRole('region', { name: 'Project Updates' });
    await expect.poll(() => section.getByText('Foundations done').isVisible()).toBe(true);
    expect(await section.getByRole('button').count()).toBe(0);
  });
});
