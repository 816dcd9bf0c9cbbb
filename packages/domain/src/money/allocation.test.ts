import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Money } from './money.js';
import { allocateLargestRemainder } from './allocation.js';

const cents = (ms: Money[]) => ms.map((m) => m.cents);

describe('allocateLargestRemainder', () => {
  it('splits to the cent with the leftover cents on the largest remainders', () => {
    expect(cents(allocateLargestRemainder(Money.of('100.00'), [1n, 1n, 1n]))).toEqual([3334n, 3333n, 3333n]);
    expect(cents(allocateLargestRemainder(Money.of('0.05'), [3n, 7n]))).toEqual([1n, 4n]); // 1.5, 3.5
    expect(cents(allocateLargestRemainder(Money.of('10.00'), [1n, 2n, 7n]))).toEqual([100n, 200n, 700n]);
    expect(cents(allocateLargestRemainder(Money.of('0.01'), [1n, 3n]))).toEqual([0n, 1n]); // tie → larger claim
    expect(cents(allocateLargestRemainder(Money.ZERO, [0n, 0n]))).toEqual([0n, 0n]);
  });

  it('refuses weights it cannot use', () => {
    expect(() => allocateLargestRemainder(Money.of(1), [])).toThrow(RangeError);
    expect(() => allocateLargestRemainder(Money.of(1), [0n])).toThrow(RangeError);
    expect(() => allocateLargestRemainder(Money.of(1), [1n, -1n])).toThrow(RangeError);
  });

  it('adds up exactly, keeps each share within a cent of its exact value, and ignores order', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10_000_000_000n }),
        fc.array(fc.bigInt({ min: 0n, max: 1_000_000n }), { minLength: 1, maxLength: 12 }),
        fc.infiniteStream(fc.nat()),
        (total, weights, seeds) => {
          fc.pre(weights.some((w) => w > 0n));
          const sum = weights.reduce((a, b) => a + b, 0n);
          const shares = cents(allocateLargestRemainder(Money.fromCents(total), weights));
          expect(shares.reduce((a, b) => a + b, 0n)).toBe(total);
          shares.forEach((s, i) => {
            const floor = (total * weights[i]!) / sum;
            const exact = (total * weights[i]!) % sum === 0n;
            expect(s === floor || (!exact && s === floor + 1n)).toBe(true);
          });
          // Shuffle, then compare the shares each weight receives.
          const order = weights.map((_, i) => i);
          const it = seeds[Symbol.iterator]();
          for (let i = order.length - 1; i > 0; i--) {
            const j = it.next().value % (i + 1);
            [order[i], order[j]] = [order[j]!, order[i]!];
          }
          const shuffled = cents(
            allocateLargestRemainder(
              Money.fromCents(total),
              order.map((i) => weights[i]!),
            ),
          );
          const byWeight = (ws: bigint[], ss: bigint[]) =>
            ws
              .map((w, i) => `${w}:${ss[i]}`)
              .sort()
              .join(',');
          expect(
            byWeight(
              order.map((i) => weights[i]!),
              shuffled,
            ),
          ).toBe(byWeight(weights, shares));
        },
      ),
    );
  });
});
