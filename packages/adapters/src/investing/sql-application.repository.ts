import { UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  OPEN_APPLICATION_STATUSES,
  type Application,
  type ApplicationListFilter,
  type ApplicationListing,
  type ApplicationRepository,
  type ApplicationStatus,
  type KeyedPage,
  type NewApplication,
  type PageRequest,
} from '@cobuy/domain';
import type { SqlRow } from '../accounts/accounts-row-mappers.js';
import { containsPattern, keyedPage, keysetText } from '../persistence/keyset.js';
import type { RunStatement } from '../persistence/statements.js';
import { toApplication, toApplicationListing } from './investing-row-mappers.js';

/** Every column an application writes, in one order, with the value each takes from the record. */
function columnsOf(a: NewApplication): [string, unknown][] {
  return [
    ['user_id', a.userId],
    ['project_id', a.projectId],
    ['unit_id', a.unitId],
    ['unit_type', a.unitType],
    ['interest_amount', a.interestAmount.toString()],
    ['currency', a.currency],
    ['contact_preference', a.contactPreference],
    ['contact_info', a.contactInfo],
    ['message', a.message],
    ['interest_type', a.interestType],
    ['units_requested', a.unitsRequested],
    ['status', a.status],
    ['investment_id', a.investmentId],
    ['approved_by', a.approvedBy],
    ['approved_at', a.approvedAt],
    ['payment_method', a.paymentMethod],
    ['payment_reference', a.paymentReference],
    ['payment_amount', a.paymentAmount?.toString() ?? null],
    ['payment_due_at', a.paymentDueAt],
    ['payment_confirmed_by', a.paymentConfirmedBy],
    ['payment_confirmed_at', a.paymentConfirmedAt],
    ['admin_notes', a.adminNotes],
    ['rejection_reason', a.rejectionReason],
    ['created_at', a.createdAt],
    ['updated_at', a.updatedAt],
  ];
}

const LISTING = `
  select a.*, p.title as project_title, un.unit_number, u.first_name, u.last_name, u.email,
         k.status as kyc_status, k.approved_at as kyc_approved_at, k.expires_at as kyc_expires_at
    from project_interests a
    join projects p on p.id = a.project_id
    join users u on u.id = a.user_id
    left join units un on un.id = a.unit_id
    left join kyc_verifications k on k.user_id = a.user_id`;

/** An investor's applications, newest first: written once, as the dashboard sends it on every visit. */
const LISTING_OF_USER = `${LISTING} where a.user_id = ? order by a.id desc`;

const inList = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/**
 * The admin list's filter as conditions on `project_interests a` (and `users u`, joined when `investor` is
 * given). Each has an index behind it (Migration20261126003100_admin_list_indexes).
 */
