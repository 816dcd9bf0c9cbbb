import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../features/language/languages';

/*
 * docs/i18n.md: every catalog has exactly English's keys, and each of its messages is valid ICU MessageFormat with
 * the same arguments and tags as English (a translation that drops `{minimum}` would hide an amount; one that
 * renames it would show the raw text), and plural forms the language has.
 */

const root = join(import.meta.dirname, 'messages');
const readIn = (dir: string, code: string) =>
  JSON.parse(readFileSync(join(dir, `${code}.json`), 'utf8')) as Record<string, string>;
const catalogCodes = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .sort();
/** The core catalog ('') and each area's (docs/i18n.md, "Catalog areas"): a folder under messages/. */
const areas = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

interface Shape {
  /** 'name:kind' for each argument ('minimum:argument', 'count:plural', 'link:tag'). */
  arguments: Set<string>;
  /** Each plural's selectors that are not exact (=0), with the argument they belong to. */
  pluralCategories: Array<{ name: string; selector: string }>;
}

function shapeOf(elements: MessageFormatElement[], shape: Shape = { arguments: new Set(), pluralCategories: [] }) {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
        shape.arguments.add(`${element.value}:argument`);
        break;
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        // A number, date or time is still the same value: a language may format it differently (or not at all).
        shape.arguments.add(`${element.value}:argument`);
        break;
      case TYPE.plural:
        // A language without plural forms (Chinese, Japanese, Korean) may write a plural's count as a plain argument.
        shape.arguments.add(`${element.value}:argument`);
        for (const [selector, option] of Object.entries(element.options)) {
          if (!selector.startsWith('=')) shape.pluralCategories.push({ name: element.value, selector });
          shapeOf(option.value, shape);
        }
        break;
      case TYPE.select:
        shape.arguments.add(`${element.value}:select`);
        for (const option of Object.values(element.options)) shapeOf(option.value, shape);
        break;
      case TYPE.tag:
        shape.arguments.add(`${element.value}:tag`);
        shapeOf(element.children, shape);
        break;
      default:
        break;
    }
  }
  return shape;
}

function checkCatalogs(label: string, dir: string) {
  const english = readIn(dir, 'en');

  describe(label, () => {
    it('has one catalog per language of the picker, and no other', () => {
      expect(catalogCodes(dir)).toEqual(LANGUAGES.map((l) => l.code).sort());
    });

    for (const { code } of LANGUAGES) {
      describe(code, () => {
        const catalog = readIn(dir, code);

        it('has every key English has, and none English lacks', () => {
          const missing = Object.keys(english).filter((key) => !(key in catalog));
          const extra = Object.keys(catalog).filter((key) => !(key in english));
          expect({ missing, extra }).toEqual({ missing: [], extra: [] });
        });

        it('parses every message and keeps English arguments, tags and its own plural forms', () => {
          const categories = new Set<string>(new Intl.PluralRules(code).resolvedOptions().pluralCategories);
          const problems: string[] = [];
          for (const [key, source] of Object.entries(english)) {
            const text = catalog[key];
            if (typeof text !== 'string' || text.trim() === '') {
              problems.push(`${key}: empty`);
              continue;
            }
            let shape: Shape;
            try {
              shape = shapeOf(parse(text, { requiresOtherClause: true }));
            } catch (error) {
              problems.push(`${key}: not valid ICU (${(error as Error).message})`);
              continue;
            }
            const expected = [...shapeOf(parse(source)).arguments].sort();
            const actual = [...shape.arguments].sort();
            if (JSON.stringify(actual) !== JSON.stringify(expected))
              problems.push(`${key}: arguments ${actual.join(', ')} instead of ${expected.join(', ')}`);
            for (const { name, selector } of shape.pluralCategories)
              if (!categories.has(selector))
                problems.push(`${key}: ${name} has plural form '${selector}' ${code} lacks`);
          }
          expect(problems).toEqual([]);
        });
      });
    }
  });
}

describe('message catalogs', () => {
  checkCatalogs('core', root);
  for (const area of areas) checkCatalogs(`area ${area}`, join(root, area));

  it("keeps each area's ids under its own name, so no area overrides another's or the core's", () => {
    const core = new Set(Object.keys(readIn(root, 'en')));
    const problems: string[] = [];
    for (const area of areas)
      for (const key of Object.keys(readIn(join(root, area), 'en'))) {
        if (!key.startsWith(`${area}.`)) problems.push(`${area}: ${key} does not start with '${area}.'`);
        if (core.has(key)) problems.push(`${area}: ${key} is also in the core catalog`);
      }
    expect(problems).toEqual([]);
  });
});

describe('the check itself', () => {
  it('tells a renamed argument, a dropped tag and a broken plural from a faithful translation', () => {
    const shape = (text: string) => [...shapeOf(parse(text)).arguments].sort();
    expect(shape('Dès {minimum}, <link>inscrivez-vous</link>')).toEqual(shape('From {minimum}, <link>sign up</link>'));
    expect(shape('Dès {minimun}')).not.toEqual(shape('From {minimum}'));
    expect(shape('Inscrivez-vous')).not.toEqual(shape('<link>Sign up</link>'));
    expect(() => parse('{count, plural, one {# projet}', { requiresOtherClause: true })).toThrow();
    expect(() => parse('{count, plural, one {# projet}}', { requiresOtherClause: true })).toThrow();
  });
});
