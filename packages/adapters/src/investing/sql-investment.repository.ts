import {
  Money,
  type Investment,
  type InvestmentListFilter,
  type InvestmentListing,
  type InvestmentListSummary,
  type InvestmentRepository,
  type InvestmentStatus,
  type KeyedPage,
  type NewInvestment,
  type PageRequest,
} from '@cobuy/domain';
import type { SqlRow } from '../accounts/accounts-row-mappers.js';
import { containsPattern, keyedPage, keysetText } from '../persistence/keyset.js';
import type { RunStatement } from '../persistence/statements.js';
import { toInvestment, toInvestmentListing } from './investing-row-mappers.js';

function columnsOf(i: NewInvestment): [string, unknown][] {
  return [
    ['user_id', i.userId],
    ['project_id', i.projectId],
    ['unit_id', i.unitId],
    ['application_id', i.applicationId],
    ['amount', i.amount.toString()],
    ['ownership_percentage', i.ownershipPercentage.toString()],
    ['current_value', i.currentValue.toString()],
    ['profit_share', i.profitShare.toString()],
    ['status', i.status],
    ['payment_method', i.paymentMethod],
    ['payment_reference', i.paymentReference],
    ['window_ends_at', i.windowEndsAt],
    ['payment_confirmed_by', i.paymentConfirmedBy],
    ['payment_confirmed_at', i.paymentConfirmedAt],
    ['cancelled_at', i.cancelledAt],
    ['cancellation_reason', i.cancellationReason],
    ['created_at', i.createdAt],
  ];
}

/**
 * An investment with what lists show: its project and unit, its investor's name and email, the unit's sale, its
 * application's state (the commitment's progress reads it) and its payout (at most one), in the same statement.
 */
const LISTING = `
  select i.*, p.title as project_title, un.unit_number, un.price as unit_price,
         un.sold_at as unit_sold_at, un.sold_price::text as unit_sold_price,
         a.status as application_status, (a.approved_at is not null) as application_approved,
         po.id as payout_id, po.amount::text as payout_amount, po.method as payout_method,
         po.reference as payout_reference, to_char(po.paid_on, 'YYYY-MM-DD') as payout_paid_on,
         po.recorded_by as payout_recorded_by, po.recorded_at as payout_recorded_at,
         u.first_name, u.last_name, u.email
    from investments i
    join projects p on p.id = i.project_id
    join units un on un.id = i.unit_id
    join users u on u.id = i.user_id
    left join project_interests a on a.id = i.application_id
    left join payouts po on po.investment_id = i.id`;

/** An investor's investments, newest first: written once, as the dashboard sends it on every visit. */
const LISTING_OF_USER = `${LISTING} where i.user_id = ? order by i.id desc`;

const inList = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/**
 * The admin list's filter as conditions on `investments i` (and `users u`, joined when `investor` is given).
 * Each condition has an index behind it (Migration20261126003100_admin_list_indexes).
 */
function filterConditions(filter: InvestmentListFilter): { conditions: string[]; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filter.statuses?.length) {
    conditions.push(`i.status in (${inList(filter.statuses)})`);
    params.push(...filter.statuses);
  }
  if (filter.paymentReference) {
    // Compared without dashes or spaces; the search is letters and digits only, so no LIKE wildcard reaches here.
    conditions.push(`regexp_replace(upper(i.payment_reference), '[^A-Z0-9]', '', 'g') like ?`);
    params.push(`%${filter.paymentReference}%`);
  }
  if (filter.projectId !== undefined) {
    conditions.push('i.project_id = ?');
    params.push(filter.projectId);
  }
  if (filter.investor) {
    conditions.push(`(u.email ilike ? or (u.first_name || ' ' || u.last_name) ilike ?)`);
    const pattern = containsPattern(filter.investor);
    params.push(pattern, pattern);
  }
  return { conditions, params };
}

const whereOf = (conditions: readonly string[]) => (conditions.length ? ` where ${conditions.join(' and ')}` : '');

const WAITING = `status in ('pending_kyc', 'awaiting_payment')`;

/** Investments in SQL; writes are conditional on the status they started from. */
export class SqlInvestmentRepository implements InvestmentRepository {
  /** Where its statements run (persistence/statements.ts): a transaction's entity manager, or a read's snapshot. */
  constructor(private readonly run: RunStatement) {}

  async findById(id: number): Promise<InvestmentListing | null> {
    const rows = await this.run<SqlRow>(`${LISTING} where i.id = ?`, [id]);
    return rows[0] ? toInvestmentListing(rows[0]) : null;
  }

  async findForUpdate(id: number): Promise<Investment | null> {
    const rows = await this.run<SqlRow>('select * from investments where id = ? for update', [id]);
    return rows[0] ? toInvestment(rows[0]) : null;
  }

