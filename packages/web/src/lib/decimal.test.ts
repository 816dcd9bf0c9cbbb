import { describe, expect, it } from 'vitest';
import { compare, convert, group, percentOf, round, sum } from './decimal';

describe('decimal strings', () => {
  it('converts USD into another currency without losing cents', () => {
    expect(convert('100.00', '1', '12.5', 2)).toBe('1250.00');
    expect(convert('25000.00', '1', '0.79', 2)).toBe('19750.00');
    expect(convert('0.01', '1', '1650', 2)).toBe('16.50');
    // 12345678901.23 USD in NGN stays exact, far beyond float precision.
    expect(convert('12345678901.23', '1', '1650', 2)).toBe('20370370187029.50');
  });

  it('converts between two non-USD currencies through their rates', () => {
    // 1250 GHS → USD 100 → EUR 92
    expect(convert('1250.00', '12.5', '0.92', 2)).toBe('92.00');
  });

  it('rounds half away from zero, and to 0 decimals for JPY-like currencies', () => {
    expect(round('12.345', 2)).toBe('12.35');
    expect(round('18.45', 1)).toBe('18.5');
    expect(round('-2.5', 0)).toBe('-3');
    expect(convert('10.00', '1', '151.5', 0)).toBe('1515');
  });

  it('groups thousands and compares', () => {
    expect(group('1234567.50')).toBe('1,234,567.50');
    expect(group('-1000')).toBe('-1,000');
    expect(compare('5000.00', '5000')).toBe(0);
    expect(compare('999.99', '1000')).toBe(-1);
  });

  it('adds amounts exactly, where floats would drift', () => {
    expect(sum(['0.10', '0.20'])).toBe('0.30');
    expect(sum(['25000.00', '12500.5', '0.05'])).toBe('37500.55');
    expect(sum(['9999999999999.99', '0.01'])).toBe('10000000000000.00');
    expect(sum([])).toBe('0');
  });

  it('computes rounded percentages', () => {
    expect(percentOf('2', '3')).toBe(67);
    expect(percentOf('0.00', '0.00')).toBe(0);
  });
});
