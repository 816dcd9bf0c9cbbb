/**
 * The bench's arithmetic, kept pure so it can be tested without timing anything: each round's ratio to the
 * baseline measured in the same round, and the median with its spread over the rounds.
 */

/** Median, quartiles and extremes of a set of figures (one per round). */
export interface Spread {
  readonly median: number;
  /** First and third quartiles: the interquartile range is q3 - q1. */
  readonly q1: number;
  readonly q3: number;
  readonly min: number;
  readonly max: number;
}

/**
 * The q-quantile (0 ≤ q ≤ 1) of the values, interpolating linearly between the two nearest ranks (the usual
 * "type 7" definition: the median of an even count is the mean of the two middle values).
 */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) throw new Error('quantile of no values');
  if (!(q >= 0 && q <= 1)) throw new Error(`quantile must be between 0 and 1, got ${q}`);
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}

export const median = (values: readonly number[]): number => quantile(values, 0.5);

export function spreadOf(values: readonly number[]): Spread {
  return {
    median: median(values),
    q1: quantile(values, 0.25),
    q3: quantile(values, 0.75),
    min: Math.min(...values),
    max: Math.max(...values),
  };
}

/**
 * Round by round, subject ÷ baseline: each ratio compares two figures measured a few seconds apart, so a
 * change in the machine's load between rounds moves both and mostly cancels out.
 */
export function ratiosPerRound(subject: readonly number[], baseline: readonly number[]): number[] {
  if (subject.length !== baseline.length) {
    throw new Error(`ratios need as many rounds on each side, got ${subject.length} and ${baseline.length}`);
  }
  return subject.map((value, round) => {
    const base = baseline[round]!;
    if (!(base > 0)) throw new Error(`round ${round + 1}: the baseline figure is ${base}`);
    return value / base;
  });
}

/**
 * The order the endpoints run in during a round: each round starts one further along, so no endpoint always
 * runs first (straight after a pause) or last.
 */
export function roundOrder<T>(items: readonly T[], round: number): T[] {
  if (items.length === 0) return [];
  const start = round % items.length;
  return [...items.slice(start), ...items.slice(0, start)];
}

/** "0.52x (0.49-0.55)": the median and the range the rounds spanned. */
export function formatSpread(s: Spread, digits: number, suffix = ''): string {
  return `${s.median.toFixed(digits)}${suffix} (${s.min.toFixed(digits)}-${s.max.toFixed(digits)})`;
}
