import { SqlAuditLog } from '@cobuy/adapters';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserUnavailable, useBrowser } from '../../src/testing/browser.js';
import { useTestServer, type TestServer } from '../../src/testing/test-server.js';
import { adminAccount, bearer, newAccount, send } from '../support/accounts-helpers.js';
import { submitKycAs } from '../support/kyc-helpers.js';

/** Puts a token where the web app keeps it, as a sign-in would, then opens `path`. */
async function openAs(page: Page, server: TestServer, token: string, path: string) {
  await page.goto(`${server.url}/faq`);
  await page.evaluate((value) => window.localStorage.setItem('authToken', value), token);
  await page.goto(`${server.url}${path}`);
}

describe.skipIf(browserUnavailable())('the Audit tab in a real browser', () => {
  const server = useTestServer({ seed: false });
  const browser = useBrowser();

  it('an admin filters the trail by entity, reads what changed, and exports the same records as CSV', async () => {
    const { page } = browser;
    const admin = await adminAccount(server);
    const investor = await newAccount(server, 'audited');
    // A real KYC review, and something the platform did by itself.
    expect(await submitKycAs(server, investor)).toMatchObject({ ok: true });
    const queue = await server.get('/api/secure-admin/kyc-pending', bearer(admin.token));
    const kycId = (queue.body as { id: number; userId: number }[]).find((i) => i.userId === investor.id)!.id;
    for (const step of ['open-review', 'approve']) {
      expect(
        (await send(server, 'PATCH', `/api/secure-admin/kyc/${kycId}/${step}`, {}, bearer(admin.token))).status,
      ).toBe(200);
    }
    await new SqlAuditLog(server.db.em()).record({
      actorId: null,
      action: 'investment.expired',
      entity: 'investment',
      entityId: '41',
      before: { status: 'awaiting_payment' },
      after: { status: 'cancelled' },
      at: new Date(),
      correlationId: 'job-browser',
    });

    await openAs(page, server, admin.token, '/secure-admin?tab=audit');
    const rows = page.getByTestId('audit-row');
    await expect.poll(() => rows.count()).toBe(4);
    expect(await rows.first().textContent()).toContain('System');

    // Only the KYC verification's records: newest first, with who did it and what changed.
    await page.getByLabel('Entity').selectOption('kyc_verification');
    await expect.poll(() => rows.count()).toBe(3);
    const approved = rows.first();
    expect(await approved.textContent()).toContain('kyc.approved');
    expect(await approved.textContent()).toContain('Efua Admin');
    expect(await approved.textContent()).toContain(`KYC verification #${kycId}`);
    expect(await approved.getByTestId('audit-change').first().textContent()).toBe('status: under_review → approved');
    expect(await approved.locator('time').textContent()).toBe('Just now');
    expect(await approved.locator('time').getAttribute('title')).toMatch(/\d/);
    expect(await rows.last().textContent()).toContain('Ama Owusu');

    // Dates the wrong way round are explained, not sent.
    await page.getByLabel('From', { exact: true }).fill('2026-11-06');
    await page.getByLabel('To', { exact: true }).fill('2026-11-05');
    expect(await page.getByRole('alert').textContent()).toBe('The end date must not be before the start date');
    await page.getByLabel('From', { exact: true }).fill('');
    await page.getByLabel('To', { exact: true }).fill('');

    // The export sends the token and the same filter, and downloads the CSV.
    const [response, download] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/secure-admin/audit.csv')),
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(response.status()).toBe(200);
    expect(new URL(response.url()).searchParams.get('entity')).toBe('kyc_verification');
    expect(await response.request().headerValue('authorization')).toBe(`Bearer ${admin.token}`);
    expect(download.suggestedFilename()).toMatch(/^audit-\d{8}-\d{4}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^id,at,actor_id,actor_name/);
    expect(lines.slice(1).map((line) => line.split(',')[5])).toEqual([
      'kyc.approved',
      'kyc.review_opened',
      'kyc.submitted',
    ]);
    await expect.poll(() => page.getByTestId('toast').textContent()).toContain('Audit trail exported');
  });

  it('sends an investor away without asking for the trail', async () => {
    const { page } = browser;
    const investor = await newAccount(server, 'curious');
    const auditCalls: string[] = [];
    page.on('request', (request) => {
      const call = /\/(graphql|api\/)/.test(new URL(request.url()).pathname);
      if (call && /audit/i.test(`${request.url()} ${request.postData() ?? ''}`)) auditCalls.push(request.url());
    });
    await openAs(page, server, investor.token, '/secure-admin?tab=audit');
    await page.waitForURL(/\/dashboard$/);
    expect(await page.getByTestId('toast').textContent()).toContain('Unauthorized Access');
    expect(auditCalls).toEqual([]);
  });
});
