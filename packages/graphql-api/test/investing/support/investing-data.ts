import type { Database } from '@cobuy/adapters';
import { insertTestInvestor } from '@cobuy/adapters/testing';
import { systemClock } from '@cobuy/domain';
import type { AppServices } from '../../../src/composition-root.js';
import { kycFields, kycFiles } from '../../support/kyc-helpers.js';
import { contextOf, run, valueOf } from './investing-fixture.js';

export interface TestUser {
  readonly id: number;
  readonly email: string;
}

/** A user who exists only in the database (the use cases are called directly, nobody signs in). */
export async function newUser(db: Database, role: 'user' | 'admin' = 'user'): Promise<TestUser> {
  const em = db.em();
  const id = await insertTestInvestor(em);
  if (role === 'admin') await em.execute(`update users set role = 'admin' where id = ?`, [id], 'run');
  const [row] = await em.execute<{ email: string }[]>('select email from users where id = ?', [id]);
  return { id, email: row!.email };
}

let userCounter = 0;

/** Many investors in one statement (the races need fifty). */
export async function newUsers(db: Database, count: number): Promise<TestUser[]> {
  const tags = Array.from({ length: count }, () => `${++userCounter}-${Math.random().toString(36).slice(2, 10)}`);
  const rows = await db.em().execute<{ id: number; email: string }[]>(
    `insert into users (username, email, password_hash, first_name, last_name, role, is_active, created_at, updated_at)
     values ${tags.map(() => `(?, ?, '!no-password: test account', 'Test', 'Investor', 'user', true, now(), now())`).join(', ')}
     returning id, email`,
    tags.flatMap((tag) => [`racer-${tag}`, `racer-${tag}@test.cobuy.invalid`]),
  );
  return rows.map((r) => ({ id: Number(r.id), email: r.email }));
}

let projectCounter = 0;

/**
 * A project of its own with one unit `A1` (total needed = price unless given), so tests never share capacity.
 */
export async function projectWithUnit(
  db: Database,
  unit: { price: string; min?: string; totalNeeded?: string; projectMin?: string },
): Promise<{ projectId: number; unitId: number; title: string }> {
  projectCounter++;
  const title = `Investing rules ${projectCounter} ${Math.random().toString(36).slice(2, 6)}`;
  const em = db.em();
  const [project] = await em.execute<{ id: number }[]>(
    `insert into projects (title, description, location, project_type, developer_name, timeline,
       construction_timeline, expected_profit, profit_range_min, profit_range_max, developer_listing_price,
       unit_price, min_investment, status)
     values (?, 'Test apartments', 'East Legon, Accra', 'residential', 'Test Developer', 24, '24 months',
       18, 15, 22, 1000000, ?, ?, 'funding')
     returning id`,
    [title, unit.price, unit.projectMin ?? '1.00'],
  );
  const [row] = await em.execute<{ id: number }[]>(
    `insert into units (project_id, unit_number, unit_type, bedrooms, bathrooms, price, total_investment_needed,
       min_investment_amount)
     values (?, 'A1', '2-bedroom-apartment', 2, 2, ?, ?, ?)
     returning id`,
    [project!.id, unit.price, unit.totalNeeded ?? unit.price, unit.min ?? '1.00'],
  );
  return { projectId: Number(project!.id), unitId: Number(row!.id), title };
}

/**
 * An approved KYC row written directly (for the many investors of the race and property tests): valid for two
 * years from `approvedAt`. The KYC use cases themselves are exercised by `kycThroughUseCases`.
 */
export async function insertApprovedKyc(db: Database, userId: number, approvedAt = new Date()): Promise<void> {
  const expiresAt = new Date(approvedAt);
  expiresAt.setUTCFullYear(expiresAt.getUTCFullYear() + 2);
  await db.em().execute(
    `insert into kyc_verifications (user_id, status, full_name, date_of_birth, nationality, phone_number, address,
       city, postal_code, country, document_type, document_number, document_expiry_date, proof_of_address_type,
       proof_of_address_date, source_of_funds, employment_status, submitted_at, reviewed_at, approved_at, expires_at)
     values (?, 'approved', 'Test Investor', '1985-01-01', 'gh', '+233 24 000 0000', '1 Test Street', 'Accra',
       'GA-1', 'ghana', 'passport', 'G0000000', '2031-01-01', 'utility_bill', '2026-10-01', 'employment',
       'employed', ?, ?, ?, ?)`,
    [userId, approvedAt, approvedAt, approvedAt, expiresAt],
    'run',
  );
}

