import type { Messages } from './load-messages';

/**
 * Every area catalog's loader (messages/<area>/<code>.json: one chunk each), kept out of the entry: with 15
 * languages per area the map grows by ~0.15 KB of gzip per area, which every route's first load would carry
 * (docs/i18n.md, "Catalog areas"). `messages-area.tsx` imports this module on demand.
 */
export const AREA_CATALOGS = import.meta.glob<Messages>('./messages/*/*.json', { import: 'default' });
