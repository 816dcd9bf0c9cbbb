import { runUseCase } from '@cobuy/application';
import { Router } from 'express';
import type { AppServices } from '../composition-root.js';
import { buildRequestContext } from './request-context.js';

/** The public pages of the web app that are always there; every project page is added from the catalog. */
const SITEMAP_PAGES = ['/', '/projects', '/developers', '/faq', '/contact', '/terms'] as const;
/** The most addresses one sitemap file may list (sitemaps.org). */
const SITEMAP_MAX_URLS = 50_000;

/** Pages for one signed-in user, the admin screens and the APIs: nothing a search engine should list. */
const PRIVATE_PATHS = ['/api/', '/graphql', '/dev/', '/dashboard', '/settings', '/kyc-verification', '/admin'];
const PRIVATE_PAGES = ['/secure-admin', '/auth', '/forgot-password'];

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * `/robots.txt` and `/sitemap.xml`, with absolute addresses from PUBLIC_URL. Mounted before the web app,
 * whose fallback would otherwise answer them with the app's HTML.
 */
export function crawlerFiles(services: AppServices, publicUrl: string): Router {
  const router = Router();
  const base = publicUrl.replace(/\/+$/, '');

  router.get('/robots.txt', (_req, res) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...[...PRIVATE_PATHS, ...PRIVATE_PAGES].map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ];
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(lines.join('\n'));
  });

  router.get('/sitemap.xml', async (req, res, next) => {
    const ctx = await buildRequestContext({ headers: {}, ip: req.ip }, services.authenticate);
    // Every public project, a page (the list's cap) at a time, up to the 50,000 addresses a sitemap may hold.
    const paths: string[] = [...SITEMAP_PAGES];
    let cursor: string | null | undefined;
    do {
      const result = await runUseCase(services.catalog.listProjects, ctx, cursor ? { cursor } : {});
      if (!result.ok) {
        next(new Error(`The sitemap could not list the projects: ${result.error.code}`));
        return;
      }
      for (const project of result.value.items) paths.push(`/projects/${project.id}`);
      cursor = result.value.nextCursor;
    } while (cursor && paths.length < SITEMAP_MAX_URLS);
    paths.length = Math.min(paths.length, SITEMAP_MAX_URLS);
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...paths.map((path) => `  <url><loc>${xml(base + path)}</loc></url>`),
      '</urlset>',
      '',
    ];
    res.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(body.join('\n'));
  });

  return router;
}
