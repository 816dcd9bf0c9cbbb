import type { ApplicationStatus } from '../application/application.machine.js';
import type { ProjectStatus } from '../catalog/catalog.js';
import type { InvestmentStatus } from '../investment/investment.machine.js';
import type { KycStatus } from '../kyc/kyc.machine.js';
import type { MoneyTotal } from '../money/money-total.js';

/**
 * The admin panel's overview (accounts spec §2 summary cards, issue 11): what each figure counts is decided
 * here, once, and the read model (SQL) receives these lists instead of spelling them again.
 */

/**
 * A project is active until it is completed or archived: every other status (available, new, funding, planning,
 * construction stages, near-completion) is a project still being sold or built.
 */
export const FINISHED_PROJECT_STATUSES: readonly ProjectStatus[] = ['completed', 'archived'];

/** The Investment Interests card: interests waiting for an admin's approval. */
export const PENDING_INTEREST_STATUSES: readonly ApplicationStatus[] = ['pending'];

/** The Pending KYC card: submissions waiting for a decision, the same set the KYC tab's queue lists. */
export const PENDING_KYC_STATUSES: readonly KycStatus[] = ['pending', 'under_review'];

/** Money actually paid in: an investment is active once its payment is confirmed, completed once its unit sold. */
export const CONFIRMED_INVESTMENT_STATUSES: readonly InvestmentStatus[] = ['active', 'completed'];

/*
 * Commitments are the investments that still stand: COMMITTED_INVESTMENT_STATUSES of capacity.service.ts, the
 * same set that holds a unit's capacity (every status but cancelled). A cancelled investment (by the investor,
 * an admin, or an expired payment window) never becomes money, so the chart leaves it out and compares what is
 * still promised with what was paid.
 */

/** How many weeks the chart shows: the current week and the eleven before it. */
export const ADMIN_OVERVIEW_WEEKS = 12;

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

/** The Monday 00:00 UTC that starts the week holding `at` (UTC weeks, ISO 8601: Monday first). */
export function weekStartUtc(at: Date): Date {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const daysSinceMonday = (at.getUTCDay() + 6) % 7;
  return new Date(midnight - daysSinceMonday * DAY_MS);
}

/** The weeks a chart covers: `weeks` whole UTC weeks starting at `firstWeek` (a Monday 00:00 UTC). */
export interface AdminOverviewWindow {
  readonly firstWeek: Date;
  readonly weeks: number;
}

/** The window that ends with the week holding `now` (that week is still under way). */
export function adminOverviewWindow(now: Date, weeks: number = ADMIN_OVERVIEW_WEEKS): AdminOverviewWindow {
  if (!Number.isInteger(weeks) || weeks < 1) throw new RangeError(`weeks must be a positive integer: ${weeks}`);
  return { firstWeek: new Date(weekStartUtc(now).getTime() - (weeks - 1) * WEEK_MS), weeks };
}

/** One week of the chart. Both sums are USD, exact, and unbounded (`MoneyTotal`): reading them never fails. */
export interface AdminOverviewWeek {
  /** Monday 00:00 UTC. */
  readonly weekStart: Date;
  /** Amounts of the investments created that week that still stand (COMMITTED_INVESTMENT_STATUSES). */
  readonly commitments: MoneyTotal;
  /** Amounts of the investments whose payment was confirmed that week. */
  readonly confirmedPayments: MoneyTotal;
}

/** The four summary cards' figures and the weekly series, read in one consistent snapshot. */
export interface AdminOverview {
  /** Projects whose status is not finished (FINISHED_PROJECT_STATUSES). */
  readonly activeProjects: number;
  /** Every project in the catalog, for the card's secondary line. */
  readonly totalProjects: number;
  readonly pendingInterests: number;
  readonly pendingKyc: number;
  /** Total Investment: the sum of confirmed investments (active and completed), USD. */
  readonly confirmedInvestment: MoneyTotal;
  /** What the catalog asks for: the sum of every unit's total investment needed, USD. */
  readonly investmentNeeded: MoneyTotal;
  /** One entry per week of the window, oldest first; a week without activity has zero sums. */
  readonly weeks: readonly AdminOverviewWeek[];
}
