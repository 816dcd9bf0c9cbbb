import { describe, expect, it } from 'vitest';
import { deadlineParts, formatAccraDay, formatCalendarDay, formatDate, formatDateTime } from './dates';

const DUE = '2026-12-03T14:00:00.000Z';

describe('dates: one format, and deadlines with their time zone (issue 19 item 8)', () => {
  it("gives a deadline's Accra clock, and the viewer's only when it reads another hour", () => {
    expect(deadlineParts(DUE, 'Africa/Accra')).toEqual({ accraTime: 'Dec 3, 2026, 2:00 PM', accraZone: 'GMT' });
    expect(deadlineParts(DUE, 'Africa/Abidjan')).toEqual({ accraTime: 'Dec 3, 2026, 2:00 PM', accraZone: 'GMT' });
    expect(deadlineParts(DUE, 'Africa/Lagos')?.own).toEqual({ time: 'Dec 3, 2026, 3:00 PM', zone: 'GMT+1' });
    expect(deadlineParts('not a date')).toBeNull();
  });

  it('writes every day and moment the same way', () => {
    expect(formatAccraDay('2026-12-10T23:30:00Z')).toBe('Dec 10, 2026');
    expect(formatCalendarDay('2026-12-10')).toBe('Dec 10, 2026');
    expect(formatCalendarDay('soon')).toBe('soon');
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date', '')).toBe('');
    expect(formatDateTime(undefined)).toBe('—');
    expect(formatDate(new Date(2026, 10, 26, 12))).toBe('Nov 26, 2026');
  });
});
