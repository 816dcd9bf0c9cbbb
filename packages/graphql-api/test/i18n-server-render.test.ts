import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../src/testing/test-server.js';

/*
 * Issue 20, item 1 (docs/i18n.md): a visitor's server-drawn page is in their language, taken from `?lang=` or the
 * cookie the browser keeps the choice in, with `<html lang dir>` set and every language listed for search engines.
 * The real web server build (`npm run build`) draws it, so what is checked is what a visitor receives.
 */
const LANGUAGES = ['en', 'fr', 'es', 'de', 'zh', 'ar', 'pt', 'hi', 'ja', 'ko', 'ru', 'it', 'tr', 'nl', 'sw'];

describe('server-drawn pages in the visitor language', () => {
  const server = useTestServer();
  // The first render of a process loads the page's code; on a busy machine it can pass the server's render deadline
  // and go out plain. One request first, so the checks below see the steady state a visitor sees.
  beforeAll(async () => {
    for (const lang of ['en', 'fr', 'ar']) await server.get(`/?lang=${lang}`, { accept: 'text/html' });
  });

  it('draws the landing page in French for a visitor whose cookie says French, with hreflang links', async () => {
    const page = await server.get('/', { accept: 'text/html', cookie: 'cobuy_lang=fr' });
    expect(page.status).toBe(200);
    const html = page.body as string;
    expect(html).toContain('id="server-state"');
    expect(html).toMatch(/<html lang="fr" dir="ltr">/);
    expect(html).toContain('Projets à la une');
    expect(html).toContain('Investisseurs actifs');
    expect(html).toContain('Parcourir les projets');
    expect(html).not.toContain('Featured Projects');
    for (const code of LANGUAGES)
      expect(html, code).toMatch(
        new RegExp(`<link rel="alternate" hreflang="${code}" href="http[^"]*/\\?lang=${code}">`),
      );
    expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="http[^"]*\/">/);
  });

  it('takes the language from ?lang= first, and draws Arabic right to left', async () => {
    const page = await server.get('/projects?lang=ar', { accept: 'text/html', cookie: 'cobuy_lang=fr' });
    const html = page.body as string;
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(html).toContain('مشاريع الاستثمار');
    // The alternates keep the page's address and name each language.
    expect(html).toMatch(/hreflang="de" href="http[^"]*\/projects\?lang=de"/);
  });

  it('draws English without a cookie or with an unknown language', async () => {
    for (const headers of [{}, { cookie: 'cobuy_lang=xx' }]) {
      const html = (await server.get('/projects?lang=klingon', { accept: 'text/html', ...headers })).body as string;
      expect(html).toMatch(/<html lang="en" dir="ltr">/);
      expect(html).toContain('Investment Projects');
    }
  });
});
