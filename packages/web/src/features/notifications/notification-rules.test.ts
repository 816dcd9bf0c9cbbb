import { describe, expect, it } from 'vitest';
import { englishIntl } from '../../i18n/testing/english-intl';
import { badgeText, notificationAge } from './notification-rules';

const relativeTime = (createdAt: string, now: Date) =>
  englishIntl.formatMessage({ id: 'notifications.age' }, notificationAge(createdAt, now));

describe('the badge (investor spec §9)', () => {
  it('shows the count up to 99, then 99+, and nothing at zero', () => {
    expect([0, 1, 99, 100, 2500].map(badgeText)).toEqual([null, '1', '99', '99+', '99+']);
  });
});

describe('relative time (investor spec §9)', () => {
  const now = new Date('2026-11-26T12:00:00.000Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const MIN = 60_000;
  it('reads minutes, hours and days at the boundaries the spec names', () => {
    expect(relativeTime(ago(59_999), now)).toBe('Just now');
    expect(relativeTime(ago(MIN), now)).toBe('1m ago');
    expect(relativeTime(ago(59 * MIN + 59_999), now)).toBe('59m ago');
    expect(relativeTime(ago(60 * MIN), now)).toBe('1h ago');
    expect(relativeTime(ago(1439 * MIN), now)).toBe('23h ago');
    expect(relativeTime(ago(1440 * MIN), now)).toBe('1d ago');
    expect(relativeTime(ago(45 * 1440 * MIN), now)).toBe('45d ago');
  });
  it('reads a time slightly ahead of this clock as just now', () => {
    expect(relativeTime(ago(-5 * MIN), now)).toBe('Just now');
  });
});
