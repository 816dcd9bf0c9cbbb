import { describe, expect, it } from 'vitest';
import { isContentLanguage, isTranslatableField, needsTranslation } from './content-translation.js';

describe('content translation rules', () => {
  it.each(['', '   ', '42', '1,250,000.00', '$1,000', '₵ 312,500', 'GHS 12,000', '18.5%', '—', '12 / 24'])(
    'leaves %j as it is',
    (text) => expect(needsTranslation(text)).toBe(false),
  );

  it.each(['Eight town houses', 'Phase 2 complete', '3 bedrooms', 'USD accepted here', 'تم'])('translates %j', (text) =>
    expect(needsTranslation(text)).toBe(true),
  );

  it('knows the 15 languages and nothing else', () => {
    expect(isContentLanguage('sw')).toBe(true);
    expect(isContentLanguage('xx')).toBe(false);
    expect(isContentLanguage('FR')).toBe(false);
  });

  it('translates prose fields only', () => {
    expect(isTranslatableField('project', 'description')).toBe(true);
    expect(isTranslatableField('developer', 'name')).toBe(false);
    expect(isTranslatableField('unit', 'title')).toBe(false);
  });
});
