import { describe, expect, it } from 'vitest';
import { Money } from '../money/money.js';
import { Percentage } from '../money/percentage.js';
import { projectInvestment, tryProjectInvestment } from './projection.service.js';

describe('projectInvestment', () => {
  it('compounds the annual rate monthly, with milestones every 6 months and at the end', () => {
    const p = projectInvestment({ amount: Money.of(10_000), annualRatePercent: Percentage.of(16), months: 24 });
    // 10000 × (1 + 0.16/12)^n, checked with exact fractions in Python
    expect(p.milestones.map((m) => [m.months, m.value.toString()])).toEqual([
      [6, '10827.15'],
      [12, '11722.71'],
      [18, '12692.35'],
      [24, '13742.19'],
    ]);
    expect(p.initial.toString()).toBe('10000.00');
    expect(p.totalValue.toString()).toBe('13742.19');
    expect(p.totalReturn.toString()).toBe('3742.19');
  });

  it('ends with the final month when it is not a multiple of 6', () => {
    const p = projectInvestment({ amount: Money.of(1_000), annualRatePercent: Percentage.of(12), months: 9 });
    expect(p.milestones.map((m) => m.months)).toEqual([6, 9]);
    expect(p.totalValue.toString()).toBe('1093.69'); // 1000 × 1.01^9 = 1093.6852…
    expect(
      projectInvestment({ amount: Money.of(1_000), annualRatePercent: Percentage.of(12), months: 3 }).milestones,
    ).toHaveLength(1);
  });

  it('returns the amount unchanged at 0 %', () => {
    const p = projectInvestment({ amount: Money.of('1234.56'), annualRatePercent: Percentage.ZERO, months: 18 });
    expect(p.totalValue.toString()).toBe('1234.56');
    expect(p.totalReturn.isZero()).toBe(true);
  });

  it('refuses months it cannot project and values too large to hold', () => {
    for (const months of [0, -1, 2.5, 601, Number.NaN]) {
      const r = tryProjectInvestment({ amount: Money.of(1), annualRatePercent: Percentage.of(10), months });
      expect(!r.ok && r.error.code).toBe('PROJECTION.INVALID_MONTHS');
    }
    const big = tryProjectInvestment({
      amount: Money.of('9999999999999'),
      annualRatePercent: Percentage.of(999),
      months: 600,
    });
    expect(!big.ok && big.error.code).toBe('PROJECTION.TOO_LARGE');
    expect(() => projectInvestment({ amount: Money.of(1), annualRatePercent: Percentage.of(1), months: 0 })).toThrow(
      RangeError,
    );
  });
});
