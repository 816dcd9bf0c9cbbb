import { readFileSync } from 'node:fs';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

// Area folders are camelCase ('adminKyc'): a catalog left out here would reach the browser as raw ICU text.
const CATALOG = /[\\/]src[\\/]i18n[\\/]messages[\\/](?:[A-Za-z-]+[\\/])?[a-z]{2}\.json$/;
/** The module a catalog becomes: JavaScript, so Vite's JSON plugin leaves it alone. */
const COMPILED = '.compiled.js';

/**
 * The message catalogs (src/i18n/messages/*.json and the areas' messages/<area>/*.json, ICU MessageFormat text) reach the bundle already parsed: each
 * message as FormatJS's AST, so the browser needs no ICU parser (`@formatjs/icu-messageformat-parser/no-parser`
 * stands in for it, about half of react-intl's size; docs/i18n.md). A message that does not parse fails the build.
 */
export function precompiledMessagesPlugin(): Plugin {
  return {
    name: 'cobuy-precompiled-messages',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('.json')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && CATALOG.test(resolved.id) ? resolved.id + COMPILED : null;
    },
    load(id) {
      if (!id.endsWith(COMPILED)) return null;
      const file = id.slice(0, -COMPILED.length);
      const source = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(source).map(([key, text]) => {
          try {
            return [key, parse(text)];
          } catch (error) {
            throw new Error(`${file}: message ${key} is not valid ICU MessageFormat`, { cause: error });
          }
        }),
      );
      return { code: `export default ${JSON.stringify(compiled)};`, map: null };
    },
  };
}
