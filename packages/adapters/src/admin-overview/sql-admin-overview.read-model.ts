import {
  COMMITTED_INVESTMENT_STATUSES,
  CONFIRMED_INVESTMENT_STATUSES,
  FINISHED_PROJECT_STATUSES,
  MoneyTotal,
  PENDING_INTEREST_STATUSES,
  PENDING_KYC_STATUSES,
  type AdminOverview,
  type AdminOverviewReadModel,
  type AdminOverviewWindow,
} from '@cobuy/domain';
import type { Database } from '../persistence/orm.js';

interface OverviewRow {
  week_start: string;
  commitments: string;
  confirmed_payments: string;
  active_projects: string | number;
  total_projects: string | number;
  pending_interests: string | number;
  pending_kyc: string | number;
  confirmed_investment: string;
  investment_needed: string;
}

/** `(?, ?, …)` for a list of values bound as parameters. */
const list = (values: readonly string[]) => `(${values.map(() => '?').join(', ')})`;

/**
 * The admin overview in ONE statement (one snapshot, so the cards and the chart agree): the figures as a
 * one-row CTE, the weeks from generate_series (so a week without activity is a row of zeros), each week's
 * sums grouped by `date_trunc('week', … at time zone 'UTC')`, which is Monday 00:00 UTC. Sums are numeric
 * in PostgreSQL, never cast to a bounded type (only rounded to their two decimals, which `0` lacks), and travel
 * as text into MoneyTotal: no float on the way, and no stored amount can make the overview fail. The status
 * lists are the domain's.
 */
export class SqlAdminOverviewReadModel implements AdminOverviewReadModel {
  constructor(private readonly db: Database) {}

  async read(window: AdminOverviewWindow): Promise<AdminOverview> {
    const from = window.firstWeek;
    const until = new Date(from.getTime() + window.weeks * 7 * 86_400_000);
    const rows = await this.db.em().execute<OverviewRow[]>(
      `with figures as (
         select (select count(*) from projects where status not in ${list(FINISHED_PROJECT_STATUSES)}) as active_projects,
                (select count(*) from projects) as total_projects,
                (select count(*) from project_interests where status in ${list(PENDING_INTEREST_STATUSES)})
                  as pending_interests,
                (select count(*) from kyc_verifications where status in ${list(PENDING_KYC_STATUSES)}) as pending_kyc,
                (select coalesce(sum(amount), 0) from investments
                  where status in ${list(CONFIRMED_INVESTMENT_STATUSES)}) as confirmed_investment,
                (select coalesce(sum(total_investment_needed), 0) from units) as investment_needed
       ),
       weeks as (
         select d::date as week_start
           from generate_series((?::timestamptz at time zone 'UTC')::date, (?::timestamptz at time zone 'UTC')::date,
                                interval '1 week') as d
       ),
       commitments as (
         select date_trunc('week', created_at at time zone 'UTC')::date as week_start, sum(amount) as total
           from investments
          where status in ${list(COMMITTED_INVESTMENT_STATUSES)} and created_at >= ? and created_at < ?
          group by 1
       ),
       payments as (
         select date_trunc('week', payment_confirmed_at at time zone 'UTC')::date as week_start, sum(amount) as total
           from investments
          where status in ${list(CONFIRMED_INVESTMENT_STATUSES)}
            and payment_confirmed_at >= ? and payment_confirmed_at < ?
          group by 1
       )
       select to_char(w.week_start, 'YYYY-MM-DD') as week_start,
              round(coalesce(c.total, 0), 2)::text as commitments,
              round(coalesce(p.total, 0), 2)::text as confirmed_payments,
              f.active_projects, f.total_projects, f.pending_interests, f.pending_kyc,
              round(f.confirmed_investment, 2)::text as confirmed_investment,
              round(f.investment_needed, 2)::text as investment_needed
         from weeks w
         cross join figures f
         left join commitments c on c.week_start = w.week_start
         left join payments p on p.week_start = w.week_start
        order by w.week_start`,
      [
        ...FINISHED_PROJECT_STATUSES,
        ...PENDING_INTEREST_STATUSES,
        ...PENDING_KYC_STATUSES,
        ...CONFIRMED_INVESTMENT_STATUSES,
        from,
        new Date(until.getTime() - 7 * 86_400_000),
        ...COMMITTED_INVESTMENT_STATUSES,
        from,
        until,
        ...CONFIRMED_INVESTMENT_STATUSES,
        from,
        until,
      ],
    );
    const first = rows[0];
    if (!first || rows.length !== window.weeks) {
      throw new Error(`admin overview: expected ${window.weeks} weeks, the database gave ${rows.length}`);
    }
    return {
      activeProjects: Number(first.active_projects),
      totalProjects: Number(first.total_projects),
      pendingInterests: Number(first.pending_interests),
      pendingKyc: Number(first.pending_kyc),
      confirmedInvestment: MoneyTotal.ofStored(first.confirmed_investment),
      investmentNeeded: MoneyTotal.ofStored(first.investment_needed),
      weeks: rows.map((r) => ({
        weekStart: new Date(`${r.week_start}T00:00:00Z`),
        commitments: MoneyTotal.ofStored(r.commitments),
        confirmedPayments: MoneyTotal.ofStored(r.confirmed_payments),
      })),
    };
  }
}
