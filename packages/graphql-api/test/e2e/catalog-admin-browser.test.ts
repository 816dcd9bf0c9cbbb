import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserUnavailable, useBrowser } from '../../src/testing/browser.js';
import { useTestServer, type TestServer } from '../../src/testing/test-server.js';
import { adminAccount, bearer } from '../support/accounts-helpers.js';
import { describeOverflow, PHONE, sidewaysOverflow } from '../support/phone-width.js';

const toast = (page: Page) => page.getByTestId('toast');

async function expectToast(page: Page, title: string, description?: string) {
  await expect.poll(() => toast(page).textContent()).toContain(title);
  if (description) await expect.poll(() => toast(page).textContent()).toContain(description);
}

/** Puts a token where the web app keeps it, as a sign-in would, then opens `path`. */
async function openAs(page: Page, server: TestServer, token: string, path: string) {
  await page.goto(`${server.url}/faq`);
  await page.evaluate((value) => window.localStorage.setItem('authToken', value), token);
  await page.goto(`${server.url}${path}`);
}

const projectCard = (page: Page, title: string) =>
  page.getByTestId('admin-project').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const unitCard = (page: Page, unitNumber: string) =>
  page
    .getByTestId('admin-unit')
    .filter({ has: page.getByRole('heading', { name: `Unit ${unitNumber}`, exact: true }) });

