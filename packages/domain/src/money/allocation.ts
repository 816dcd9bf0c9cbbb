import { Money } from './money.js';

/**
 * Largest-remainder rounding of exact shares numerators[i] / denominator (in cents) to whole cents adding up
 * to `totalCents`. Each share is the floor of its exact value, and the cents left over go one each to the
 * largest remainders. Ties go to the larger numerator, then to the earlier index, so equal claims are treated
 * alike and only truly identical claims depend on order.
 *
 * Requires sum(floor) ≤ totalCents ≤ sum(ceil), which holds whenever totalCents is the exact total rounded.
 */
export function allocateCents(numerators: readonly bigint[], denominator: bigint, totalCents: bigint): bigint[] {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const floors = numerators.map((n) => {
    if (n < 0n) throw new RangeError('shares must not be negative');
    return n / denominator;
  });
  let left = totalCents - floors.reduce((a, b) => a + b, 0n);
  const nonWhole = numerators.filter((n) => n % denominator !== 0n).length;
  if (left < 0n || left > BigInt(nonWhole)) {
    throw new RangeError('total is not a rounding of the sum of the shares');
  }
  const order = numerators
    .map((n, index) => ({ index, n, remainder: n % denominator }))
    .sort((a, b) =>
      a.remainder !== b.remainder
        ? a.remainder > b.remainder
          ? -1
          : 1
        : a.n !== b.n
          ? a.n > b.n
            ? -1
            : 1
          : a.index - b.index,
    );
  const result = [...floors];
  for (const { index } of order) {
    if (left === 0n) break;
    result[index]! += 1n;
    left -= 1n;
  }
  return result;
}

/** Splits `total` in proportion to `weights`, to the cent, with shares that add up exactly to `total`. */
export function allocateLargestRemainder(total: Money, weights: readonly bigint[]): Money[] {
  if (weights.some((w) => w < 0n)) throw new RangeError('weights must not be negative');
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (sum === 0n) {
    if (total.isZero()) return weights.map(() => Money.ZERO);
    throw new RangeError('cannot allocate a non-zero total over zero weights');
  }
  return allocateCents(
    weights.map((w) => total.cents * w),
    sum,
    total.cents,
  ).map((c) => Money.fromCents(c));
}
