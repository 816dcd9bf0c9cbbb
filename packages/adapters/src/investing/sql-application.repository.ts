import type {
  Application,
  ApplicationListing,
  ApplicationRepository,
  ApplicationStatus,
  NewApplication,
} from '@cobuy/domain';
import type { SqlRow } from '../accounts/accounts-row-mappers.js';
import type { SqlEntityManager } from '../persistence/orm.js';
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

const inList = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/** Applications (project interests) in SQL; writes are conditional on the status they started from. */
export class SqlApplicationRepository implements ApplicationRepository {
  constructor(private readonly em: SqlEntityManager) {}

  async findById(id: number): Promise<ApplicationListing | null> {
    const rows = await this.em.execute<SqlRow[]>(`${LISTING} where a.id = ?`, [id]);
    return rows[0] ? toApplicationListing(rows[0]) : null;
  }

  async findForUpdate(id: number): Promise<Application | null> {
    const rows = await this.em.execute<SqlRow[]>('select * from project_interests where id = ? for update', [id]);
    return rows[0] ? toApplication(rows[0]) : null;
  }

  async listByUser(userId: number, statuses?: readonly ApplicationStatus[]): Promise<ApplicationListing[]> {
    const filter = statuses?.length ? ` and a.status in (${inList(statuses)})` : '';
    const rows = await this.em.execute<SqlRow[]>(`${LISTING} where a.user_id = ?${filter} order by a.id desc`, [
      userId,
      ...(statuses ?? []),
    ]);
    return rows.map(toApplicationListing);
  }

  async list(statuses?: readonly ApplicationStatus[]): Promise<ApplicationListing[]> {
    const filter = statuses?.length ? ` where a.status in (${inList(statuses)})` : '';
    const rows = await this.em.execute<SqlRow[]>(`${LISTING}${filter} order by a.id desc`, [...(statuses ?? [])]);
    return rows.map(toApplicationListing);
  }

  async insert(a: NewApplication): Promise<Application> {
    const columns = columnsOf(a);
    const rows = await this.em.execute<SqlRow[]>(
      `insert into project_interests (${columns.map(([c]) => c).join(', ')})
       values (${inList(columns)}) returning *`,
      columns.map(([, value]) => value),
    );
    return toApplication(rows[0]!);
  }

  async save(a: Application, expectedStatus: ApplicationStatus): Promise<boolean> {
    const columns = columnsOf(a).filter(([c]) => c !== 'user_id' && c !== 'created_at');
    const rows = await this.em.execute<SqlRow[]>(
      `update project_interests set ${columns.map(([c]) => `${c} = ?`).join(', ')}
        where id = ? and status = ? returning id`,
      [...columns.map(([, value]) => value), a.id, expectedStatus],
    );
    return rows.length === 1;
  }
}
