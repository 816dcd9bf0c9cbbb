import type { ProjectPageQuery, UnitInvestmentStatus_StatisticsFragment } from '../../graphql/generated';
import { compare, isDecimal, isZero } from '../../lib/decimal';
import { formatPercent } from '../../lib/format';

type Project = ProjectPageQuery['project'];

/** Statistics count as missing when the project has no units to compute them from. */
export function hasStatistics(
  statistics: UnitInvestmentStatus_StatisticsFragment | null | undefined,
): statistics is UnitInvestmentStatus_StatisticsFragment {
  return !!statistics && statistics.totalUnits > 0;
}

const usable = (min: string, max: string) => isDecimal(min) && isDecimal(max) && !isZero(max);

const range = (min: string, max: string, format: (v: string) => string) =>
  compare(min, max) === 0 ? format(max) : `${format(min)} - ${format(max)}`;

/**
 * Profit Range with one decimal (investor spec §9): the units' statistics, else the project's own min/max,
 * else its expected profit.
 */
export function profitRangeText(project: Project): string {
  const stats = project.unitStatistics;
  if (hasStatistics(stats) && usable(stats.profitRange.min, stats.profitRange.max)) {
    return range(stats.profitRange.min, stats.profitRange.max, (v) => formatPercent(v));
  }
  if (usable(project.profitRangeMin, project.profitRangeMax)) {
    return range(project.profitRangeMin, project.profitRangeMax, (v) => formatPercent(v));
  }
  return formatPercent(project.expectedProfit);
}

/**
 * Min Investment Range per unit: the statistics' range, or the project's minInvestment when the statistics
 * minimum is '0.00' (no units). Returned as USD decimal strings for the caller to format.
 */
export function minInvestmentRange(project: Project): { min: string; max: string } {
  const stats = project.unitStatistics;
  const r = stats?.minimumInvestmentRange;
  if (!r || !isDecimal(r.min) || isZero(r.min)) return { min: project.minInvestment, max: project.minInvestment };
  return { min: r.min, max: isDecimal(r.max) && compare(r.max, r.min) > 0 ? r.max : r.min };
}