/** The KYC use cases as investor and admin (system clock, as the KYC context runs). */
export function kycSteps(services: AppServices, investorId: number, adminId: number) {
  const investor = contextOf(investorId, 'user', systemClock, 'kyc');
  const admin = contextOf(adminId, 'admin', systemClock, 'kyc');
  const kycId = async (db: Database) => {
    const [row] = await db
      .em()
      .execute<{ id: number }[]>('select id from kyc_verifications where user_id = ?', [investorId]);
    return Number(row!.id);
  };
  return {
    submit: async () => valueOf(await run(services.kyc.submit, investor, { ...kycFields(), ...kycFiles() })),
    openReview: async (db: Database) => valueOf(await run(services.kyc.openReview, admin, { kycId: await kycId(db) })),
    approve: async (db: Database) => valueOf(await run(services.kyc.approve, admin, { kycId: await kycId(db) })),
    reject: async (db: Database) =>
      valueOf(await run(services.kyc.reject, admin, { kycId: await kycId(db), rejectionReason: 'Blurred passport' })),
  };
}

/**
 * Lets the investing side catch up on KYC decisions: the nudge after each KYC commit, then a drain of
 * whatever is left (what the 10-second worker does).
 */
export async function settleKycDecisions(services: AppServices): Promise<void> {
  await services.background.idle();
  await services.investingJobs.drainKycDecisions();
}

export async function count(db: Database, sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await db.em().execute<{ n: string | number }[]>(sql, params);
  return Number(row!.n);
}

/** Events of one type about one record (`payload->>key = id`). */
export const eventCount = (db: Database, type: string, key: string, id: number) =>
  count(db, `select count(*) as n from domain_events where type = ? and payload->>? = ?`, [type, key, String(id)]);

export const mailCount = (db: Database, to: string, template: string) =>
  count(db, 'select count(*) as n from mail_outbox where to_address = ? and template = ?', [to, template]);

export const auditCount = (db: Database, entity: string, id: number, action: string) =>
  count(db, 'select count(*) as n from audit_log where entity = ? and entity_id = ? and action = ?', [
    entity,
    String(id),
    action,
  ]);

export async function auditActions(db: Database, entity: string, id: number): Promise<string[]> {
  const rows = await db
    .em()
    .execute<{ action: string }[]>('select action from audit_log where entity = ? and entity_id = ? order by id', [
      entity,
      String(id),
    ]);
  return rows.map((r) => r.action);
}

/** `application.changed` moves of one application, in order, as `from→to`. */
export async function applicationMoves(db: Database, applicationId: number): Promise<string[]> {
  const rows = await db.em().execute<{ payload: { from: string | null; to: string } }[]>(
    `select payload from domain_events where type = 'application.changed' and payload->>'applicationId' = ?
      order by id`,
    [String(applicationId)],
  );
  return rows.map((r) => `${r.payload.from ?? 'none'}→${r.payload.to}`);
}

/** The unit as the database derives it. */
export async function unitState(db: Database, unitId: number) {
  const [row] = await db
    .em()
    .execute<{ status: string; current_investment: string; funding_override: string | null }[]>(
      'select status, current_investment::text as current_investment, funding_override from unit_states where id = ?',
      [unitId],
    );
  return row!;
}

/** Σ amount of the unit's investments that hold capacity (everything but cancelled), as a decimal string. */
export async function committedOf(db: Database, unitId: number): Promise<string> {
  const [row] = await db.em().execute<{ total: string }[]>(
    `select coalesce(sum(amount), 0)::numeric(15,2)::text as total from investments
      where unit_id = ? and status in ('pending_kyc', 'awaiting_payment', 'active', 'completed')`,
    [unitId],
  );
  return row!.total;
}

export async function investmentRow(db: Database, id: number) {
  const [row] = await db.em().execute<
    {
      status: string;
      amount: string;
      profit_share: string;
      current_value: string;
      window_ends_at: Date | null;
      cancellation_reason: string | null;
    }[]
  >(
    `select status, amount::text as amount, profit_share::text as profit_share, current_value::text as current_value,
            window_ends_at, cancellation_reason
       from investments where id = ?`,
    [id],
  );
  return row!;
}

export async function applicationRow(db: Database, id: number) {
  const [row] = await db.em().execute<
    {
      status: string;
      investment_id: number | null;
      rejection_reason: string | null;
      payment_reference: string | null;
      payment_due_at: Date | null;
    }[]
  >('select status, investment_id, rejection_reason, payment_reference, payment_due_at from project_interests where id = ?', [id]);
  return row!;
}

/** What the project page sends for an interest in one unit. */
export const interestIn = (projectId: number, unitId: number, amount: string) => ({
  projectId,
  unitId,
  interestAmount: amount,
  contactPreference: 'email',
  contactInfo: 'ama@example.com',
  message: 'I would like to invest',
});
