import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

describe('relativeTime (investor spec §9)', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

  it('reads Just now, minutes, hours and days', () => {
    expect(relativeTime(ago(0.5), now)).toBe('Just now');
    expect(relativeTime(ago(5), now)).toBe('5m ago');
    expect(relativeTime(ago(59), now)).toBe('59m ago');
    expect(relativeTime(ago(60), now)).toBe('1h ago');
    expect(relativeTime(ago(1439), now)).toBe('23h ago');
    expect(relativeTime(ago(1440), now)).toBe('1d ago');
    expect(relativeTime(ago(1440 * 9), now).toString()).toBe('9d ago');
  });
});
