import { describe, expect, it } from 'vitest';
import { warmUpIntl } from './warm-up-intl';

describe('warmUpIntl', () => {
  it('makes a number formatter in each interface language without failing', () => {
    for (const locale of ['en', 'fr', 'ar', 'zh', 'sw']) expect(() => warmUpIntl(locale)).not.toThrow();
  });

  it('leaves a malformed locale to react-intl, which reports it and falls back to English', () => {
    expect(() => warmUpIntl('not a locale!')).not.toThrow();
  });
});
