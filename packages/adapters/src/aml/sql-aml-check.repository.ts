import {
  listKindOf,
  type AmlAssessment,
  type AmlCheck,
  type AmlCheckRepository,
  type AmlMatchedEntity,
  type AmlScreeningResponse,
  type ClaimedAmlCheck,
  type KycNationality,
} from '@cobuy/domain';
import type { SqlRow } from '../accounts/accounts-row-mappers.js';
import type { SqlEntityManager } from '../persistence/orm.js';
import { toDate, toDateOrNull } from '../persistence/timestamps.js';

const textOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/** What `external_check_data` holds: the service's closest entities and the threshold they were judged by. */
interface StoredCheckData {
  readonly entities: AmlMatchedEntity[];
  readonly matches: AmlMatchedEntity[];
}

function toAmlCheck(r: SqlRow): AmlCheck {
  const completed = r.status === 'completed';
  const data = r.external_check_data ? json<StoredCheckData>(r.external_check_data) : null;
  const assessment: AmlAssessment | null = completed
    ? {
        sanctionsResult: r.sanctions_screening_result as AmlAssessment['sanctionsResult'],
        pepResult: r.pep_screening_result as AmlAssessment['pepResult'],
        riskScore: Number(r.risk_score),
        riskLevel: r.risk_level as AmlAssessment['riskLevel'],
        riskFactors: json<AmlAssessment['riskFactors']>(r.risk_factors),
        matches: data?.matches ?? [],
      }
    : null;
  return {
    id: Number(r.id),
    kycId: Number(r.kyc_id),
    userId: Number(r.user_id),
    submittedAt: toDate(r.submitted_at),
    subject: {
      fullName: String(r.subject_full_name),
      dateOfBirth: String(r.subject_date_of_birth),
      nationality: r.subject_nationality as KycNationality,
    },
    status: r.status as AmlCheck['status'],
    assessment,
    provider: textOrNull(r.external_service_provider),
    externalCheckId: textOrNull(r.external_check_id),
    attempts: Number(r.attempts),
    lastError: textOrNull(r.last_error),
    nextAttemptAt: toDateOrNull(r.next_attempt_at),
    screenedAt: toDateOrNull(r.screened_at),
    reviewedBy: r.reviewed_by === null || r.reviewed_by === undefined ? null : Number(r.reviewed_by),
    reviewNotes: textOrNull(r.review_notes),
    createdAt: toDate(r.created_at),
  };
}

/** AML checks in SQL (`aml_checks`); claims and results are single conditional statements. */
export class SqlAmlCheckRepository implements AmlCheckRepository {
  constructor(private readonly em: SqlEntityManager) {}

  async queueUnscreened(now: Date): Promise<number> {
    const rows = await this.em.execute<SqlRow[]>(
      `insert into aml_checks (user_id, kyc_id, submitted_at, subject_full_name, subject_date_of_birth,
                               subject_nationality, next_attempt_at, created_at, updated_at)
       select k.user_id, k.id, k.submitted_at, k.full_name, to_char(k.date_of_birth, 'YYYY-MM-DD'), k.nationality,
              ?, ?, ?
         from kyc_verifications k
        where k.status in ('pending', 'under_review') and k.submitted_at is not null
          and not exists (select 1 from aml_checks a where a.kyc_id = k.id and a.submitted_at = k.submitted_at)
       on conflict (kyc_id, submitted_at) do nothing
       returning id`,
      [now, now, now],
    );
    return rows.length;
  }

  async claimDue(now: Date, leaseMs: number): Promise<ClaimedAmlCheck | null> {
    const leaseUntil = new Date(now.getTime() + leaseMs);
    // The outer conditions are checked again on the row once its lock is held: a process that waited for
    // another's claim finds the lease taken and claims nothing.
    const rows = await this.em.execute<SqlRow[]>(
      `update aml_checks set attempts = attempts + 1, lease_until = ?, updated_at = ?
        where id = (select id from aml_checks
                     where status = 'pending' and next_attempt_at <= ? and (lease_until is null or lease_until <= ?)
                     order by next_attempt_at, id limit 1 for update skip locked)
          and status = 'pending' and (lease_until is null or lease_until <= ?)
       returning *`,
      [leaseUntil, now, now, now, now],
    );
    if (!rows[0]) return null;
    const check = toAmlCheck(rows[0]);
    return { check, attempt: check.attempts };
  }

  async complete(
    claimed: ClaimedAmlCheck,
    result: { assessment: AmlAssessment; response: AmlScreeningResponse },
    now: Date,
  ): Promise<boolean> {
    const { assessment, response } = result;
    const of = (kind: string) => assessment.matches.filter((m) => listKindOf(m) === kind);
    const data: StoredCheckData = { entities: [...response.entities], matches: [...assessment.matches] };
    const rows = await this.em.execute<SqlRow[]>(
      `update aml_checks
          set status = 'completed', sanctions_screening_result = ?, sanctions_screening_details = ?,
              pep_screening_result = ?, pep_screening_details = ?, risk_score = ?, risk_level = ?, risk_factors = ?,
              external_service_provider = ?, external_check_id = ?, external_check_data = ?,
              last_error = null, next_attempt_at = null, lease_until = null, screened_at = ?, updated_at = ?
        where id = ? and status = 'pending' and attempts = ?
       returning id`,
      [
        assessment.sanctionsResult,
        JSON.stringify(of('sanctions')),
        assessment.pepResult,
        JSON.stringify(of('pep')),
        assessment.riskScore.toFixed(4),
        assessment.riskLevel,
        JSON.stringify(assessment.riskFactors),
        response.provider,
        response.externalCheckId,
        JSON.stringify(data),
        now,
        now,
        claimed.check.id,
        claimed.attempt,
      ],
    );
    return rows.length === 1;
  }

  async postpone(claimed: ClaimedAmlCheck, error: string, nextAttemptAt: Date, now: Date): Promise<boolean> {
    const rows = await this.em.execute<SqlRow[]>(
      `update aml_checks set last_error = ?, next_attempt_at = ?, lease_until = null, updated_at = ?
        where id = ? and status = 'pending' and attempts = ?
       returning id`,
      [error.slice(0, 500), nextAttemptAt, now, claimed.check.id, claimed.attempt],
    );
    return rows.length === 1;
  }

  async currentFor(verifications: readonly { id: number; submittedAt: Date | null }[]): Promise<Map<number, AmlCheck>> {
    const ids = verifications.filter((v) => v.submittedAt).map((v) => v.id);
    if (ids.length === 0) return new Map();
    const rows = await this.em.execute<SqlRow[]>(
      `select a.* from aml_checks a
         join kyc_verifications k on k.id = a.kyc_id and k.submitted_at = a.submitted_at
        where a.kyc_id in (${ids.map(() => '?').join(', ')})`,
      ids,
    );
    return new Map(rows.map((r) => [Number(r.kyc_id), toAmlCheck(r)]));
  }

  async listByKyc(kycId: number): Promise<AmlCheck[]> {
    const rows = await this.em.execute<SqlRow[]>(
      'select * from aml_checks where kyc_id = ? order by submitted_at desc, id desc',
      [kycId],
    );
    return rows.map(toAmlCheck);
  }

  async recordReview(checkId: number, reviewerId: number, notes: string, now: Date): Promise<void> {
    await this.em.execute('update aml_checks set reviewed_by = ?, review_notes = ?, updated_at = ? where id = ?', [
      reviewerId,
      notes,
      now,
      checkId,
    ]);
  }
}
