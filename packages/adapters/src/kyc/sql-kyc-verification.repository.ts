import type {
  KycStatus,
  KycVerification,
  KycVerificationRepository,
  KycVerificationWithUser,
  NewKycVerification,
  StoredFileInfo,
} from '@cobuy/domain';
import type { SqlRow } from '../accounts/accounts-row-mappers.js';
import type { SqlEntityManager } from '../persistence/orm.js';
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

const WITH_USER = `select k.*, u.username, u.email from kyc_verifications k join users u on u.id = k.user_id`;

/** Verifications in SQL: one row per investor (unique user_id); updates check the status they started from. */
export class SqlKycVerificationRepository implements KycVerificationRepository {
  constructor(private readonly em: SqlEntityManager) {}

  async describeFiles(keys: readonly string[]): Promise<StoredFileInfo[]> {
    if (keys.length === 0) return [];
    const rows = await this.em.execute<SqlRow[]>(
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
    const rows = await this.em.execute<SqlRow[]>(`${WITH_USER} where k.id = ?`, [id]);
    return rows[0] ? toKycVerificationWithUser(rows[0]) : null;
  }

  async findByUser(userId: number): Promise<KycVerification | null> {
    const rows = await this.em.execute<SqlRow[]>('select * from kyc_verifications where user_id = ?', [userId]);
    return rows[0] ? toKycVerification(rows[0]) : null;
  }

  async findByUserForShare(userId: number): Promise<KycVerification | null> {
    const rows = await this.em.execute<SqlRow[]>('select * from kyc_verifications where user_id = ? for share', [
      userId,
    ]);
    return rows[0] ? toKycVerification(rows[0]) : null;
  }

  async listByStatus(statuses: readonly KycStatus[]): Promise<KycVerificationWithUser[]> {
    if (statuses.length === 0) return [];
    const rows = await this.em.execute<SqlRow[]>(
      `${WITH_USER} where k.status in (${statuses.map(() => '?').join(', ')}) order by k.submitted_at, k.id`,
      [...statuses],
    );
    return rows.map(toKycVerificationWithUser);
  }

  async insert(v: NewKycVerification): Promise<KycVerification | null> {
    const columns = columnsOf(v);
    const rows = await this.em.execute<SqlRow[]>(
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
    const rows = await this.em.execute<SqlRow[]>(
      `update kyc_verifications set ${columns.map(([c]) => `${c} = ?`).join(', ')}, updated_at = now()
        where id = ? and status = ?
        returning *`,
      [...columns.map(([, value]) => value), v.id, expectedStatus],
    );
    return rows[0] ? toKycVerification(rows[0]) : null;
  }
}
