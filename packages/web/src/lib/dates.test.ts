import { describe, expect, it } from 'vitest';
import { formatAccraDay, formatCalendarDay, formatDate, formatDateTime, formatDeadline } from './dates';

const DUE = '2026-12-03T14:00:00.000Z';

describe('dates: one format, and deadlines with their time zone (issue 19 item 8)', () => {
  it('says a deadline in Accra time alone for a viewer whose clock reads the same', () => {
    expect(formatDeadline(DUE, 'Africa/Accra')).toBe('Dec 3, 2026, 2:00 PM Accra time (GMT)');
    expect(formatDeadline(DUE, 'UTC')).toBe('Dec 3, 2026, 2:00 PM Accra time (GMT)');
    expect(formatDeadline(DUE, 'Africa/Abidjan')).toBe('Dec 3, 2026, 2:00 PM Accra time (GMT)');
  });

  it("adds the viewer's own time when it differs, across a day too", () => {
    expect(formatDeadline(DUE, 'Africa/Lagos')).toBe(
      'Dec 3, 2026, 2:00 PM Accra time (GMT) · Dec 3, 2026, 3:00 PM your time (GMT+1)',
    );
    expect(formatDeadline('2026-12-03T23:30:00Z', 'Asia/Tokyo')).toBe(
      'Dec 3, 2026, 11:30 PM Accra time (GMT) · Dec 4, 2026, 8:30 AM your time (GMT+9)',
    );
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
