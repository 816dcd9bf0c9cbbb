import { describe, expect, it } from 'vitest';
import { formatSpread, median, quantile, ratiosPerRound, roundOrder, spreadOf } from './stats.js';

describe('the bench statistics', () => {
  it('takes the middle value of an odd count and the mean of the two middle ones of an even count', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it('interpolates quartiles between ranks and does not reorder its input', () => {
    const values = [10, 40, 20, 30];
    expect(quantile(values, 0)).toBe(10);
    expect(quantile(values, 1)).toBe(40);
    expect(quantile(values, 0.25)).toBe(17.5);
    expect(quantile(values, 0.75)).toBe(32.5);
    expect(values).toEqual([10, 40, 20, 30]);
  });

  it('refuses no values and quantiles outside 0..1', () => {
    expect(() => median([])).toThrow('no values');
    expect(() => quantile([1], 1.5)).toThrow('between 0 and 1');
  });

  it('reports the median with the quartiles and the extremes', () => {
    expect(spreadOf([0.5, 0.7, 0.4, 0.6, 0.55])).toEqual({ median: 0.55, q1: 0.5, q3: 0.6, min: 0.4, max: 0.7 });
  });

  it('divides each round by the baseline of the same round, not by an average', () => {
    // The machine slowed down in round 2: both sides fell, the ratio did not.
    expect(ratiosPerRound([50, 25, 60], [100, 50, 120])).toEqual([0.5, 0.5, 0.5]);
  });

  it('refuses rounds that do not pair up and a baseline of zero', () => {
    expect(() => ratiosPerRound([1, 2], [1])).toThrow('as many rounds');
    expect(() => ratiosPerRound([1], [0])).toThrow('round 1');
  });

  it('starts each round one endpoint further along', () => {
    const endpoints = ['raw', 'REST', 'GraphQL'];
    expect(roundOrder(endpoints, 0)).toEqual(['raw', 'REST', 'GraphQL']);
    expect(roundOrder(endpoints, 1)).toEqual(['REST', 'GraphQL', 'raw']);
    expect(roundOrder(endpoints, 3)).toEqual(['raw', 'REST', 'GraphQL']);
    expect(roundOrder([], 2)).toEqual([]);
  });

  it('prints the median with the range', () => {
    expect(formatSpread({ median: 0.523, q1: 0.5, q3: 0.54, min: 0.49, max: 0.551 }, 2, 'x')).toBe('0.52x (0.49-0.55)');
  });
});
