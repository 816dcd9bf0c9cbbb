import { FakeMachineTranslation } from '@cobuy/adapters';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserUnavailable, useBrowser } from '../../src/testing/browser.js';
import { useTestServer } from '../../src/testing/test-server.js';
import { adminAccount, bearer, send } from '../support/accounts-helpers.js';

/*
 * Issue 20 item 2 (docs/i18n.md, "Content translations"): a project page in French shows the description an admin
 * translated, the title through the (fake) translation service, broadcasts the run's start and completion, and
 * choosing English again restores the originals.
 */

const FRENCH = 'Huit maisons de ville à Oyarifa, chacune avec son jardin.';

describe.skipIf(browserUnavailable())('project texts in the visitor language', () => {
  const service = new FakeMachineTranslation();
  const server = useTestServer({ translation: { service, timeoutMs: 2_000 } });
  const browser = useBrowser();
  let project: { id: number; title: string; description: string };

  beforeAll(async () => {
    const admin = await adminAccount(server);
    project = ((await server.get('/api/projects')).body as (typeof project)[])[0]!;
    const saved = await send(
      server,
      'PUT',
      `/api/secure-admin/content-translations/project/${project.id}/description/fr`,
      { text: FRENCH },
      bearer(admin.token),
    );
    expect(saved.status).toBe(200);
  });

  it("shows a project's stored French description, and English restores the original", async () => {
    const { page } = browser;
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { translationEvents: string[] }).translationEvents = seen;
      for (const name of ['translationstart', 'translationcomplete', 'translationerror']) {
        window.addEventListener(name, () => seen.push(name));
      }
    });
    await page.goto(`${server.url}/projects/${project.id}?lang=fr`);
    await page.getByText(FRENCH).first().waitFor();
    await page.getByRole('heading', { level: 1, name: `[fr] ${project.title}` }).waitFor();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { translationEvents: string[] }).translationEvents))
      .toEqual(expect.arrayContaining(['translationstart', 'translationcomplete']));
    // The admin's translation was used as it is: the service was never asked for the description.
    expect(service.calls.some((c) => c.text === project.description)).toBe(false);

    // The picker speaks the interface language: in French it is 'Langue'.
    await page.getByLabel('Langue').first().selectOption('en');
    await page.getByRole('heading', { level: 1, name: project.title, exact: true }).waitFor();
    await page.getByText(project.description).first().waitFor();
    expect(await page.getByText(FRENCH).count()).toBe(0);
  });
});