function filterConditions(filter: ApplicationListFilter): { conditions: string[]; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filter.statuses?.length) {
    conditions.push(`a.status in (${inList(filter.statuses)})`);
    params.push(...filter.statuses);
  }
  if (filter.projectId !== undefined) {
    conditions.push('a.project_id = ?');
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

/** The partial unique indexes that hold one open application per investor and unit (or project). */
const ONE_OPEN_INDEXES = ['project_interests_one_open_per_unit', 'project_interests_one_open_per_project'];

/** A write refused by one of those indexes (and by nothing else). */
function isSecondOpenApplication(error: unknown): boolean {
  if (!(error instanceof UniqueConstraintViolationException)) return false;
  const { constraint } = error as { constraint?: unknown };
  const text = typeof constraint === 'string' ? constraint : error.message;
  return ONE_OPEN_INDEXES.some((index) => text.includes(index));
}

/** Applications (project interests) in SQL; writes are conditional on the status they started from. */
export class SqlApplicationRepository implements ApplicationRepository {
  /** Where its statements run (persistence/statements.ts): a transaction's entity manager, or a read's snapshot. */
  constructor(private readonly run: RunStatement) {}

  async findById(id: number): Promise<ApplicationListing | null> {
    const rows = await this.run<SqlRow>(`${LISTING} where a.id = ?`, [id]);
    return rows[0] ? toApplicationListing(rows[0]) : null;
  }

  async findForUpdate(id: number): Promise<Application | null> {
    const rows = await this.run<SqlRow>('select * from project_interests where id = ? for update', [id]);
    return rows[0] ? toApplication(rows[0]) : null;
  }

  async listByUser(userId: number, statuses?: readonly ApplicationStatus[]): Promise<ApplicationListing[]> {
    const text = statuses?.length
      ? `${LISTING} where a.user_id = ? and a.status in (${inList(statuses)}) order by a.id desc`
      : LISTING_OF_USER;
    const rows = await this.run<SqlRow>(text, [userId, ...(statuses ?? [])]);
    return rows.map(toApplicationListing);
  }

  async list(statuses?: readonly ApplicationStatus[]): Promise<ApplicationListing[]> {
    const filter = statuses?.length ? ` where a.status in (${inList(statuses)})` : '';
    const rows = await this.run<SqlRow>(`${LISTING}${filter} order by a.id desc`, [...(statuses ?? [])]);
    return rows.map(toApplicationListing);
  }

  async listPage(filter: ApplicationListFilter, page: PageRequest): Promise<KeyedPage<ApplicationListing>> {
    const { conditions, params } = filterConditions(filter);
    if (page.after) {
      const after = keysetText.after(page.after, 'desc', 'a.created_at', 'a.id');
      conditions.push(after.sql);
      params.push(...after.params);
    }
    const rows = await this.run<SqlRow & { row_at: string; id: number }>(
      `${LISTING.replace('select a.*,', `select a.*, ${keysetText.rowAt('a.created_at')},`)}${whereOf(conditions)}
       ${keysetText.order('desc', page.limit, 'a.created_at', 'a.id')}`,
      params,
    );
    return keyedPage(rows, page.limit, toApplicationListing);
  }

  async count(filter: ApplicationListFilter): Promise<number> {
    const { conditions, params } = filterConditions(filter);
    const users = filter.investor ? ' join users u on u.id = a.user_id' : '';
    const [row] = await this.run<{ count: string | number }>(
      `select count(*) as count from project_interests a${users}${whereOf(conditions)}`,
      params,
    );
    return Number(row?.count ?? 0);
  }

  async findOpen(userId: number, projectId: number, unitId: number | null): Promise<Application | null> {
    const target = unitId === null ? 'project_id = ? and unit_id is null' : 'unit_id = ?';
    const rows = await this.run<SqlRow>(
      `select * from project_interests
        where user_id = ? and ${target} and status in (${inList(OPEN_APPLICATION_STATUSES)})
        order by id limit 1`,
      [userId, unitId ?? projectId, ...OPEN_APPLICATION_STATUSES],
    );
    return rows[0] ? toApplication(rows[0]) : null;
  }

  async insert(a: NewApplication): Promise<Application | null> {
    const columns = columnsOf(a);
    // The only unique indexes of the table besides its key are the one-open-application ones: a conflict
    // (with a committed row, or with one committed while this insert waited for it) stores nothing.
    const rows = await this.run<SqlRow>(
      `insert into project_interests (${columns.map(([c]) => c).join(', ')})
       values (${inList(columns)}) on conflict do nothing returning *`,
      columns.map(([, value]) => value),
    );
    return rows[0] ? toApplication(rows[0]) : null;
  }

  async save(a: Application, expectedStatus: ApplicationStatus): Promise<boolean> {
    const columns = columnsOf(a).filter(([c]) => c !== 'user_id' && c !== 'created_at');
    try {
      const rows = await this.run<SqlRow>(
        `update project_interests set ${columns.map(([c]) => `${c} = ?`).join(', ')}
          where id = ? and status = ? returning id`,
        [...columns.map(([, value]) => value), a.id, expectedStatus],
      );
      return rows.length === 1;
    } catch (error) {
      // An interest without a unit placed in a unit the investor has just applied for: the transaction is
      // aborted either way; the caller rolls it back as a change made meanwhile.
      if (isSecondOpenApplication(error)) return false;
      throw error;
    }
  }
}
