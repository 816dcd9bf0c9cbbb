import type { IntlShape } from 'react-intl';
import type { AdminOverviewQuery } from '../../graphql/generated';
import { formatCalendarDay, formatCalendarDayShort } from '../../lib/dates';
import { sum } from '../../lib/decimal';
import { formatUsd } from '../admin-investing/admin-investing-format';
import type { IconName } from '../ui/components/icon';

/**
 * The admin panel's summary cards and chart (accounts spec §2, issue 11), from the server's figures. What each
 * figure counts is the server's decision (docs/admin-overview.md); these only word and draw it. Money stays a
 * decimal string: bar lengths come from integer cents, never from a float amount. The words are the `admin` area's
 * messages (docs/i18n.md), in the interface language of `intl`.
 */

type Overview = AdminOverviewQuery['adminOverview'];
type Week = Overview['weeks'][number];

interface SummaryCard {
  readonly key: 'active-projects' | 'investment-interests' | 'total-investment' | 'pending-kyc';
  readonly label: string;
  readonly value: string;
  readonly detail: string;
  readonly icon: IconName;
}

/** The four cards in the spec's order: Active Projects, Investment Interests, Total Investment, Pending KYC. */
export function summaryCards(o: Overview, intl: IntlShape): readonly SummaryCard[] {
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return [
    {
      key: 'active-projects',
      label: t('admin.overview.activeProjects'),
      value: intl.formatNumber(o.activeProjects),
      detail: t('admin.overview.activeProjectsDetail', { count: o.totalProjects }),
      icon: 'building',
    },
    {
      key: 'investment-interests',
      label: t('admin.overview.investmentInterests'),
      value: intl.formatNumber(o.pendingInterests),
      detail: t('admin.overview.investmentInterestsDetail'),
      icon: 'users',
    },
    {
      key: 'total-investment',
      label: t('admin.overview.totalInvestment'),
      value: formatUsd(o.confirmedInvestment, intl.locale),
      detail: t('admin.overview.totalInvestmentDetail', { amount: formatUsd(o.investmentNeeded, intl.locale) }),
      icon: 'trendingUp',
    },
    {
      key: 'pending-kyc',
      label: t('admin.overview.pendingKyc'),
      value: intl.formatNumber(o.pendingKyc),
      detail: t('admin.overview.pendingKycDetail'),
      icon: 'shield',
    },
  ];
}

/** A two-decimal money string as integer cents ('1250.35' → 125035n). */
function centsOf(amount: string): bigint {
  const match = /^(\d+)\.(\d{2})$/.exec(amount);
  if (!match) throw new RangeError(`not a money amount: ${JSON.stringify(amount)}`);
  return BigInt(match[1]! + match[2]!);
}

/** part / whole in [0, 1], to a ten-thousandth (for drawing only); 0 when whole is 0. */
function ratio(part: bigint, whole: bigint): number {
  return whole === 0n ? 0 : Number((part * 10_000n) / whole) / 10_000;
}

interface ChartWeek {
  readonly weekStart: string;
  /** 'Sep 7' under the bars. */
  readonly label: string;
  /** 'Week of Sep 7, 2026' in the table and the bars' titles. */
  readonly fullLabel: string;
  readonly commitments: string;
  readonly confirmedPayments: string;
  /** Each bar's height as a share of the tallest bar in the chart. */
  readonly commitmentsHeight: number;
  readonly confirmedHeight: number;
}

export interface ChartModel {
  readonly weeks: readonly ChartWeek[];
  /** The tallest bar's amount (the top of the scale). */
  readonly max: string;
  readonly totalCommitments: string;
  readonly totalConfirmed: string;
  readonly empty: boolean;
  /** One sentence a screen reader hears for the whole chart. */
  readonly description: string;
}

/** The chart's weeks (oldest first, as the server sends them), their bar heights and the summary sentence. */
export function chartModel(weeks: readonly Week[], intl: IntlShape): ChartModel {
  // 'Sep 7' and 'Sep 7, 2026' from '2026-09-07': read as written (a UTC Monday), so no time zone moves it a day.
  const shortDate = (weekStart: string) => formatCalendarDayShort(weekStart, intl.locale);
  const longDate = (weekStart: string) => formatCalendarDay(weekStart, intl.locale);
  const usd = (amount: string) => formatUsd(amount, intl.locale);
  const max = weeks.reduce((top, w) => {
    const largest = [centsOf(w.commitments), centsOf(w.confirmedPayments)].reduce((a, b) => (a > b ? a : b));
    return largest > top ? largest : top;
  }, 0n);
  const totalCommitments = sum(['0.00', ...weeks.map((w) => w.commitments)]);
  const totalConfirmed = sum(['0.00', ...weeks.map((w) => w.confirmedPayments)]);
  const first = weeks[0];
  const last = weeks.at(-1);
  const totals = { committed: usd(totalCommitments), confirmed: usd(totalConfirmed) };
  return {
    weeks: weeks.map((w) => ({
      weekStart: w.weekStart,
      label: shortDate(w.weekStart),
      fullLabel: intl.formatMessage({ id: 'admin.overview.weekOf' }, { date: longDate(w.weekStart) }),
      commitments: w.commitments,
      confirmedPayments: w.confirmedPayments,
      commitmentsHeight: ratio(centsOf(w.commitments), max),
      confirmedHeight: ratio(centsOf(w.confirmedPayments), max),
    })),
    max: `${max / 100n}.${String(max % 100n).padStart(2, '0')}`,
    totalCommitments,
    totalConfirmed,
    empty: max === 0n,
    description:
      first && last
        ? intl.formatMessage(
            { id: 'admin.overview.chartDescription' },
            { count: weeks.length, from: longDate(first.weekStart), to: longDate(last.weekStart), ...totals },
          )
        : intl.formatMessage({ id: 'admin.overview.chartDescriptionNoWeeks' }, totals),
  };
}
