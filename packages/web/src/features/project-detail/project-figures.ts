import type { ProjectPageQuery, UnitInvestmentStatus_StatisticsFragment } from '../../graphql/generated';
import type { IntlShape } from 'react-intl';
import { compare, isDecimal, isZero } from '../../lib/decimal';
import { formatPercentIn } from '../projects/percent';

type Project = ProjectPageQuery['project'];

/** Statistics count as missing when the project has no units to compute them from. */
export function hasStatistics(
  statistics: UnitInvestmentStatus_StatisticsFragment | null | undefined,
): statistics is UnitInvestmentStatus_StatisticsFragment {
  return !!statistics && statistics.totalUnits > 0;
}

const usable = (min: string, max: string) => isDecimal(min) && isDecimal(max) && !isZero(max);

/** 'a - b', or one figure when both ends are the same (`projects.range`). */
export const rangeText = (
  intl: Pick<IntlShape, 'formatMessage'>,
  min: string,
  max: string,
  format: (v: string) => string,
): string =>
  compare(min, max) === 0
    ? format(max)
    : intl.formatMessage({ id: 'projects.range' }, { min: format(min), max: format(max) });

/**
 * Profit Range with one decimal (investor spec §9): the units' statistics, else the project's own min/max,
 * else its expected profit.
 */
export function profitRangeText(project: Project, intl: IntlShape): string {
  const stats = project.unitStatistics;
  const percent = (v: string) => formatPercentIn(intl, v);
  if (hasStatistics(stats) && usable(stats.profitRange.min, stats.profitRange.max)) {
    return rangeText(intl, stats.profitRange.min, stats.profitRange.max, percent);
  }
  if (usable(project.profitRangeMin, project.profitRangeMax)) {
    return rangeText(intl, project.profitRangeMin, project.profitRangeMax, percent);
  }
  return percent(project.expectedProfit);
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
