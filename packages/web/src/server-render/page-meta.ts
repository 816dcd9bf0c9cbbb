import { createIntl, createIntlCache } from 'react-intl';
import { site } from '../features/site/site-info';
import { LANGUAGES } from '../features/language/languages';
import { AREA_CATALOGS } from '../i18n/area-catalogs';
import type { LoadedLanguage, Messages } from '../i18n/load-messages';
import { projectPageId } from './page-data';

/**
 * What a drawn page says about itself in its head (docs/web-performance.md, "What a drawn page says about
 * itself"): its own `<title>`, description, canonical address and the Open Graph / Twitter tags a shared link is
 * previewed from. Text from the core catalog (the page names the header uses) and the `meta` area (titles and
 * descriptions), in the page's language; a project page names the project by its title, description and picture.
 */
export interface PageMeta {
  title: string;
  description: string;
  /** The page's address (absolute) for canonical and og:url, or null without the site's public address. */
  url: string | null;
  /** The preview picture (absolute), or null without the site's public address. */
  image: string | null;
  /** The picture's size when known (a bundled cover's JPEG), so a crawler lays the preview out before fetching it. */
  imageSize: { width: number; height: number } | null;
  imageAlt: string;
  type: 'website' | 'article';
  /** Open Graph's locale of the page's language (`fr_FR`), and the other languages it exists in. */
  locale: string;
  alternateLocales: string[];
}

/** The project fields the head is made from, as the project page's query holds them. */
export interface SharedProject {
  title: string;
  description: string;
  location: string;
  imageUrl: string | null;
}

/** Open Graph's locale (language_TERRITORY) for each site language. */
const OG_LOCALES: Record<string, string> = {
  en: 'en_GB',
  fr: 'fr_FR',
  es: 'es_ES',
  de: 'de_DE',
  zh: 'zh_CN',
  ar: 'ar_AR',
  pt: 'pt_PT',
  hi: 'hi_IN',
  ja: 'ja_JP',
  ko: 'ko_KR',
  ru: 'ru_RU',
  it: 'it_IT',
  tr: 'tr_TR',
  nl: 'nl_NL',
  sw: 'sw_KE',
};

/** The picture a page without its own is shared with: the first bundled cover. */
const SITE_IMAGE = '/images/projects/east-legon-heights.svg';

/** A description is cut at a word near this many characters (search results show about 155). */
const DESCRIPTION_LENGTH = 160;

/** A bundled cover's share JPEG: 1200 px wide at the covers' 16:9. */
const SHARE_IMAGE_SIZE = { width: 1200, height: 675 };

