import { describe, expect, it } from 'vitest';
import {
  INVESTMENT_SLOTS,
  INVESTMENTS_PER_PROJECT,
  investorOf,
  planScaleSteps,
  ratioOf,
  SCALE_SIZES,
  slowdownOf,
  statementsConstant,
  UNITS_PER_PROJECT,
  verdictLine,
} from './scale-plan.js';

describe('the scale scenario plan', () => {
  it('grows 100 → 1,000 → 10,000 projects with 10 units each, reaching 100,000 investments', () => {
    const steps = planScaleSteps(SCALE_SIZES);
    expect(steps.map((s) => [s.firstProject, s.projects, s.addProjects])).toEqual([
      [1, 100, 100],
      [101, 1_000, 900],
      [1_001, 10_000, 9_000],
    ]);
    expect(steps.map((s) => s.units)).toEqual([1_000, 10_000, 100_000]);
    expect(steps.map((s) => s.investments)).toEqual([1_000, 10_000, 100_000]);
    expect(steps.map((s) => s.investors)).toEqual([100, 1_000, 10_000]);
  });

  it('refuses sizes that are not whole and increasing', () => {
    expect(() => planScaleSteps([])).toThrow(/at least one/);
    expect(() => planScaleSteps([100, 100])).toThrow(/increasing/);
    expect(() => planScaleSteps([1_000, 100])).toThrow(/increasing/);
    expect(() => planScaleSteps([10.5])).toThrow(/whole/);
    expect(() => planScaleSteps([0])).toThrow(/increasing/);
  });

  it("never funds a unit beyond its price, and funds only the project's own units", () => {
    expect(INVESTMENT_SLOTS).toHaveLength(INVESTMENTS_PER_PROJECT);
    const shares = new Map<number, number>();
    for (const slot of INVESTMENT_SLOTS) {
      expect(slot.unit).toBeGreaterThanOrEqual(1);
      expect(slot.unit).toBeLessThanOrEqual(UNITS_PER_PROJECT);
      // A share of a price that is a multiple of 5,000 is whole cents only in steps of 0.0001 (0.05 → 250.00).
      if (slot.share !== null) expect(Number.isInteger(slot.share * 5_000 * 100)).toBe(true);
      // The minimum investment (null) is at most 2,500 of a price of at least 50,000: 0.05 at worst.
      shares.set(slot.unit, (shares.get(slot.unit) ?? 0) + (slot.share ?? 0.05));
    }
    for (const total of shares.values()) expect(total).toBeLessThanOrEqual(1);
    expect(shares.get(1)).toBe(1); // one unit fully funded
  });

  it('gives the ten investments of a project ten different investors, all of them existing', () => {
    for (const investors of [100, 1_000, 10_000]) {
      for (const project of [1, 2, 57, investors]) {
        const chosen = INVESTMENT_SLOTS.map((_, slot) => investorOf(project, slot, investors));
        expect(new Set(chosen).size).toBe(INVESTMENTS_PER_PROJECT);
        for (const n of chosen) {
          expect(n).toBeGreaterThanOrEqual(1);
          expect(n).toBeLessThanOrEqual(investors);
        }
      }
    }
  });

  it('spreads the investments evenly over the investors', () => {
    const investors = 100;
    const held = new Map<number, number>();
    for (let project = 1; project <= investors; project++) {
      INVESTMENT_SLOTS.forEach((_, slot) => {
        const n = investorOf(project, slot, investors);
        held.set(n, (held.get(n) ?? 0) + 1);
      });
    }
    expect(held.size).toBe(investors);
    expect(new Set(held.values())).toEqual(new Set([INVESTMENTS_PER_PROJECT]));
  });
});

describe('the scale report', () => {
  it('divides only by a usable reference', () => {
    expect(ratioOf(30, 20)).toBe(1.5);
    expect(ratioOf(30, 0)).toBeNaN();
    expect(ratioOf(Number.NaN, 20)).toBeNaN();
  });

  it('reads a req/s ratio as the time per request it stands for', () => {
    expect(slowdownOf(0.8)).toBeCloseTo(1.25);
    expect(slowdownOf(2)).toBe(0.5);
    expect(slowdownOf(0)).toBeNaN();
    expect(slowdownOf(Number.NaN)).toBeNaN();
    // A missing figure never passes the goal: NaN <= 1.5 is false.
    expect(slowdownOf(Number.NaN) <= 1.5).toBe(false);
  });

  it('calls statements constant only when every size sent as many', () => {
    expect(statementsConstant([3, 3, 3])).toBe(true);
    expect(statementsConstant([3, 3, 4])).toBe(false);
    expect(statementsConstant([])).toBe(false);
  });

  it('writes one verdict line per goal', () => {
    expect(verdictLine('Statements constant, REST', true, '2, 2, 2')).toBe('Statements constant, REST: met (2, 2, 2).');
    expect(verdictLine('First page within 1.5x', false, '1.62x')).toBe('First page within 1.5x: not met (1.62x).');
  });
});
