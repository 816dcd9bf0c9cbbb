import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from './live-link';

describe('reconnecting with back-off', () => {
  it('waits 1 s, 2 s, 4 s … and never more than 30 s, less a random half at most', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((retries) => reconnectDelayMs(retries, 1))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect(reconnectDelayMs(0, 0)).toBe(500);
    expect(reconnectDelayMs(10, 0)).toBe(15_000);
  });
});