  async listByUser(userId: number, statuses?: readonly InvestmentStatus[]): Promise<InvestmentListing[]> {
    const text = statuses?.length
      ? `${LISTING} where i.user_id = ? and i.status in (${inList(statuses)}) order by i.id desc`
      : LISTING_OF_USER;
    const rows = await this.run<SqlRow>(text, [userId, ...(statuses ?? [])]);
    return rows.map(toInvestmentListing);
  }

  async listByUnit(unitId: number): Promise<Investment[]> {
    const rows = await this.run<SqlRow>('select * from investments where unit_id = ? order by id', [unitId]);
    return rows.map(toInvestment);
  }

  async list(filter: InvestmentListFilter = {}): Promise<InvestmentListing[]> {
    const { conditions, params } = filterConditions(filter);
    const rows = await this.run<SqlRow>(`${LISTING}${whereOf(conditions)} order by i.id desc`, params);
    return rows.map(toInvestmentListing);
  }

  async listPage(filter: InvestmentListFilter, page: PageRequest): Promise<KeyedPage<InvestmentListing>> {
    const { conditions, params } = filterConditions(filter);
    if (page.after) {
      const after = keysetText.after(page.after, 'desc', 'i.created_at', 'i.id');
      conditions.push(after.sql);
      params.push(...after.params);
    }
    const rows = await this.run<SqlRow & { row_at: string; id: number }>(
      `${LISTING.replace('select i.*,', `select i.*, ${keysetText.rowAt('i.created_at')},`)}${whereOf(conditions)}
       ${keysetText.order('desc', page.limit, 'i.created_at', 'i.id')}`,
      params,
    );
    return keyedPage(rows, page.limit, toInvestmentListing);
  }

  /**
   * Without a filter, or with statuses only, from `investment_totals` (kept by triggers in the same transaction,
   * Migration20261126003400_list_totals): a few rows whatever the number of investments. Any other filter
   * counts and adds up the matching investments through its index.
   */
  async summarize(filter: InvestmentListFilter): Promise<InvestmentListSummary> {
    if (!filter.paymentReference && filter.projectId === undefined && !filter.investor) {
      const statuses = filter.statuses?.length ? filter.statuses : undefined;
      const [kept] = await this.run<{ count: string | number; total: string }>(
        `select coalesce(sum(count), 0) as count, coalesce(sum(amount), 0)::text as total
           from investment_totals${statuses ? ` where status in (${inList(statuses)})` : ''}`,
        statuses ? [...statuses] : [],
      );
      return { count: Number(kept?.count ?? 0), totalAmount: Money.of(String(kept?.total ?? '0')) };
    }
    const { conditions, params } = filterConditions(filter);
    const users = filter.investor ? ' join users u on u.id = i.user_id' : '';
    const [row] = await this.run<{ count: string | number; total: string }>(
      `select count(*) as count, coalesce(sum(i.amount), 0)::text as total
         from investments i${users}${whereOf(conditions)}`,
      params,
    );
    return { count: Number(row?.count ?? 0), totalAmount: Money.of(String(row?.total ?? '0')) };
  }

  async listDueForExpiry(now: Date, limit: number): Promise<Investment[]> {
    const rows = await this.run<SqlRow>(
      `select * from investments where ${WAITING} and window_ends_at <= ?
        order by window_ends_at, id limit ?`,
      [now, limit],
    );
    return rows.map(toInvestment);
  }

  async claimDueReminders(until: Date, now: Date, limit: number): Promise<Investment[]> {
    const rows = await this.run<SqlRow>(
      `update investments set reminder_sent_at = ?
        where id in (
          select id from investments
           where status = 'awaiting_payment' and reminder_sent_at is null
             and window_ends_at <= ? and window_ends_at > ?
           order by window_ends_at, id limit ? for update skip locked)
        returning *`,
      [now, until, now, limit],
    );
    return rows.map(toInvestment);
  }

  async insert(i: NewInvestment): Promise<Investment> {
    const columns = [...columnsOf(i), ['updated_at', i.createdAt] as [string, unknown]];
    const rows = await this.run<SqlRow>(
      `insert into investments (${columns.map(([c]) => c).join(', ')}) values (${inList(columns)}) returning *`,
      columns.map(([, value]) => value),
    );
    return toInvestment(rows[0]!);
  }

  async save(i: Investment, expectedStatus: InvestmentStatus): Promise<boolean> {
    const columns = columnsOf(i).filter(
      ([c]) => !['user_id', 'project_id', 'unit_id', 'amount', 'created_at'].includes(c),
    );
    const rows = await this.run<SqlRow>(
      `update investments set ${columns.map(([c]) => `${c} = ?`).join(', ')}, updated_at = now()
        where id = ? and status = ? returning id`,
      [...columns.map(([, value]) => value), i.id, expectedStatus],
    );
    return rows.length === 1;
  }
}
