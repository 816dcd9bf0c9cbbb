import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserUnavailable, useBrowser } from '../../src/testing/browser.js';
import { useTestServer, type TestServer } from '../../src/testing/test-server.js';
import { adminAccount, newAccount } from '../support/accounts-helpers.js';
import { submitKycAs } from '../support/kyc-helpers.js';
import { describeOverflow, PHONE, settled, sidewaysOverflow } from '../support/phone-width.js';

/** Puts a token where the web app keeps it, as a sign-in would, then opens `path`. */
async function openAs(page: Page, server: TestServer, token: string, path: string) {
  await page.goto(`${server.url}/faq`);
  await page.evaluate((value) => window.localStorage.setItem('authToken', value), token);
  await page.goto(`${server.url}${path}`);
}

const toast = (page: Page) => page.getByTestId('toast');

describe.skipIf(browserUnavailable())('AML screening in the review panel, on a phone', () => {
  // The fake screening service (its lists include the fictitious sanctioned "Viktor Sanctionov").
  const server = useTestServer({ seed: false, env: { AML_SCREENING: 'fake' } });
  const browser = useBrowser({ viewport: PHONE });

  it('shows a possible sanctions match with its entity, and approval then needs the reviewer’s notes', async () => {
    const { page } = browser;
    const investor = await newAccount(server, 'amlinvestor');
    expect((await submitKycAs(server, investor, { fullName: 'Viktor Sanctionov', dateOfBirth: '1970-01-01' })).ok).toBe(
      true,
    );
    // Screened after the submission committed, outside it.
    await server.services.background.idle();

    const admin = await adminAccount(server);
    await openAs(page, server, admin.token, '/secure-admin');
    const item = page.getByTestId('kyc-pending-item').filter({ hasText: 'Viktor Sanctionov' });
    await expect.poll(() => item.count()).toBe(1);
    expect(await item.textContent()).toContain('High risk');
    await item.click();

    const panel = page.getByTestId('kyc-review-panel');
    await expect.poll(() => panel.isVisible()).toBe(true);
    const screening = panel.getByTestId('kyc-screening');
    await expect.poll(() => screening.textContent()).toContain('Possible match');
    const text = (await screening.textContent())!;
    expect(text).toContain('sanctions list');
    expect(text).toContain('Best score100%');
    const match = screening.getByRole('listitem').filter({ hasText: 'Viktor Sanctionov' });
    expect(await match.textContent()).toContain('Sanctions');
    expect(await match.textContent()).toContain('fake-sanctioned-001');
    expect(await panel.textContent()).toContain('Possible sanctions/PEP screening match');

    // Nothing sticks out of the phone's screen.
    await settled(page);
    const overflow = await sidewaysOverflow(page);
    expect(overflow, overflow ? describeOverflow('the review panel', overflow) : '').toBeNull();

    // Approve without notes: the server refuses on the notes box; with notes it goes through.
    await panel.getByRole('button', { name: 'Approve KYC' }).click();
    const notesError = panel.locator('[id$="-reviewNotes-error"]');
    await expect.poll(() => notesError.isVisible()).toBe(true);
    expect(await notesError.textContent()).toContain('screening match');
    await panel.getByLabel('Review Notes').fill('Listed person born elsewhere; passport checked: a different person.');
    await panel.getByRole('button', { name: 'Approve KYC' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('KYC Approved');

    // With screening configured, the footer may say investors are screened.
    expect(await page.getByTestId('footer-compliance').textContent()).toContain('screened against sanctions');
  });
});

describe.skipIf(browserUnavailable())('the footer without a screening service', () => {
  const server = useTestServer();
  const browser = useBrowser();

  it('does not claim that investors are screened', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/faq`);
    const footer = page.getByTestId('footer-compliance');
    await expect.poll(() => footer.textContent()).toContain('identity-verified (KYC)');
    expect(await footer.textContent()).not.toContain('screened');
    // The server-rendered home page says the same before any script runs. A cold first render may miss the
    // server's 1.5 s render deadline on a busy machine (the plain page goes out): ask until it is drawn.
    let html = '';
    for (let attempt = 0; attempt < 10 && !html.includes('id="server-state"'); attempt++) {
      html = await (await fetch(`${server.url}/`)).text();
    }
    expect(html).toContain('id="server-state"');
    // React separates adjacent text with empty comments.
    html = html.replaceAll('<!-- -->', '');
    expect(html).toContain('identity-verified (KYC) before any payment');
    expect(html).not.toContain('screened against');
  });
});
