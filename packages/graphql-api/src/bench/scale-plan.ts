/**
 * The scale scenario's arithmetic, kept pure so it can be tested without a database: which rows each step
 * adds (scale-seed.ts writes them), and the ratios and verdicts the report prints (scale-bench.ts).
 */

/** The catalog sizes the scenario measures, in order; each step adds to the one before. */
export const SCALE_SIZES = [100, 1_000, 10_000] as const;

/** Every generated project has this many units. */
export const UNITS_PER_PROJECT = 10;

/**
 * Confirmed investments per project: ten, spread over its first six units by `INVESTMENT_SLOTS`, so the
 * largest size (10,000 projects) holds 100,000 investments and every size holds the same per project (the
 * first page's projects carry the same work at every size; only the tables around them grow).
 */
export const INVESTMENTS_PER_PROJECT = 10;

/** One investor per project added: each investor holds about ten investments, in ten different projects. */
const INVESTORS_PER_PROJECT = 1;

/**
 * Which of a project's units each of its ten investments funds, and with what share of the unit's price
 * (`null`: the unit's minimum investment). Unit 1 ends fully funded (0.50 + 0.25 + 0.25), units 2-6 partly,
 * units 7-10 are available: the list's unit summary has every kind of row to count. Prices are multiples of
 * 5,000, so every share is exact in cents; no unit is funded beyond its price (rules §3).
 */
export const INVESTMENT_SLOTS: readonly { readonly unit: number; readonly share: number | null }[] = [
  { unit: 1, share: 0.5 },
  { unit: 1, share: 0.25 },
  { unit: 1, share: 0.25 },
  { unit: 2, share: 0.25 },
  { unit: 2, share: 0.25 },
  { unit: 3, share: 0.4 },
  { unit: 3, share: 0.1 },
  { unit: 4, share: 0.2 },
  { unit: 5, share: 0.05 },
  { unit: 6, share: null },
];

/** What one step of the scenario adds, and the totals after it. */
export interface ScaleStep {
  /** Projects in the catalog after the step. */
  readonly projects: number;
  /** Projects the step adds (numbered `firstProject` up to `projects`). */
  readonly addProjects: number;
  readonly firstProject: number;
  readonly units: number;
  readonly investments: number;
  /** Investors after the step (the step adds investors up to this number first). */
  readonly investors: number;
}

/** The steps that grow an empty catalog to each size in turn. Sizes must be whole, positive and increasing. */
export function planScaleSteps(sizes: readonly number[]): ScaleStep[] {
  if (sizes.length === 0) throw new Error('the scale scenario needs at least one size');
  return sizes.map((projects, i) => {
    const before = i === 0 ? 0 : sizes[i - 1]!;
    if (!Number.isInteger(projects) || projects <= before) {
      throw new Error(`scale sizes must be whole and increasing, got ${sizes.join(', ')}`);
    }
    return {
      projects,
      addProjects: projects - before,
      firstProject: before + 1,
      units: projects * UNITS_PER_PROJECT,
      investments: projects * INVESTMENTS_PER_PROJECT,
      investors: projects * INVESTORS_PER_PROJECT,
    };
  });
}

/**
 * The investor (1-based, among `investors`) of a project's investment number `slot` (0-based): ten different
 * investors for the ten investments of one project, spread evenly over all of them as the projects go on.
 * scale-seed.ts computes the same in SQL (`investorSql`); this is its reference.
 */
export function investorOf(projectNumber: number, slot: number, investors: number): number {
  return 1 + ((((projectNumber - 1) * INVESTMENTS_PER_PROJECT + slot) * 7) % investors);
}

/** `subject ÷ reference`, or NaN without a usable reference. */
export function ratioOf(subject: number, reference: number): number {
  return reference > 0 && Number.isFinite(subject) ? subject / reference : Number.NaN;
}

/** One goal's verdict line: `Goal (…): met (…)` or `not met`. */
export function verdictLine(goal: string, met: boolean, detail: string): string {
  return `${goal}: ${met ? 'met' : 'not met'} (${detail}).`;
}

/** The statement counts of one request across the sizes: constant when every size sent as many. */
export function statementsConstant(counts: readonly number[]): boolean {
  return counts.length > 0 && counts.every((c) => c === counts[0]);
}

/**
 * How many times longer a request takes at the larger size, from the req/s ratio larger ÷ smaller (at the same
 * concurrency, time per request is the inverse of req/s): 0.8x the req/s is 1.25x the time. NaN without a ratio.
 */
export function slowdownOf(throughputRatio: number): number {
  return throughputRatio > 0 ? 1 / throughputRatio : Number.NaN;
}
