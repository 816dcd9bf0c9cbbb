import type {
  KeyedPage,
  KycQueueFilter,
  KycStatus,
  KycVerification,
  KycVerificationRepository,
  KycVerificationWithUser,
  NewKycVerification,
  PageRequest,
  StoredFileInfo,
} from '@cobuy/domain';
import type { SqlRow } from '../accounts/accounts-row-mappers.js';
import type { RunStatement } from '../persistence/statements.js';
import { DOCUMENT_COLUMNS, toKycVerification, toKycVerificationWithUser } from './kyc-row-mapper.js';

/** Every column a verification writes, in one order, with the value each takes from the record. */
function columnsOf(v: NewKycVerification): [string, unknown][] {
  return [
    ['user_id', v.userId],
    ['status', v.status],
    ['full_name', v.fullName],
    ['date_of_birth', v.dateOfBirth],
    ['nationality', v.nationality],
    ['phone_number', v.phoneNumber],
    ['address', v.address],
    ['city', v.city],
    ['postal_code', v.postalCode],
    ['country', v.country],
    ['document_type', v.documentType],
    ['document_number', v.documentNumber],
    ['document_expiry_date', v.documentExpiryDate],
    ['proof_of_address_type', v.proofOfAddressType],
    ['proof_of_address_date', v.proofOfAddressDate],
    ['source_of_funds', v.sourceOfFunds],
    ['source_of_funds_details', v.sourceOfFundsDetails],
    ['employment_status', v.employmentStatus],
    ['occupation', v.occupation],
    ['annual_income', v.annualIncome],
    ['is_politically_exposed', v.isPoliticallyExposed],
    ['political_exposure_details', v.politicalExposureDetails],
    ['is_high_risk_country', v.isHighRiskCountry],
    ...Object.entries(DOCUMENT_COLUMNS).map(([kind, column]): [string, unknown] => [
      column,
      v.documents[kind as keyof typeof DOCUMENT_COLUMNS] ?? null,
    ]),
    ['verification_method', v.verificationMethod],
    ['reviewed_by', v.reviewedBy],
    ['review_notes', v.reviewNotes],
    ['rejection_reason', v.rejectionReason],
    ['submitted_at', v.submittedAt],
    ['reviewed_at', v.reviewedAt],
    ['approved_at', v.approvedAt],
    ['expires_at', v.expiresAt],
  ];
}

/** Escapes LIKE wildcards so that a search for "50%" means the text "50%" (backslash is LIKE's escape). */
const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The queue filter's conditions and their parameters (`?` placeholders, in order). */
function queueConditions(filter: KycQueueFilter): { where: string[]; params: unknown[] } {
  const where = [`k.status in (${filter.statuses.map(() => '?').join(', ')})`, 'k.submitted_at is not null'];
  const params: unknown[] = [...filter.statuses];
  if (filter.submittedFrom) {
    where.push('k.submitted_at >= ?');
    params.push(filter.submittedFrom);
  }
  if (filter.submittedBefore) {
    where.push('k.submitted_at < ?');
    params.push(filter.submittedBefore);
  }
  if (filter.search) {
    const pattern = likePattern(filter.search);
    where.push('(k.full_name ilike ? or u.username ilike ? or u.email ilike ?)');
    params.push(pattern, pattern, pattern);
  }
  return { where, params };
}

const WITH_USER = `select k.*, u.username, u.email from kyc_verifications k join users u on u.id = k.user_id`;

/**
 * Verifications in SQL: one row per investor (unique user_id); updates check the status they started from.
 * Where its statements run (persistence/statements.ts): a transaction's entity manager; outside one (the KYC unit
 * of work's `read`, the KYC card of the dashboard and the KYC page) `Database.read`; in the investing snapshot, the
 * snapshot's connection.
 */
export class SqlKycVerificationRepository implements KycVerificationRepository {
  constructor(private readonly run: RunStatement) {}

