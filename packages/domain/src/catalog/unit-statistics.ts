import { Money } from '../money/money.js';
import { MoneyTotal } from '../money/money-total.js';
import type { Percentage } from '../money/percentage.js';
import type { Project, ProjectUnitSummary, Unit } from './catalog.js';

export interface UnitStatistics {
  readonly profitRange: { readonly min: Percentage; readonly max: Percentage };
  readonly minimumInvestmentRange: { readonly min: Money; readonly max: Money };
  readonly availableUnits: number;
  readonly partiallyFundedUnits: number;
  readonly fullyFundedUnits: number;
  readonly soldUnits: number;
  readonly totalUnits: number;
}

/** Counts and sums one project's units (used when the units are already loaded). */
export function summariseUnits(units: readonly Unit[]): ProjectUnitSummary {
  const count = (status: Unit['status']): number => units.filter((u) => u.status === status).length;
  const minimums = units.map((u) => u.minInvestmentAmount);
  return {
    totalUnits: units.length,
    availableUnits: count('available'),
    partiallyFundedUnits: count('partially_funded'),
    fullyFundedUnits: count('fully_funded'),
    soldUnits: count('sold'),
    totalInvestmentNeeded: MoneyTotal.sum(units.map((u) => u.totalInvestmentNeeded)),
    currentFunding: MoneyTotal.sum(units.map((u) => u.currentInvestment)),
    minInvestmentLow: minimums.length ? minimums.reduce((a, b) => a.min(b)) : null,
    minInvestmentHigh: minimums.length ? minimums.reduce((a, b) => a.max(b)) : null,
  };
}

/**
 * The project page's Unit Investment Status card. The profit range is the project's; the minimum
 * investment range spans its units' minimums, and reads 0 when it has no units (the page then falls back
 * to the project's own minimum, investor spec §9).
 */
export function unitStatistics(
  project: Pick<Project, 'profitRangeMin' | 'profitRangeMax'>,
  summary: Omit<ProjectUnitSummary, 'totalInvestmentNeeded' | 'currentFunding'>,
): UnitStatistics {
  return {
    profitRange: { min: project.profitRangeMin, max: project.profitRangeMax },
    minimumInvestmentRange: {
      min: summary.minInvestmentLow ?? Money.ZERO,
      max: summary.minInvestmentHigh ?? Money.ZERO,
    },
    availableUnits: summary.availableUnits,
    partiallyFundedUnits: summary.partiallyFundedUnits,
    fullyFundedUnits: summary.fullyFundedUnits,
    soldUnits: summary.soldUnits,
    totalUnits: summary.totalUnits,
  };
}
