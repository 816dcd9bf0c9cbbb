import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Money, type MoneyErrorCode } from './money.js';

const code = (input: unknown): MoneyErrorCode | 'ok' => {
  const r = Money.parse(input);
  return r.ok ? 'ok' : r.error.code;
};

describe('Money.parse', () => {
  it.each([
    ['25000', 2_500_000n],
    ['25000.5', 2_500_050n],
    ['25000.50', 2_500_050n],
    ['  42.10 ', 4_210n],
    ['0', 0n],
    ['-0.00', 0n],
    ['007.5', 750n],
    ['10000.0', 1_000_000n],
    ['10000.00', 1_000_000n],
    [1000, 100_000n],
    [99.99, 9_999n],
    [0.1, 10n],
    [-0, 0n],
    ['9999999999999.99', 999_999_999_999_999n],
  ])('reads %j as %s cents', (input, cents) => {
    const r = Money.parse(input);
    expect(r.ok && r.value.cents).toBe(cents);
  });

  it.each<[unknown, MoneyErrorCode]>([
    ['', 'MONEY.NOT_A_NUMBER'],
    ['   ', 'MONEY.NOT_A_NUMBER'],
    [null, 'MONEY.NOT_A_NUMBER'],
    [undefined, 'MONEY.NOT_A_NUMBER'],
    [true, 'MONEY.NOT_A_NUMBER'],
    [{}, 'MONEY.NOT_A_NUMBER'],
    [[1], 'MONEY.NOT_A_NUMBER'],
    [Number.NaN, 'MONEY.NOT_A_NUMBER'],
    [Number.POSITIVE_INFINITY, 'MONEY.NOT_A_NUMBER'],
    ['NaN', 'MONEY.NOT_A_NUMBER'],
    ['Infinity', 'MONEY.NOT_A_NUMBER'],
    ['1,000', 'MONEY.NOT_A_NUMBER'],
    ['0x10', 'MONEY.NOT_A_NUMBER'],
    ['12abc', 'MONEY.NOT_A_NUMBER'],
    ['.5', 'MONEY.NOT_A_NUMBER'],
    ['5.', 'MONEY.NOT_A_NUMBER'],
    ['+5', 'MONEY.NOT_A_NUMBER'],
    ['1e3', 'MONEY.EXPONENT_NOTATION'],
    ['2.5E+4', 'MONEY.EXPONENT_NOTATION'],
    [1e21, 'MONEY.EXPONENT_NOTATION'],
    [1e-7, 'MONEY.EXPONENT_NOTATION'],
    ['0.125', 'MONEY.TOO_MANY_DECIMALS'],
    // Every written decimal counts, zeros too (rules §3).
    ['1.500', 'MONEY.TOO_MANY_DECIMALS'],
    ['10000.000', 'MONEY.TOO_MANY_DECIMALS'],
    [`10000.${'0'.repeat(30)}`, 'MONEY.TOO_MANY_DECIMALS'],
    ['-0.000', 'MONEY.TOO_MANY_DECIMALS'],
    [0.125, 'MONEY.TOO_MANY_DECIMALS'],
    [0.1 + 0.2, 'MONEY.TOO_MANY_DECIMALS'],
    ['-1', 'MONEY.NEGATIVE'],
    [-0.01, 'MONEY.NEGATIVE'],
    ['10000000000000', 'MONEY.TOO_LARGE'],
    [1e15, 'MONEY.TOO_LARGE'],
  ])('refuses %j with %s', (input, expected) => {
    expect(code(input)).toBe(expected);
  });

  it('refuses a bigint (JSON never carries one)', () => {
    expect(code(10n)).toBe('MONEY.NOT_A_NUMBER');
  });

  it('gives a readable message', () => {
    const r = Money.parse('1.234');
    expect(!r.ok && r.error.message).toBe('must have at most 2 decimals');
  });

  it('round-trips through its string form', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 999_999_999_999_999n }), (cents) => {
        const m = Money.fromCents(cents);
        const back = Money.parse(m.toString());
        expect(back.ok && back.value.equals(m)).toBe(true);
        expect(m.toString()).toMatch(/^\d+\.\d{2}$/);
      }),
    );
  });

  it('reads any two-decimal number exactly as its decimal string', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_007_199_254_740 }), fc.integer({ min: 0, max: 99 }), (whole, c) => {
        const n = Number(`${whole}.${String(c).padStart(2, '0')}`);
        const r = Money.parse(n);
        expect(r.ok && r.value.cents).toBe(BigInt(whole) * 100n + BigInt(c));
      }),
    );
  });
});

describe('Money arithmetic', () => {
  const a = Money.of('100.25');
  const b = Money.of(40);

  it('adds, subtracts and compares exactly', () => {
    expect(a.add(b).toString()).toBe('140.25');
    expect(a.subtract(b).toString()).toBe('60.25');
    expect(Money.of(0.1).add(Money.of(0.2)).toString()).toBe('0.30');
    expect(a.compare(b)).toBe(1);
    expect(b.compare(a)).toBe(-1);
    expect(a.compare(Money.of('100.25'))).toBe(0);
    expect(b.lessThan(a) && a.greaterThan(b) && !a.lessThan(a)).toBe(true);
    expect(a.min(b)).toBe(b);
    expect(a.max(b)).toBe(a);
    expect(Money.ZERO.isZero() && !a.isZero()).toBe(true);
    expect(Money.sum([a, b, b]).toString()).toBe('180.25');
  });

  it('refuses to go negative or past numeric(15,2)', () => {
    expect(() => b.subtract(a)).toThrow(RangeError);
    expect(() => Money.fromCents(-1n)).toThrow(RangeError);
    expect(() => Money.fromCents(10n ** 15n)).toThrow(RangeError);
    expect(() => Money.of('abc')).toThrow(RangeError);
  });

  it('multiplies by a ratio rounding half-up to the cent', () => {
    expect(Money.of('10.00').multiplyRatio(1n, 3n).toString()).toBe('3.33');
    expect(Money.of('10.00').multiplyRatio(2n, 3n).toString()).toBe('6.67');
    expect(Money.fromCents(1n).multiplyRatio(1n, 2n).cents).toBe(1n); // 0.5 cent rounds up
    expect(Money.fromCents(1n).multiplyRatio(49n, 100n).cents).toBe(0n);
    expect(() => a.multiplyRatio(1n, 0n)).toThrow(RangeError);
  });

  it('serialises as a two-decimal string', () => {
    expect(JSON.stringify({ amount: Money.of(25000) })).toBe('{"amount":"25000.00"}');
  });
});

describe('Money.parse on hostile input', () => {
  // A parser with backtracking or quadratic work would not finish these within the test timeout.
  it('answers long strings', () => {
    expect(code(`1.${'0'.repeat(200_000)}1`)).toBe('MONEY.TOO_MANY_DECIMALS');
    expect(code(`-0.${'0'.repeat(200_000)}`)).toBe('MONEY.TOO_MANY_DECIMALS');
    expect(code(`${'1'.repeat(200_000)}x`)).toBe('MONEY.NOT_A_NUMBER');
    expect(code('9'.repeat(200_000))).toBe('MONEY.TOO_LARGE');
    expect(code(`${'1'.repeat(200_000)}e`)).toBe('MONEY.NOT_A_NUMBER');
  });
});
