import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { browserUnavailable, useBrowser } from '../../src/testing/browser.js';
import { useTestServer, type TestServer } from '../../src/testing/test-server.js';
import { adminAccount, newAccount } from '../support/accounts-helpers.js';
import { submitKycAs } from '../support/kyc-helpers.js';

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

/** `YYYY-MM-DD`, `days` from today (UTC, as the server counts days). */
function day(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A real one-page PDF (valid cross-reference table), a few hundred bytes. */
function tinyPdf(): Buffer {
  const content = 'BT /F1 18 Tf 20 40 Td (Utility bill, Osu, Accra) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A real JPEG drawn by the browser itself (a small green card), so any decoder accepts it. */
async function tinyJpeg(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 40;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#0f5132';
    g.fillRect(0, 0, 64, 40);
    g.fillStyle = '#d99a0b';
    g.fillRect(8, 8, 20, 24);
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

const naturalWidth = (page: Page, alt: string) =>
  page.getByAltText(alt).evaluate((img) => (img as HTMLImageElement).naturalWidth);

describe.skipIf(browserUnavailable())('KYC in a real browser', () => {
  const server = useTestServer();
  const browser = useBrowser();
  const dir = mkdtempSync(join(tmpdir(), 'kyc-browser-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('an investor submits the six steps with real files, an admin reviews the documents and approves', async () => {
    const { page } = browser;
    // The investor's part on a phone (issue 19: most people here verify on one).
    await page.setViewportSize({ width: 390, height: 844 });
    const investor = await newAccount(server, 'kycinvestor');
    const project = (await server.get('/api/projects')).body[0];

    // The project page's gate: not verified yet.
    await openAs(page, server, investor.token, `/projects/${project.id}`);
    const gate = page.getByTestId('kyc-gate');
    await expect.poll(() => gate.textContent()).toContain('Verification Required');
    expect(await gate.getByRole('link', { name: 'Start Verification' }).getAttribute('href')).toBe('/kyc-verification');

    // The files, written to a temporary folder as a person would have them on disk.
    const front = join(dir, 'passport.jpg');
    const selfie = join(dir, 'selfie.jpg');
    const proof = join(dir, 'utility-bill.pdf');
    const svg = join(dir, 'selfie.svg');
    const jpeg = await tinyJpeg(page);
    writeFileSync(front, jpeg);
    writeFileSync(selfie, jpeg);
    writeFileSync(proof, tinyPdf());
    writeFileSync(svg, '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

    // The centre: back link, Not Started, info cards; Start KYC opens the wizard on step 1.
    await page.goto(`${server.url}/kyc-verification`);
    const card = page.getByTestId('kyc-status-card');
    await expect.poll(() => card.getAttribute('data-status')).toBe('not_started');
    expect(await card.textContent()).toContain('Not Started');
    expect(await page.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(await page.getByText('Review in 2-3 business days').isVisible()).toBe(true);
    await card.getByRole('button', { name: 'Start KYC' }).click();
    await expectToast(page, 'KYC Process Started');
    const wizard = page.getByTestId('kyc-wizard');
    await expect.poll(() => wizard.isVisible()).toBe(true);
    expect(await wizard.getByRole('listitem').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('Personal Information')]),
    );
    // Six steps in the stepper, the proof of address among them, and nothing wider than the phone.
    expect(await wizard.getByRole('listitem').count()).toBe(6);
    expect(await wizard.getByRole('listitem').nth(4).textContent()).toContain('Step 5: Proof of Address');
    expect(await page.getByText('Step 1 of 6').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const previous = wizard.getByRole('button', { name: 'Previous' });
    const next = wizard.getByRole('button', { name: 'Next' });
    expect(await previous.isDisabled()).toBe(true);
    expect(await next.isDisabled()).toBe(true);
    // The new step's heading has focus (announced to screen readers).
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Personal Information');

    // Step 1, with a rule caught in the browser: a phone number too short.
    await page.getByLabel('Full Name').fill('Ama Owusu');
    await page.getByLabel('Date of Birth').fill('1990-05-14');
    await page.getByRole('combobox', { name: 'Nationality' }).selectOption('gh');
    await page.getByLabel('Phone Number').fill('024 123');
    await page.getByLabel('Phone Number').blur();
    await expect.poll(() => page.getByText('Valid phone number is required').isVisible()).toBe(true);
    expect(await page.getByLabel('Phone Number').getAttribute('aria-invalid')).toBe('true');
    expect(await next.isDisabled()).toBe(true);
    await page.getByLabel('Phone Number').fill('+233 24 123 4567');
    await expect.poll(() => next.isDisabled()).toBe(false);
    await next.click();

    // Step 2.
    await expect.poll(() => wizard.getByRole('heading', { name: 'Address Details' }).isVisible()).toBe(true);
    expect(await previous.isDisabled()).toBe(false);
    await page.getByLabel('Residential Address').fill('12 Oxford Street, Osu');
    await page.getByRole('textbox', { name: 'City' }).fill('Accra');
    await page.getByLabel('Postal Code').fill('GA-123-4567');
    await page.getByRole('combobox', { name: 'Country of Residence' }).selectOption('ghana');
    await next.click();

    // Step 3: an expired document is refused before Next.
    await expect.poll(() => wizard.getByRole('heading', { name: 'Identity Documents' }).isVisible()).toBe(true);
    await page.getByRole('combobox', { name: 'Document Type' }).selectOption('passport');
    await page.getByLabel('Document Number').fill('G1234567');
    await page.getByLabel('Document Expiry Date').fill(day(-1));
    await page.getByLabel('Document Expiry Date').blur();
    await expect.poll(() => page.getByText('The identity document has expired').isVisible()).toBe(true);
    expect(await next.isDisabled()).toBe(true);
    await page.getByLabel('Document Expiry Date').fill(day(3 * 365));
    await next.click();

    // Step 4: the PEP details appear only when the box is ticked, and are then required.
    await expect.poll(() => wizard.getByRole('heading', { name: 'Financial Information' }).isVisible()).toBe(true);
    await page.getByRole('combobox', { name: 'Source of Funds' }).selectOption('employment');
    await page.getByRole('combobox', { name: 'Employment Status' }).selectOption('employed');
    await page.getByLabel('Annual Income in USD').fill('85000');
    // The proof of address is no longer asked here: it has its own step.
    expect(await page.getByRole('combobox', { name: 'Proof of Address Type' }).count()).toBe(0);
    expect(await page.getByLabel(/^Proof of address/).count()).toBe(0);
    expect(await page.getByLabel('Political Exposure Details').count()).toBe(0);
    await expect.poll(() => next.isDisabled()).toBe(false);
    await page.getByLabel('I am a politically exposed person').check();
    await expect.poll(() => page.getByLabel('Political Exposure Details').isVisible()).toBe(true);
    expect(await next.isDisabled()).toBe(true);
    await page.getByLabel('Political Exposure Details').fill('Municipal chief executive, Accra, 2015-2019');
    await expect.poll(() => next.isDisabled()).toBe(false);

    // Going back keeps what was typed.
    await previous.click();
    expect(await page.getByLabel('Document Number').inputValue()).toBe('G1234567');
    await next.click();
    expect(await page.getByLabel('Political Exposure Details').inputValue()).toContain('Municipal chief executive');
    await next.click();

    // Step 5, its own step: the proof of address's type, date and the document; Next waits for all three.
    await expect.poll(() => wizard.getByRole('heading', { name: 'Proof of Address' }).isVisible()).toBe(true);
    expect(await page.getByText('Step 5 of 6').isVisible()).toBe(true);
    expect(await wizard.getByRole('listitem').nth(4).getAttribute('aria-current')).toBe('step');
    expect(await wizard.getByRole('listitem').nth(3).textContent()).toContain('(completed)');
    expect(await next.isDisabled()).toBe(true);
    await page.getByRole('combobox', { name: 'Proof of Address Type' }).selectOption('utility_bill');
    await page.getByLabel('Proof of Address Date').fill(day(-20));
    expect(await next.isDisabled()).toBe(true);
    await page.getByLabel(/^Proof of address/).setInputFiles(proof);
    await expect.poll(() => page.getByTestId('kyc-file-proofOfAddress').textContent()).toContain('utility-bill.pdf');
    await expect.poll(() => next.isDisabled()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await next.click();

    // Step 6: nothing picked gives the Missing Documents toast; an SVG selfie is refused under its field.
    await expect.poll(() => wizard.getByRole('heading', { name: 'Document Upload' }).isVisible()).toBe(true);
    expect(await page.getByText('Step 6 of 6').isVisible()).toBe(true);
    expect(await page.getByLabel(/^Proof of address/).count()).toBe(0);
    const submit = wizard.getByRole('button', { name: 'Submit Verification' });
    await submit.click();
    await expectToast(page, 'Missing Documents', 'Please upload: Identity document (front), Selfie');
    await page.getByLabel('Selfie').setInputFiles(svg);
    await expect.poll(() => page.getByText('Selfie must be a JPEG, PNG or WebP image').isVisible()).toBe(true);
    await page.getByLabel('Selfie').setInputFiles(proof);
    await expect.poll(() => page.getByText('Selfie must be a JPEG, PNG or WebP image').isVisible()).toBe(true);

    await page.getByLabel('Identity document (front)').setInputFiles(front);
    await page.getByLabel('Selfie').setInputFiles(selfie);
    // Previews: thumbnails of the images (the PDF was shown by name on its own step).
    await expect.poll(() => naturalWidth(page, 'Identity document (front) preview')).toBe(64);
    await expect.poll(() => naturalWidth(page, 'Selfie preview')).toBe(64);
    expect(await page.getByText('Selfie must be a JPEG, PNG or WebP image').count()).toBe(0);

    // A refused submission (answered here as the server answers a field it refuses) keeps everything: the
    // wizard opens the step of the field, shows the server's message under it, and the files stay picked.
    await page.route(
      '**/api/kyc/submit',
      (route) =>
        route.fulfill({
          status: 400,
          json: { message: 'Invalid input', code: 'VALIDATION.INVALID_INPUT', fields: { city: 'City is required' } },
        }),
      { times: 1 },
    );
    await submit.click();
    await expectToast(page, 'Submission Failed', 'Failed to submit KYC verification');
    await expect.poll(() => wizard.getByRole('heading', { name: 'Address Details' }).isVisible()).toBe(true);
    expect(await page.getByText('City is required').isVisible()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'City' }).getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Residential Address').inputValue()).toBe('12 Oxford Street, Osu');
    await page.getByRole('textbox', { name: 'City' }).fill('Accra Central');
    expect(await page.getByText('City is required').count()).toBe(0);
    for (let step = 0; step < 4; step++) await next.click();
    await expect.poll(() => naturalWidth(page, 'Selfie preview')).toBe(64);

    await submit.click();
    await expectToast(page, 'KYC Verification Submitted', '2-3 business days');
    await expect.poll(() => card.getAttribute('data-status')).toBe('pending');
    expect(await card.textContent()).toContain('Under Review');
    await expect.poll(() => wizard.count()).toBe(0);
    const state = await server.get(`/api/kyc/${investor.id}`, { authorization: `Bearer ${investor.token}` });
    expect(state.body.status).toBe('pending');

    // The gate now says to wait.
    await page.goto(`${server.url}/projects/${project.id}`);
    await expect.poll(() => gate.textContent()).toContain('under review');

    // The admin: the Pending KYC count, the record with its High risk badge, the documents in place.
    await page.setViewportSize({ width: 1280, height: 900 });
    const admin = await adminAccount(server);
    await openAs(page, server, admin.token, '/secure-admin');
    await expect.poll(() => page.getByTestId('summary-pending-kyc').textContent()).toContain('1');
    const item = page.getByTestId('kyc-pending-item').filter({ hasText: 'Ama Owusu' });
    await expect.poll(() => item.textContent()).toContain('High risk');
    expect(await item.textContent()).toContain(investor.email);
    await item.click();
    const panel = page.getByTestId('kyc-review-panel');
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await panel.textContent()).toContain('Politically exposed person');
    expect(await panel.textContent()).toContain('G1234567');
    await expect.poll(() => naturalWidth(page, 'Identity document (front) of Ama Owusu')).toBe(64);
    await expect.poll(() => naturalWidth(page, 'Selfie of Ama Owusu')).toBe(64);
    const pdfFrame = panel.locator('iframe[title="Proof of address of Ama Owusu"]');
    await expect.poll(() => pdfFrame.getAttribute('src')).toMatch(/^blob:/);
    // Opening it moved it to under review (the list says so too).
    await expect.poll(() => item.textContent()).toContain('Under Review');

    // Reject with no reason: refused in the browser. Approve a high-risk record with no notes: the server's message.
    await panel.getByRole('button', { name: 'Reject KYC' }).click();
    await expectToast(page, 'Rejection Reason Required', 'Please provide a reason for rejection.');
    await panel.getByRole('button', { name: 'Approve KYC' }).click();
    await expectToast(page, 'Approval Failed', 'Failed to approve KYC verification.');
    const notesError = panel.locator('[id$="-reviewNotes-error"]');
    await expect.poll(() => notesError.isVisible()).toBe(true);
    expect((await notesError.textContent())!.length).toBeGreaterThan(5);
    await panel.getByLabel('Review Notes').fill('Passport and bill checked against the selfie; PEP status confirmed.');
    await panel.getByRole('button', { name: 'Approve KYC' }).click();
    await expectToast(page, 'KYC Approved');
    await expect.poll(() => page.getByText('All Caught Up!').isVisible()).toBe(true);
    expect(await page.getByText('No pending KYC verifications to review.').isVisible()).toBe(true);
    expect(await page.getByTestId('summary-pending-kyc').textContent()).toContain('0');

    // The investor's card reads Verified with the expiry two years ahead, and the gate lets them through.
    await openAs(page, server, investor.token, '/dashboard');
    await expect.poll(() => card.getAttribute('data-status')).toBe('approved');
    expect(await card.textContent()).toContain('Verified');
    expect(await card.textContent()).toContain(String(new Date().getUTCFullYear() + 2));
    await page.goto(`${server.url}/projects/${project.id}`);
    await expect
      .poll(() => page.getByTestId('direct-investment-card').textContent())
      .toContain('Choose a unit below to invest');
    expect(await gate.count()).toBe(0);
  });

  it('an admin opening their own verification is told another admin must review it (four eyes)', async () => {
    const { page } = browser;
    const self = await newAccount(server, 'kycadmin');
    await server.db.em().execute(`update users set role = 'admin' where id = ?`, [self.id], 'run');
    expect((await submitKycAs(server, self, { fullName: 'Kofi Self-Review' })).ok).toBe(true);

    await openAs(page, server, self.token, '/secure-admin');
    const item = page.getByTestId('kyc-pending-item').filter({ hasText: 'Kofi Self-Review' });
    await expect.poll(() => item.count()).toBe(1);
    await item.click();
    await expectToast(page, 'Error', 'Another administrator must decide on your own KYC verification');
    expect(await page.getByTestId('kyc-review-panel').count()).toBe(0);
    // Still waiting for another admin: not opened for review.
    expect(await item.textContent()).toContain('Pending');
  });
});
