import { describe, expect, it } from 'vitest';
import { Money } from '../money/money.js';
import { SignedMoney } from '../money/signed-money.js';
import { annualisedReturn, holdingPeriodDays, ReturnRate, totalReturn } from './returns.js';

describe('holdingPeriodDays', () => {
  it('counts calendar days in Accra (UTC) from payment to sale', () => {
    expect(holdingPeriodDays(new Date('2024-01-01T23:59:00Z'), new Date('2024-01-02T00:01:00Z'))).toBe(1);
    expect(holdingPeriodDays(new Date('2024-03-01T10:00:00Z'), new Date('2024-03-01T18:00:00Z'))).toBe(0);
    expect(holdingPeriodDays(new Date('2024-01-01T12:00:00Z'), new Date('2025-01-01T08:00:00Z'))).toBe(366);
    expect(() => holdingPeriodDays(new Date('2024-01-02'), new Date('2024-01-01'))).toThrow(RangeError);
  });
});

describe('totalReturn', () => {
  it('is the profit share over the amount, half away from zero', () => {
    expect(totalReturn(Money.of('10000.00'), SignedMoney.of('2100.00')).toString()).toBe('21.00');
    expect(totalReturn(Money.of('30000.00'), SignedMoney.of('1000.00')).toString()).toBe('3.33');
    expect(totalReturn(Money.of('30000.00'), SignedMoney.of('2000.00')).toString()).toBe('6.67');
    expect(totalReturn(Money.of('50000.00'), SignedMoney.of('-6000.00')).toString()).toBe('-12.00');
    expect(totalReturn(Money.of('30000.00'), SignedMoney.of('-2000.00')).toString()).toBe('-6.67');
  });
});

describe('annualisedReturn', () => {
  it('is (1 + r)^(365 / days) − 1, exact where the root is', () => {
    // 1.21^(365/730) = 1.1
    expect(annualisedReturn(Money.of('10000.00'), Money.of('12100.00'), 730)?.toString()).toBe('10.00');
    // 0.81^(1/2) = 0.9
    expect(annualisedReturn(Money.of('10000.00'), Money.of('8100.00'), 730)?.toString()).toBe('-10.00');
    // exactly a year: the total return
    expect(annualisedReturn(Money.of('10000.00'), Money.of('11234.56'), 365)?.toString()).toBe('12.35');
    expect(annualisedReturn(Money.of('10000.00'), Money.of('10000.00'), 1000)?.toString()).toBe('0.00');
  });

  it('rounds the growth factor half-up at four decimals, decided exactly', () => {
    // 1.5^(1/2) = 1.22474487… → 22.47 %
    expect(annualisedReturn(Money.of('100.00'), Money.of('150.00'), 730)?.toString()).toBe('22.47');
    // 2^(365/1095) = 2^(1/3) = 1.25992104… → 25.99 %
    expect(annualisedReturn(Money.of('1000.00'), Money.of('2000.00'), 1095)?.toString()).toBe('25.99');
    // 1.3^(365/500) = 1.21109621… (50-digit decimal arithmetic)
    expect(annualisedReturn(Money.of('20000.00'), Money.of('26000.00'), 500)?.toString()).toBe('21.11');
    // a total loss
    expect(annualisedReturn(Money.of('20000.00'), Money.ZERO, 400)?.toString()).toBe('-100.00');
  });

  it('does not annualise a holding period under a year', () => {
    expect(annualisedReturn(Money.of('10000.00'), Money.of('12100.00'), 364)).toBeNull();
    expect(annualisedReturn(Money.of('10000.00'), Money.of('12100.00'), 0)).toBeNull();
  });
});

describe('ReturnRate', () => {
  it('reads and writes signed hundredths', () => {
    expect(ReturnRate.parse('-3.25').hundredths).toBe(-325n);
    expect(ReturnRate.parse('0.05').toString()).toBe('0.05');
    expect(ReturnRate.fromHundredths(-5n).toString()).toBe('-0.05');
    expect(() => ReturnRate.parse('3.2')).toThrow(RangeError);
  });
});
