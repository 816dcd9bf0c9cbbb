import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hundredthsToString, parseHundredths, parseHundredthsGenerally, parseStoredHundredths } from './decimal.js';

// Money is numeric(15,2) (13 integer digits), Percentage numeric(5,2) (3).
const LIMITS = [13, 3] as const;

/** Strings made of the characters a decimal parser cares about, so that near misses are common. */
const decimalish = fc.string({
  unit: fc.constantFrom('0', '1', '5', '9', '.', '-', '+', ' ', 'e', 'x'),
  maxLength: 20,
});

/** The database's own text form of a numeric(p,2) value, leading zeros included. */
const storedForm = (maxIntegerDigits: number) =>
  fc
    .tuple(
      fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: maxIntegerDigits }),
      fc.integer({ min: 0, max: 99 }),
    )
    .map(([whole, cents]) => `${whole}.${String(cents).padStart(2, '0')}`);

/** What hundredthsToString did before its number fast path: all bigint. */
const hundredthsToStringWithBigInts = (value: bigint): string => {
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
};

describe('the fast path for stored decimals', () => {
  it('agrees with the general parser on every string it accepts, and declines the rest to it', () => {
    for (const limit of LIMITS) {
      fc.assert(
        fc.property(fc.oneof(decimalish, fc.string(), storedForm(limit + 2)), (text) => {
          const fast = parseStoredHundredths(text, limit);
          const general = parseHundredthsGenerally(text, limit);
          if (fast !== undefined) expect(general).toEqual({ ok: true, value: fast });
          // Whatever the fast path says, the public parser answers as the general one does.
          expect(parseHundredths(text, limit)).toEqual(general);
        }),
        { numRuns: 2_000 },
      );
    }
  });

  it('takes every value the database writes, up to the largest', () => {
    for (const limit of LIMITS) {
      fc.assert(
        fc.property(storedForm(limit), (text) => {
          const fast = parseStoredHundredths(text, limit);
          expect(fast).not.toBeUndefined();
          expect(parseHundredthsGenerally(text, limit)).toEqual({ ok: true, value: fast });
        }),
        { numRuns: 2_000 },
      );
    }
    expect(parseStoredHundredths('9999999999999.99', 13)).toBe(999_999_999_999_999n);
    expect(parseStoredHundredths('999.99', 3)).toBe(99_999n);
    expect(parseStoredHundredths('0.00', 13)).toBe(0n);
  });

  it.each(['', '.00', '1.0', '1.000', '-1.00', '+1.00', ' 1.00', '1.00 ', '1,00', '1e2.00', '10000000000000.00'])(
    'declines %j',
    (text) => {
      expect(parseStoredHundredths(text, 13)).toBeUndefined();
    },
  );

  it('declines a limit whose values a double cannot hold exactly', () => {
    expect(parseStoredHundredths('1.00', 14)).toBeUndefined();
  });
});

describe('hundredthsToString', () => {
  it('writes what the all-bigint version wrote, for every value', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.bigInt({ min: 0n, max: 999_999_999_999_999n }),
          fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
          fc.constantFrom(0n, 1n, 9n, 10n, 99n, 100n, BigInt(Number.MAX_SAFE_INTEGER), 2n ** 53n, -1n),
        ),
        (value) => {
          expect(hundredthsToString(value)).toBe(hundredthsToStringWithBigInts(value));
        },
      ),
      { numRuns: 5_000 },
    );
  });
});
