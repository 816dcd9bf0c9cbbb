import { use, useMemo, type ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, useIntl } from 'react-intl';
import type { Messages } from './load-messages';

/**
 * A screen's own messages (docs/i18n.md, "Catalog areas"): the core catalog (`messages/<code>.json`) holds the shell
 * and the pages a visitor lands on; every other part of the app keeps its text in `messages/<area>/<code>.json`, a
 * chunk loaded only when that part is drawn, so the landing page's JavaScript budget does not grow with the app.
 *
 * `<MessagesArea area="dashboard">` suspends until the area's catalog in the current language has loaded (the
 * nearest Suspense boundary shows its fallback; on the server, the render waits), then provides the core messages
 * with the area's on top. Every id in an area starts with `<area>.`, so two areas never clash.
 */
let areaCatalogs: Promise<typeof import('./area-catalogs').AREA_CATALOGS> | null = null;
/** The map of area catalogs, a chunk of its own (area-catalogs.ts): fetched once, by the first area drawn. */
function areaCatalogMap() {
  areaCatalogs ??= import('./area-catalogs').then(
    (module) => module.AREA_CATALOGS,
    (error: unknown) => {
      areaCatalogs = null; // a dropped connection: the next area drawn asks again
      throw error;
    },
  );
  return areaCatalogs;
}
// In the browser, fetched once the page is idle, so the first area drawn waits for its own catalog only.
if (typeof window !== 'undefined' && 'requestIdleCallback' in window) {
  window.requestIdleCallback(() => void areaCatalogMap().catch(() => undefined), { timeout: 5000 });
}

const loads = new Map<string, Promise<Messages>>();
const cache = createIntlCache();

/** The catalog of `area` in `language` (English when the area lacks that language), loaded once. */
function loadArea(area: string, language: string): Promise<Messages> {
  const key = `${area}/${language}`;
  let load = loads.get(key);
  if (!load) {
    load = areaCatalogMap()
      .then((catalogs) => {
        const importer = catalogs[`./messages/${area}/${language}.json`] ?? catalogs[`./messages/${area}/en.json`];
        if (!importer) throw new Error(`No message area '${area}'`);
        return importer();
      })
      .catch((error: unknown) => {
        // Let the next render try again (a dropped connection on a phone) instead of caching the failure.
        loads.delete(key);
        throw error;
      });
    loads.set(key, load);
  }
  return load;
}

const combined = new Map<string, Promise<Messages>>();

/** Several areas' catalogs fetched at once (one page drawing them all waits for the slowest, not their sum). */
function loadAreas(areas: readonly string[], language: string): Promise<Messages> {
  if (areas.length === 1) return loadArea(areas[0]!, language);
  const key = `${areas.join('+')}/${language}`;
  let load = combined.get(key);
  if (!load) {
    load = Promise.all(areas.map((area) => loadArea(area, language))).then(
      (catalogs) => Object.assign({}, ...catalogs) as Messages,
    );
    load.catch(() => combined.delete(key));
    combined.set(key, load);
  }
  return load;
}

/**
 * `area` may name several areas a page always draws together (the dashboard with its KYC card and payment box):
 * they load in parallel, and the parts inside never wait for their words after the page has appeared.
 */
export function MessagesArea({ area, children }: { area: string | readonly string[]; children: ReactNode }) {
  const parent = useIntl();
  const own = use(loadAreas(typeof area === 'string' ? [area] : area, parent.locale));
  const intl = useMemo(
    () =>
      createIntl(
        {
          locale: parent.locale,
          defaultLocale: parent.defaultLocale,
          messages: { ...parent.messages, ...own } as Messages,
          onError: parent.onError,
        },
        cache,
      ),
    [parent, own],
  );
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}
