import { describe, expect, it } from 'vitest';
import { toDate, toDateOrNull } from './timestamps.js';

describe('timestamp columns', () => {
  it("read PostgreSQL's UTC text and PGlite's Date as the same instant", () => {
    const at = new Date('2026-11-26T10:00:00.123Z');
    expect(toDate('2026-11-26 10:00:00.123456+00').getTime()).toBe(at.getTime());
    expect(toDate(at)).toBe(at);
  });

  it('keep a missing time missing', () => {
    expect(toDateOrNull(null)).toBeNull();
    expect(toDateOrNull(undefined)).toBeNull();
    expect(toDateOrNull('2026-11-26 10:00:00+00')?.toISOString()).toBe('2026-11-26T10:00:00.000Z');
  });
});