const BUNDLED_COVER = /^\/images\/projects\/([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/;

/**
 * The picture a link preview shows: a bundled cover's JPEG at 1200 px (`<slug>-1200.jpg`, scripts/project-art.mjs;
 * preview crawlers read neither SVG nor AVIF reliably), an administrator's picture as it is, absolute.
 */
export function shareImageOf(imageUrl: string, origin: string): string | null {
  const slug = BUNDLED_COVER.exec(imageUrl)?.[1];
  const path = slug ? `/images/projects/${slug}-1200.jpg` : imageUrl;
  try {
    const address = new URL(path, origin);
    return address.protocol === 'https:' || address.protocol === 'http:' ? address.href : null;
  } catch {
    return null;
  }
}

function shorten(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= DESCRIPTION_LENGTH) return plain;
  const cut = plain.slice(0, DESCRIPTION_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_LENGTH / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** The `meta` area's catalog in `code` (English when it lacks the language). */
async function metaMessages(code: string): Promise<Messages> {
  const load = AREA_CATALOGS[`./messages/meta/${code}.json`] ?? AREA_CATALOGS['./messages/meta/en.json'];
  if (!load) throw new Error("No message area 'meta'");
  return load();
}

const cache = createIntlCache();

/**
 * The head of the page at `url` in `language`, or null for a page this does not describe. `project` is the
 * project page's project (from the page's answers).
 */
export async function pageMeta({
  url,
  language,
  origin,
  project,
}: {
  url: string;
  language: LoadedLanguage;
  origin: string | null;
  project: SharedProject | null;
}): Promise<PageMeta | null> {
  const address = new URL(url, 'http://server.invalid');
  const intl = createIntl(
    {
      locale: language.code,
      defaultLocale: 'en',
      messages: { ...language.messages, ...(await metaMessages(language.code)) } as Messages,
    },
    cache,
  );
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const titled = (page: string) => t('site.pageTitle', { page, site: site.name });
  const path = address.pathname.replace(/\/+$/, '') || '/';
  let meta: Pick<PageMeta, 'title' | 'description' | 'imageAlt' | 'type'> & { picture: string };
  if (path === '/') {
    meta = {
      title: t('site.homeTitle', { site: site.name }),
      description: t('meta.home.description'),
      imageAlt: t('meta.imageAlt', { site: site.name }),
      type: 'website',
      picture: SITE_IMAGE,
    };
  } else if (path === '/projects') {
    meta = {
      title: titled(t('nav.projects')),
      description: t('meta.projects.description'),
      imageAlt: t('meta.imageAlt', { site: site.name }),
      type: 'website',
      picture: SITE_IMAGE,
    };
  } else if (path === '/developers') {
    meta = {
      title: titled(t('nav.developers')),
      description: t('meta.developers.description', { site: site.name }),
      imageAlt: t('meta.imageAlt', { site: site.name }),
      type: 'website',
      picture: SITE_IMAGE,
    };
  } else if (path === '/faq') {
    meta = {
      title: titled(t('meta.faq.title')),
      description: t('meta.faq.description'),
      imageAlt: t('meta.imageAlt', { site: site.name }),
      type: 'website',
      picture: SITE_IMAGE,
    };
  } else if (projectPageId(path) !== null && project) {
    meta = {
      title: titled(project.title),
      description: shorten(project.description) || project.location,
      imageAlt: project.title,
      type: 'article',
      picture: project.imageUrl || SITE_IMAGE,
    };
  } else {
    return null;
  }
  // The page's own address: its path and query in a stable order, `?lang=` kept (each language version is its own
  // canonical page, as its hreflang alternates say).
  let pageUrl: string | null = null;
  if (origin) {
    const canonical = new URL(path + address.search, origin);
    canonical.searchParams.sort();
    pageUrl = canonical.href;
  }
  const locale = OG_LOCALES[language.code] ?? 'en_GB';
  return {
    title: meta.title,
    description: meta.description,
    url: pageUrl,
    image: origin ? shareImageOf(meta.picture, origin) : null,
    imageSize: BUNDLED_COVER.test(meta.picture) ? SHARE_IMAGE_SIZE : null,
    imageAlt: meta.imageAlt,
    type: meta.type,
    locale,
    alternateLocales: LANGUAGES.map(({ code }) => OG_LOCALES[code]!).filter((other) => other !== locale),
  };
}

/** Text inside an attribute value (double quotes) or an element: nothing in it can end either. */
export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

/** The head's tags for `meta`: title, description, canonical, Open Graph and Twitter, every value escaped. */
export function metaTags(meta: PageMeta): { title: string; tags: string } {
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeHtml(content)}">`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}">`;
  const tags = [
    named('description', meta.description),
    meta.url ? `<link rel="canonical" href="${escapeHtml(meta.url)}">` : '',
    property('og:site_name', site.name),
    property('og:type', meta.type),
    property('og:title', meta.title),
    property('og:description', meta.description),
    meta.url ? property('og:url', meta.url) : '',
    meta.image ? property('og:image', meta.image) : '',
    meta.image && meta.imageSize ? property('og:image:width', String(meta.imageSize.width)) : '',
    meta.image && meta.imageSize ? property('og:image:height', String(meta.imageSize.height)) : '',
    meta.image ? property('og:image:alt', meta.imageAlt) : '',
    property('og:locale', meta.locale),
    ...meta.alternateLocales.map((locale) => property('og:locale:alternate', locale)),
    named('twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    meta.image ? named('twitter:image', meta.image) : '',
    meta.image ? named('twitter:image:alt', meta.imageAlt) : '',
  ];
  return { title: `<title>${escapeHtml(meta.title)}</title>`, tags: tags.join('') };
}