describe.skipIf(browserUnavailable())('the Projects and Units tabs in a real browser', () => {
  const server = useTestServer();
  const browser = useBrowser();

  it('an admin adds a project, two units, edits one, sees the funding figures, deletes a unit', async () => {
    const { page } = browser;
    const admin = await adminAccount(server);
    await openAs(page, server, admin.token, '/secure-admin?tab=projects');
    await expect.poll(() => page.getByRole('heading', { name: /^Projects/ }).isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('admin-project').count()).toBeGreaterThan(0);

    // Add Project: the required fields say so; then the form is filled and saved.
    await page.getByRole('button', { name: 'Add Project' }).first().click();
    const add = page.getByRole('dialog', { name: 'Add Project' });
    expect(await add.getByLabel('Country').inputValue()).toBe('Ghana');
    await add.getByRole('button', { name: 'Add Project' }).click();
    await expect.poll(() => add.getByText('Title is required').isVisible()).toBe(true);
    expect(await add.getByText('Unit price is required').isVisible()).toBe(true);

    const title = `Labadi Shores Residences ${Date.now()}`;
    await add.getByLabel('Title *').fill(title);
    await add.getByLabel('Description *').fill('Beachfront apartments and terraces on the Labadi coast.');
    await add.getByLabel('Location *').fill('Labadi, Accra');
    await add.getByLabel('Project Type *').selectOption('mixed-use');
    await add.getByLabel('Status *').selectOption('under-construction');
    await add.getByLabel('Developer Name *').fill('Labadi Shores Developments');
    await add.getByLabel('Timeline (months)').fill('24');
    await add.getByLabel('Unit Price *').fill('120000');
    await add.getByLabel('Minimum Investment *').fill('130000');
    await add.getByLabel('Expected Profit (%)').fill('18.5');
    await add.getByRole('button', { name: 'Add Project' }).click();
    await expect.poll(() => add.getByText('Minimum investment must not exceed the unit price').isVisible()).toBe(true);
    await add.getByLabel('Minimum Investment *').fill('5000');

    // The image, uploaded: a file the server reads as no picture and one over 5 MB are refused under the picker
    // (the second before it is sent); then a PNG drawn in the page fills Image URL and shows a preview.
    const upload = add.getByLabel('Upload image');
    const uploadError = add.getByTestId('image-upload-error');
    await upload.setInputFiles({
      name: 'renamed.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<!doctype html><p>not a picture</p>'),
    });
    await expect.poll(() => uploadError.textContent()).toBe('Image must be a JPEG, PNG, WebP or AVIF image');
    await upload.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await expect.poll(() => uploadError.textContent()).toBe('Image must be at most 5 MB');
    expect(await add.getByLabel('Image URL').inputValue()).toBe('');
    const drawn = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 40;
      const pen = canvas.getContext('2d')!;
      pen.fillStyle = '#0f5132';
      pen.fillRect(0, 0, 64, 40);
      pen.fillStyle = '#d99a0b';
      pen.fillRect(8, 8, 24, 24);
      return canvas.toDataURL('image/png').split(',')[1]!;
    });
    await upload.setInputFiles({ name: 'labadi.png', mimeType: 'image/png', buffer: Buffer.from(drawn, 'base64') });
    await expect.poll(() => add.getByLabel('Image URL').inputValue()).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);
    const imageUrl = await add.getByLabel('Image URL').inputValue();
    expect(await uploadError.count()).toBe(0);
    const naturalWidth = (img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0);
    await expect.poll(() => add.getByTestId('image-preview').evaluate(naturalWidth)).toBe(64);

    await add.getByRole('button', { name: 'Add Project' }).click();
    await expectToast(page, 'Project created successfully', title);
    await expect.poll(() => add.count()).toBe(0);

    const created = projectCard(page, title);
    await expect.poll(() => created.count()).toBe(1);
    const text = await created.textContent();
    for (const shown of ['Labadi, Accra', 'Under Construction', 'Mixed-Use', '$0.00']) expect(text).toContain(shown);
    // The card shows the uploaded picture (served by /api/images, allowed by the page's CSP).
    const cardImage = created.getByTestId('admin-project-image');
    expect(await cardImage.getAttribute('src')).toBe(imageUrl);
    await cardImage.scrollIntoViewIfNeeded();
    await expect.poll(() => cardImage.evaluate(naturalWidth)).toBe(64);

    // Units: the Units tab opens with this project chosen, and nothing in it yet.
    await created.getByRole('button', { name: `Units of ${title}` }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('units');
    await expect.poll(() => page.getByRole('heading', { name: 'No Units Yet' }).isVisible()).toBe(true);

    // An apartment, with its floor and block.
    await page.getByRole('button', { name: 'Add Unit' }).click();
    let unitDialog = page.getByRole('dialog', { name: 'Add Unit' });
    await expect.poll(() => unitDialog.getByTestId('apartment-fields').isVisible()).toBe(true);
    await unitDialog.getByLabel('Unit Number *').fill('A-101');
    await unitDialog.getByLabel('Bedrooms *').fill('2');
    await unitDialog.getByLabel('Bathrooms *').fill('2');
    await unitDialog.getByLabel('Floor Area (m²)').fill('95.5');
    await unitDialog.getByLabel('Price (USD) *').fill('120000');
    await unitDialog.getByLabel('Min Investment (USD) *').fill('5000');
    await unitDialog.getByLabel('Floor', { exact: true }).fill('3');
    await unitDialog.getByLabel('Block', { exact: true }).fill('A');
    for (const feature of ['Balcony', 'Security', 'Generator', 'Swimming Pool']) {
      await unitDialog.getByLabel(feature, { exact: true }).check();
    }
    await unitDialog.getByRole('button', { name: 'Add Unit' }).click();
    await expectToast(page, 'Unit created successfully', 'A-101');
    const apartment = unitCard(page, 'A-101');
    await expect.poll(() => apartment.count()).toBe(1);
    const apartmentText = await apartment.textContent();
    for (const shown of ['2 Bedroom Apartment', 'Available', '95.50 m²', '3 / A', '$120,000.00', '+1 more']) {
      expect(apartmentText).toContain(shown);
    }

    // A terrace: no floor or block section.
    await page.getByRole('button', { name: 'Add Unit' }).click();
    unitDialog = page.getByRole('dialog', { name: 'Add Unit' });
    await unitDialog.getByLabel('Unit Type *').selectOption('3-bedroom-terrace');
    await expect.poll(() => unitDialog.getByTestId('apartment-fields').count()).toBe(0);
    await unitDialog.getByLabel('Unit Number *').fill('T-1');
    await unitDialog.getByLabel('Bedrooms *').fill('3');
    await unitDialog.getByLabel('Bathrooms *').fill('3');
    await unitDialog.getByLabel('Price (USD) *').fill('200000');
    await unitDialog.getByLabel('Min Investment (USD) *').fill('10000');
    await unitDialog.getByRole('button', { name: 'Add Unit' }).click();
    await expectToast(page, 'Unit created successfully', 'T-1');
    await expect.poll(() => page.getByTestId('admin-unit').count()).toBe(2);
    await expect.poll(() => page.getByTestId('figure-needed').textContent()).toBe('$320,000.00');
    expect(await page.getByTestId('figure-units').textContent()).toContain('2 (2 available');

    // Edit the terrace's price: the figures follow.
    await unitCard(page, 'T-1').getByRole('button', { name: 'Edit unit T-1' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Unit' });
    expect(await edit.getByRole('button', { name: 'Save Changes' }).isDisabled()).toBe(true);
    await edit.getByLabel('Price (USD) *').fill('250000');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Unit updated successfully');
    await expect.poll(() => page.getByTestId('figure-needed').textContent()).toBe('$370,000.00');
    expect(await unitCard(page, 'T-1').textContent()).toContain('$250,000.00');

    // Delete the apartment, after the confirmation.
    await apartment.getByRole('button', { name: 'Delete unit A-101' }).click();
    const confirmUnit = page.getByRole('dialog', { name: 'Delete Unit A-101?' });
    expect(await confirmUnit.textContent()).toContain('Are you sure you want to delete this unit?');
    await confirmUnit.getByRole('button', { name: 'Delete Unit' }).click();
    await expectToast(page, 'Unit deleted successfully');
    await expect.poll(() => apartment.count()).toBe(0);
    await expect.poll(() => page.getByTestId('figure-needed').textContent()).toBe('$250,000.00');

    // Back on the Projects tab, the project's investment is its units' total.
    await page.getByRole('tab', { name: 'Projects' }).click();
    await expect
      .poll(() => projectCard(page, title).getByTestId('project-investment').textContent())
      .toBe('$250,000.00');
  });

  it("shows the server's refusal when a project with investments is deleted", async () => {
    const { page } = browser;
    const admin = await adminAccount(server);
    const investments = (await server.get('/api/admin/investments', bearer(admin.token))).body as {
      projectId: number;
    }[];
    expect(investments.length).toBeGreaterThan(0);
    const funded = (await server.get(`/api/projects/${investments[0]!.projectId}`)).body as { title: string };

    await openAs(page, server, admin.token, '/secure-admin?tab=projects');
    const card = projectCard(page, funded.title);
    await expect.poll(() => card.count()).toBe(1);
    await card.getByRole('button', { name: `Delete ${funded.title}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${funded.title}?` });
    expect(await confirm.textContent()).toContain('Are you sure you want to delete this project?');
    await confirm.getByRole('button', { name: 'Delete Project' }).click();
    await expect.poll(() => confirm.getByTestId('delete-refused').textContent()).toContain('cannot be deleted: it has');
    expect(await confirm.getByTestId('delete-refused').textContent()).toContain('Archive it instead');
    await expectToast(page, 'Error', 'cannot be deleted');
    expect(await confirm.getByRole('button', { name: 'Delete Project' }).count()).toBe(0);
    expect((await server.get(`/api/projects/${investments[0]!.projectId}`)).status).toBe(200);

    // Archive it instead: it stays in the panel, marked Archived, and leaves the public catalog.
    await confirm.getByRole('button', { name: 'Archive Project' }).click();
    await expectToast(page, 'Project archived', funded.title);
    await expect.poll(() => confirm.count()).toBe(0);
    await expect.poll(() => card.textContent()).toContain('Archived');
    const publicTitles = ((await server.get('/api/projects')).body as { title: string }[]).map((p) => p.title);
    expect(publicTitles).not.toContain(funded.title);

    // Its page still opens for its investors, and takes nothing new.
    await page.goto(`${server.url}/projects/${investments[0]!.projectId}`);
    await expect.poll(() => page.getByRole('heading', { name: 'This project is archived' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /Express Interest/ }).count()).toBe(0);
    expect(await page.getByRole('checkbox').count()).toBe(0);
  });
  it("previews each paid investor's share before a sale, and sells nothing until confirmed", async () => {
    const { page } = browser;
    const admin = await adminAccount(server);
    const investments = (await server.get('/api/admin/investments', bearer(admin.token))).body as {
      projectId: number;
      unitId: number;
      status: string;
    }[];
    const active = investments.find((i) => i.status === 'active');
    expect(active).toBeDefined();
    const paidHere = investments.filter((i) => i.unitId === active!.unitId && i.status === 'active').length;
    const units = (await server.get(`/api/projects/${active!.projectId}/units`)).body as {
      id: number;
      unitNumber: string;
      status: string;
    }[];
    const unit = units.find((u) => u.id === active!.unitId)!;

    await openAs(page, server, admin.token, `/secure-admin?tab=units&project=${active!.projectId}`);
    const card = unitCard(page, unit.unitNumber);
    await expect.poll(() => card.count()).toBe(1);
    await card.getByRole('button', { name: 'Mark as Sold' }).click();
    const dialog = page.getByRole('dialog', { name: `Mark Unit ${unit.unitNumber} as Sold` });
    await dialog.getByLabel('Sold Price (USD) *').fill('999999.99');
    await dialog.getByLabel('Selling Costs (USD) *').fill('1000.01');
    await dialog.getByRole('button', { name: 'Preview Shares' }).click();
    await expect.poll(() => dialog.getByTestId('profit-share').count()).toBe(paidHere);
    expect(await dialog.getByTestId('sale-totals').textContent()).toContain('to investors; developer share');

    // Back, then Cancel: nothing was sold.
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const after = (await server.get(`/api/projects/${active!.projectId}/units`)).body as {
      id: number;
      status: string;
    }[];
    expect(after.find((u) => u.id === unit.id)!.status).toBe(unit.status);
  });

  it("draws the tabs, the forms and their messages in the admin's language (docs/i18n.md)", async () => {
    const { page } = browser;
    const admin = await adminAccount(server);
    await openAs(page, server, admin.token, '/secure-admin?tab=projects&lang=fr');
    await expect.poll(() => page.getByRole('heading', { name: /^Projets/ }).isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('admin-project').count()).toBeGreaterThan(0);
    const first = page.getByTestId('admin-project').first();
    expect(await first.textContent()).toContain('Investissement');
    expect(await first.getByRole('button', { name: /^Modifier / }).count()).toBe(1);

    await page.getByRole('button', { name: 'Ajouter un projet' }).first().click();
    const add = page.getByRole('dialog', { name: 'Ajouter un projet' });
    await add.getByRole('button', { name: 'Ajouter un projet' }).click();
    await expect.poll(() => add.getByText('« Titre » est obligatoire').isVisible()).toBe(true);
    expect(await add.getByText('« Prix du lot » est obligatoire').isVisible()).toBe(true);
    await add.getByRole('button', { name: 'Annuler' }).click();

    await page.goto(`${server.url}/secure-admin?tab=units&lang=fr`);
    await expect.poll(() => page.getByRole('heading', { name: 'Choisissez un projet' }).isVisible()).toBe(true);

    // Arabic, right to left, on a phone: a project's units fit the width.
    const [project] = (await server.get('/api/projects')).body as { id: number }[];
    await page.setViewportSize(PHONE);
    await page.goto(`${server.url}/secure-admin?tab=units&project=${project!.id}&lang=ar`);
    await expect.poll(() => page.getByRole('heading', { name: 'الوحدات', exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('admin-unit').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await page.getByTestId('admin-unit').first().textContent()).toContain('حالة الدفع');
    const report = await sidewaysOverflow(page);
    expect(report === null ? null : describeOverflow('the Units tab in Arabic', report)).toBeNull();
  });
});
