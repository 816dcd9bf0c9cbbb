import { describe, expect, it } from 'vitest';
import { toIsoText } from './catalog-row-mappers.js';

describe('toIsoText', () => {
  it("writes PostgreSQL's UTC text as a Date's ISO text would, the microseconds cut off", () => {
    for (const text of [
      '2026-11-26 10:00:00.123456+00',
      '2026-11-26 10:00:00.999999+00',
      '2026-11-26 23:59:59.1+00',
      '2026-02-28 00:00:00.05+00',
      '1999-12-31 23:59:59+00',
      '0001-01-01 00:00:00.000001+00',
    ]) {
      expect(toIsoText(text), text).toBe(new Date(text.replace(' ', 'T').replace('+00', 'Z')).toISOString());
    }
  });

  it('reads any other form through a Date', () => {
    expect(toIsoText('2026-11-26 12:00:00.5+02')).toBe('2026-11-26T10:00:00.500Z');
    expect(toIsoText(new Date('2026-11-26T10:00:00.123Z'))).toBe('2026-11-26T10:00:00.123Z');
  });
});
