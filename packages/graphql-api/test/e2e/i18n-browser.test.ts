import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserUnavailable, useBrowser } from '../../src/testing/browser.js';
import { useTestServer } from '../../src/testing/test-server.js';
import { describeOverflow, PHONE, settled, sidewaysOverflow } from '../support/phone-width.js';

/*
 * Issue 20, item 1 (docs/i18n.md): the converted screens in Arabic, right to left, and in French, on a phone.
 * The catalogs are the real ones; each check waits for the page's own translated heading first.
 */

const html = (page: Page) =>
  page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    // Sideways scrolling either way: in a right-to-left page, overflow runs off the left edge.
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));

async function expectFitsPhone(page: Page, where: string) {
  await settled(page);
  const { scrollWidth, innerWidth } = await html(page);
  expect(scrollWidth, `${where} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
  const overflow = await sidewaysOverflow(page);
  expect(overflow && describeOverflow(where, overflow)).toBeNull();
}

describe.skipIf(browserUnavailable())('the interface in Arabic and French on a phone', () => {
  const server = useTestServer();
  const browser = useBrowser({ viewport: PHONE });

  it('shows the landing page, the projects list and sign-in in Arabic, right to left, with no sideways scroll', async () => {
    const { page } = browser;
    for (const [path, heading] of [
      ['/?lang=ar', 'امتلك حصة في المساكن البارزة القادمة في أكرا'],
      ['/projects', 'مشاريع الاستثمار'],
      ['/signin', 'مرحبًا بعودتك'],
    ] as const) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await html(page), path).toMatchObject({ lang: 'ar', dir: 'rtl' });
      await expectFitsPhone(page, `${path} in Arabic`);
    }
    // The choice was remembered from the address, for this browser and for the server's next page.
    expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('ar');
    expect((await page.context().cookies()).find((c) => c.name === 'cobuy_lang')?.value).toBe('ar');
    // The projects list counts in Arabic plural forms.
    await page.goto(`${server.url}/projects`);
    await page.getByRole('heading', { level: 1, name: 'مشاريع الاستثمار' }).waitFor();
    await expect.poll(() => page.getByTestId('project-count').textContent()).toMatch(/عرض|لا توجد/);
    // Its cards and filters too.
    await expect.poll(() => page.getByTestId('project-card').first().textContent()).toContain('الحد الأدنى للاستثمار');
    expect(await page.getByRole('button', { name: 'مسح عوامل التصفية' }).count()).toBe(1);

    // The project page (its own `project` area), right to left; choosing a unit brings the phone's action bar.
    const projectId = (await server.get('/api/projects')).body[0].id;
    await page.goto(`${server.url}/projects/${projectId}`);
    await page.getByRole('heading', { level: 2, name: 'تفاصيل المشروع' }).waitFor();
    expect(await html(page)).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect(await page.getByRole('link', { name: 'العودة إلى المشاريع' }).count()).toBe(1);
    await expectFitsPhone(page, `/projects/${projectId} in Arabic`);
    const select = page.getByText(/^اختر الوحدة /).first();
    if ((await select.count()) > 0) {
      await select.click();
      await page.getByTestId('selected-units-bar').waitFor();
      await expectFitsPhone(page, `/projects/${projectId} in Arabic, a unit chosen`);
    }
  });

  it('switches to French from the picker, and the server draws the next page in French', async () => {
    const { page } = browser;
    await page.context().clearCookies();
    await page.goto(`${server.url}/`);
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { level: 1, name: "Own a share of Accra's next landmark homes" }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByLabel('Language').selectOption('fr');
    await page
      .getByRole('heading', { level: 1, name: "Possédez une part des futures résidences phares d'Accra" })
      .waitFor();
    expect(await html(page)).toMatchObject({ lang: 'fr', dir: 'ltr' });
    expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe('fr');
    await expectFitsPhone(page, '/ in French');

    // The next page comes from the server already in French (the cookie), and the browser adopts it as drawn.
    const response = await page.goto(`${server.url}/projects`);
    const body = await response!.text();
    expect(body).toContain('<html lang="fr" dir="ltr">');
    expect(body).toContain('Projets d&#x27;investissement');
    await page.getByRole('heading', { level: 1, name: "Projets d'investissement" }).waitFor();
    await expectFitsPhone(page, '/projects in French');

    // The project page is drawn by the server in French too, its text from the `project` area.
    const projectId = (await server.get('/api/projects')).body[0].id;
    const projectPage = await (await page.goto(`${server.url}/projects/${projectId}`))!.text();
    expect(projectPage).toContain('Détails du projet');
    await page.getByRole('heading', { level: 2, name: 'Détails du projet' }).waitFor();
    expect(await page.getByText('Facteurs de risque').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Retour aux projets' }).count()).toBe(1);
    await expectFitsPhone(page, `/projects/${projectId} in French`);

    await page.goto(`${server.url}/signin`);
    await page.getByRole('heading', { level: 1, name: 'Bon retour parmi nous' }).waitFor();
    expect(await page.getByLabel('Mot de passe').count()).toBe(1);
    await expectFitsPhone(page, '/signin in French');
  });
});
