import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserUnavailable, useBrowser } from '../../src/testing/browser.js';
import { useTestServer, type TestServer } from '../../src/testing/test-server.js';
import { newAccount } from '../support/accounts-helpers.js';
import { describeOverflow, PHONE, settled, sidewaysOverflow } from '../support/phone-width.js';

/*
 * Issue 20, item 1 (docs/i18n.md, "Converted screens"): the investor's own pages in the catalogs' languages. Sign-up
 * and the dashboard in French (a heading, and a validation message drawn from the catalog, not the schema's
 * English), and the dashboard in Arabic, right to left, without sideways scrolling on a 360 px phone.
 */

const documentOf = (page: Page) =>
  page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));

/** Puts a token where the web app keeps it, as a sign-in would, then opens `path`. */
async function openSignedIn(page: Page, server: TestServer, token: string, path: string) {
  await page.goto(`${server.url}/faq`);
  await page.evaluate((value) => window.localStorage.setItem('authToken', value), token);
  await page.goto(`${server.url}${path}`);
}

describe.skipIf(browserUnavailable())('the investor pages in French and Arabic', () => {
  const server = useTestServer();
  const browser = useBrowser({ viewport: PHONE });

  it('draws sign-up in French, with the validation messages from the French catalog', async () => {
    const { page } = browser;
    await page.goto(`${server.url}/signup?lang=fr`);
    await page.getByRole('heading', { level: 1, name: 'Créer un compte' }).waitFor();
    expect(await documentOf(page)).toMatchObject({ lang: 'fr', dir: 'ltr' });

    await page.getByLabel('Prénom').fill('');
    await page.getByRole('button', { name: 'Créer un compte' }).click();
    await expect.poll(() => page.getByText('Le prénom est obligatoire').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Le mot de passe doit comporter au moins 8 caractères').count()).toBe(2);
    await expect.poll(() => page.getByText('Vous devez accepter les conditions générales').isVisible()).toBe(true);
    // No schema id and no English leaks through.
    const text = await page.locator('main, body').first().textContent();
    expect(text).not.toContain('account.validation');
    expect(text).not.toContain('is required');
  });

  it('draws the dashboard in French for a signed-in investor', async () => {
    const { page } = browser;
    const account = await newAccount(server, 'francais');
    await openSignedIn(page, server, account.token, '/dashboard?lang=fr');
    await page.getByRole('heading', { level: 1, name: 'Bon retour, Ama' }).waitFor();
    expect(await documentOf(page)).toMatchObject({ lang: 'fr', dir: 'ltr' });
    await expect.poll(() => page.getByRole('heading', { name: 'Investissements actifs' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Aucun objectif financier pour le moment').isVisible()).toBe(true);

    // The goal form's messages come from the French catalog too.
    await page.getByRole('button', { name: 'Créer votre premier objectif' }).click();
    const dialog = page.getByRole('dialog', { name: 'Créer un objectif financier' });
    await dialog.getByLabel("Nom de l'objectif").fill('Apport');
    await dialog.getByRole('button', { name: "Créer l'objectif" }).click();
    await expect.poll(() => dialog.getByText('Le montant cible est obligatoire').isVisible()).toBe(true);
  });

  it('draws the dashboard in Arabic, right to left, with no sideways scroll at 360 px', async () => {
    const { page } = browser;
    const account = await newAccount(server, 'arabic');
    await openSignedIn(page, server, account.token, '/dashboard?lang=ar');
    await page.getByRole('heading', { level: 1, name: 'مرحبًا بعودتك، Ama' }).waitFor();
    await expect.poll(() => page.getByRole('heading', { name: 'الأهداف المالية' }).isVisible()).toBe(true);
    await settled(page);
    const shown = await documentOf(page);
    expect(shown).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect(shown.scrollWidth, '/dashboard in Arabic scrolls sideways').toBeLessThanOrEqual(shown.innerWidth);
    const overflow = await sidewaysOverflow(page);
    expect(overflow && describeOverflow('/dashboard in Arabic', overflow)).toBeNull();
  });
});
