import { describe, expect, it } from 'vitest';
import { englishIntl } from '../../i18n/testing/english-intl';
import { countdown } from './payment-dates';

/** The countdown as the dashboard writes it in English. */
const formatCountdown = (dueAt: string, now: Date) => {
  const left = countdown(dueAt, now);
  return left ? englishIntl.formatMessage({ id: 'dashboard.countdown' }, left) : '';
};

const now = new Date('2026-05-01T12:00:00Z');
const plus = (ms: number) => new Date(now.getTime() + ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('payment countdown', () => {
  it('shows days and hours while a day or more is left', () => {
    expect(formatCountdown(plus(7 * DAY), now)).toBe('7d 0h left');
    expect(formatCountdown(plus(3 * DAY + 4 * HOUR + 59 * MINUTE), now)).toBe('3d 4h left');
    expect(formatCountdown(plus(DAY), now)).toBe('1d 0h left');
  });

  it('shows hours and minutes, then minutes, on the last day', () => {
    expect(formatCountdown(plus(DAY - 1), now)).toBe('23h 59m left');
    expect(formatCountdown(plus(5 * HOUR + 12 * MINUTE + 30_000), now)).toBe('5h 12m left');
    expect(formatCountdown(plus(12 * MINUTE), now)).toBe('12m left');
    expect(formatCountdown(plus(30_000), now)).toBe('<1m left');
  });

  it('says Overdue from the due moment on', () => {
    expect(formatCountdown(plus(0), now)).toBe('Overdue');
    expect(formatCountdown(plus(-2 * DAY), now)).toBe('Overdue');
    expect(formatCountdown('not a date', now)).toBe('');
  });
});