  async describeFiles(keys: readonly string[]): Promise<StoredFileInfo[]> {
    if (keys.length === 0) return [];
    const rows = await this.run<SqlRow>(
      `select key, content_type, byte_size from stored_files where key in (${keys.map(() => '?').join(', ')})`,
      [...keys],
    );
    return rows.map((r) => ({
      key: String(r.key),
      contentType: String(r.content_type),
      byteSize: Number(r.byte_size),
    }));
  }

  async findById(id: number): Promise<KycVerificationWithUser | null> {
    const rows = await this.run<SqlRow>(`${WITH_USER} where k.id = ?`, [id]);
    return rows[0] ? toKycVerificationWithUser(rows[0]) : null;
  }

  async findByUser(userId: number): Promise<KycVerification | null> {
    const rows = await this.run<SqlRow>('select * from kyc_verifications where user_id = ?', [userId]);
    return rows[0] ? toKycVerification(rows[0]) : null;
  }

  async findByUserForShare(userId: number): Promise<KycVerification | null> {
    const rows = await this.run<SqlRow>('select * from kyc_verifications where user_id = ? for share', [userId]);
    return rows[0] ? toKycVerification(rows[0]) : null;
  }

  async listByStatus(statuses: readonly KycStatus[]): Promise<KycVerificationWithUser[]> {
    if (statuses.length === 0) return [];
    const rows = await this.run<SqlRow>(
      `${WITH_USER} where k.status in (${statuses.map(() => '?').join(', ')}) order by k.submitted_at, k.id`,
      [...statuses],
    );
    return rows.map(toKycVerificationWithUser);
  }

  async pageQueue(filter: KycQueueFilter, page: PageRequest): Promise<KeyedPage<KycVerificationWithUser>> {
    if (filter.statuses.length === 0) return { rows: [], hasMore: false };
    const { where, params } = queueConditions(filter);
    if (page.after) {
      // Keyset (docs/api.md, "Lists that page"): the index kyc_verifications_review_queue_idx answers it.
      where.push(`(k.submitted_at, k.id) > (timestamptz 'epoch' + ?::bigint * interval '1 microsecond', ?::int)`);
      params.push(page.after.at, page.after.id);
    }
    const rows = await this.run<SqlRow>(
      `${WITH_USER.replace(
        'select k.*,',
        'select k.*, (extract(epoch from k.submitted_at) * 1000000)::bigint::text as row_at,',
      )} where ${where.join(' and ')} order by k.submitted_at, k.id limit ?`,
      [...params, page.limit + 1],
    );
    return {
      rows: rows.slice(0, page.limit).map((r) => ({
        row: toKycVerificationWithUser(r),
        key: { at: String(r.row_at), id: Number(r.id) },
      })),
      hasMore: rows.length > page.limit,
    };
  }

  async countQueue(filter: KycQueueFilter): Promise<number> {
    if (filter.statuses.length === 0) return 0;
    const { where, params } = queueConditions(filter);
    const rows = await this.run<SqlRow>(
      `select count(*) as count from kyc_verifications k join users u on u.id = k.user_id where ${where.join(' and ')}`,
      params,
    );
    return Number(rows[0]?.count ?? 0);
  }

  async insert(v: NewKycVerification): Promise<KycVerification | null> {
    const columns = columnsOf(v);
    const rows = await this.run<SqlRow>(
      `insert into kyc_verifications (${columns.map(([c]) => c).join(', ')})
       values (${columns.map(() => '?').join(', ')})
       on conflict (user_id) do nothing
       returning *`,
      columns.map(([, value]) => value),
    );
    return rows[0] ? toKycVerification(rows[0]) : null;
  }

  async update(v: KycVerification, expectedStatus: KycStatus): Promise<KycVerification | null> {
    const columns = columnsOf(v).filter(([c]) => c !== 'user_id');
    const rows = await this.run<SqlRow>(
      `update kyc_verifications set ${columns.map(([c]) => `${c} = ?`).join(', ')}, updated_at = now()
        where id = ? and status = ?
        returning *`,
      [...columns.map(([, value]) => value), v.id, expectedStatus],
    );
    return rows[0] ? toKycVerification(rows[0]) : null;
  }
}
