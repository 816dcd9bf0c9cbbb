import { STATEMENT_LANGUAGES } from '@cobuy/domain';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { STATEMENT_CATALOG } from './catalog.js';

function placeholders(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const e of elements) {
    if (e.type === TYPE.argument || e.type === TYPE.number || e.type === TYPE.date) into.add(e.value);
    if (e.type === TYPE.plural || e.type === TYPE.select) {
      into.add(e.value);
      for (const option of Object.values(e.options)) placeholders(option.value, into);
    }
  }
  return into;
}

describe('the statement catalog', () => {
  it('has every language, every key, valid ICU and the English placeholders', () => {
    const en = STATEMENT_CATALOG.en;
    for (const language of STATEMENT_LANGUAGES) {
      const messages = STATEMENT_CATALOG[language];
      expect(Object.keys(messages).sort(), language).toEqual(Object.keys(en).sort());
      for (const [id, text] of Object.entries(messages)) {
        expect(text.trim().length, `${language}.${id}`).toBeGreaterThan(0);
        const names = [...placeholders(parse(text))].sort();
        expect(names, `${language}.${id}`).toEqual([...placeholders(parse(en[id as keyof typeof en]))].sort());
      }
    }
  });

  it('writes the plural forms each language needs for days', () => {
    expect(STATEMENT_CATALOG.ar.days).toMatch(/zero \{.*one \{.*two \{.*few \{.*many \{.*other \{/u);
    expect(STATEMENT_CATALOG.ru.days).toMatch(/one \{.*few \{.*many \{.*other \{/u);
  });
});
