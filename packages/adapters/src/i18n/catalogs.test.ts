import { LANGUAGE_CODES } from '@cobuy/domain';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { SERVER_CATALOGS } from './catalogs.js';
import { ServerMessages } from './server-messages.js';

/*
 * docs/i18n.md, "On the server": every server catalog has exactly English's keys, each message is valid ICU
 * MessageFormat with English's arguments (a translation that drops `{amount}` would hide an amount) and only plural
 * forms its language has, and every message formats in its language. Like packages/web/src/i18n/catalogs.test.ts.
 */

const english = SERVER_CATALOGS.en;

function argumentsOf(elements: MessageFormatElement[], found = new Set<string>(), plurals: string[] = []) {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date) {
      found.add(`${element.value}:argument`);
    } else if (element.type === TYPE.plural) {
      found.add(`${element.value}:argument`);
      for (const [selector, option] of Object.entries(element.options)) {
        if (!selector.startsWith('=')) plurals.push(selector);
        argumentsOf(option.value, found, plurals);
      }
    } else if (element.type === TYPE.select) {
      found.add(`${element.value}:select`);
      for (const option of Object.values(element.options)) argumentsOf(option.value, found, plurals);
    } else if (element.type === TYPE.tag) {
      found.add(`${element.value}:tag`);
      argumentsOf(element.children, found, plurals);
    }
  }
  return { found, plurals };
}

/** Arguments that are counted (plurals take a number). */
const COUNTED = ['minutes', 'minimum', 'maximum', 'count'];

/** A value for every argument English's message has, to format each message once. */
const sampleValues = (source: string) =>
  Object.fromEntries(
    [...argumentsOf(parse(source)).found].map((entry) => {
      const [name, kind] = entry.split(':') as [string, string];
      return [name, kind === 'select' ? 'other' : COUNTED.includes(name) ? 15 : `«${name}»`];
    }),
  );

describe('server message catalogs', () => {
  it('has one catalog per language of the site', () => {
    expect(Object.keys(SERVER_CATALOGS).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  for (const code of LANGUAGE_CODES) {
    describe(code, () => {
      const catalog = SERVER_CATALOGS[code];

      it('has every key English has, and none English lacks', () => {
        const missing = Object.keys(english).filter((key) => !(key in catalog));
        const extra = Object.keys(catalog).filter((key) => !(key in english));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      });

      it("parses every message and keeps English's arguments and its own plural forms", () => {
        const categories = new Set<string>(new Intl.PluralRules(code).resolvedOptions().pluralCategories);
        const problems: string[] = [];
        for (const [key, source] of Object.entries(english)) {
          const text = catalog[key];
          if (typeof text !== 'string' || text.trim() === '') {
            problems.push(`${key}: empty`);
            continue;
          }
          try {
            const { found, plurals } = argumentsOf(parse(text, { requiresOtherClause: true }));
            const expected = [...argumentsOf(parse(source)).found].sort();
            if (JSON.stringify([...found].sort()) !== JSON.stringify(expected))
              problems.push(`${key}: arguments ${[...found].sort().join(', ')} instead of ${expected.join(', ')}`);
            for (const selector of plurals)
              if (!categories.has(selector)) problems.push(`${key}: plural form '${selector}' ${code} lacks`);
          } catch (error) {
            problems.push(`${key}: not valid ICU (${(error as Error).message})`);
          }
        }
        expect(problems).toEqual([]);
      });

      it('formats every message in its language', () => {
        const failures: unknown[] = [];
        const messages = new ServerMessages((error) => failures.push(error));
        for (const [key, source] of Object.entries(english)) {
          expect(messages.format(code, key, sampleValues(source))).not.toBe('');
        }
        expect(failures).toEqual([]);
      });

      if (code !== 'en') {
        it('is translated, not a copy of English', () => {
          // A few messages are names or placeholders only ("{projectTitle}: {updateTitle}", "SWIFT").
          const same = Object.keys(english).filter((key) => catalog[key] === english[key]);
          expect(same.length).toBeLessThanOrEqual(5);
        });
      }
    });
  }
});
