import { adminOverviewWindow, type AdminOverview } from '@cobuy/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../persistence/testing/use-test-database.js';
import { insertPasswordlessUsers } from '../seed/passwordless-users.js';
import { SqlAdminOverviewReadModel } from './sql-admin-overview.read-model.js';

/*
 * The admin overview aggregated in SQL (PostgreSQL in CI, PGlite without DATABASE_URL), against seeded rows:
 * which statuses each figure counts, UTC week boundaries to the millisecond, weeks without activity as zeros,
 * and sums to the cent beyond what a float holds.
 */
const fixture = useTestDatabase();
// A Wednesday: the window is the weeks of Monday 2026-09-07 … Monday 2026-11-23.
const NOW = new Date('2026-11-25T10:00:00Z');

let users: number[] = [];
let fundingUnit = 0;
let fundingProject = 0;
let reference = 0;

const exec = (sql: string, params: unknown[] = []) => fixture.db.em().execute<{ id: number }[]>(sql, params);

async function project(status: string, unitsNeeded: string[]): Promise<{ projectId: number; unitIds: number[] }> {
  const [row] = await exec(
    `insert into projects (title, description, location, project_type, developer_name, timeline,
       construction_timeline, expected_profit, profit_range_min, profit_range_max, developer_listing_price,
       unit_price, min_investment, status)
     values (?, 'Overview test', 'Accra', 'residential', 'Test Developer', 24, '24 months', 18, 15, 22, 1000000,
       100000, 1000, ?)
     returning id`,
    [`Overview ${status}`, status],
  );
  const projectId = Number(row!.id);
  const unitIds: number[] = [];
  for (const [k, needed] of unitsNeeded.entries()) {
    const [unit] = await exec(
      `insert into units (project_id, unit_number, unit_type, bedrooms, bathrooms, price, total_investment_needed,
         min_investment_amount)
       values (?, ?, '2-bedroom-apartment', 2, 2, ?, ?, 1) returning id`,
      [projectId, `U${k + 1}`, needed, needed],
    );
    unitIds.push(Number(unit!.id));
  }
  return { projectId, unitIds };
}

async function investment(
  status: 'pending_kyc' | 'awaiting_payment' | 'active' | 'completed' | 'cancelled',
  amount: string,
  createdAt: string,
  confirmedAt: string | null = null,
): Promise<void> {
  const waiting = status === 'pending_kyc' || status === 'awaiting_payment';
  await exec(
    `insert into investments (user_id, project_id, unit_id, amount, ownership_percentage, current_value, status,
       payment_reference, window_ends_at, payment_confirmed_at, cancelled_at, created_at, updated_at)
     values (?, ?, ?, ?, 10, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      users[0],
      fundingProject,
      fundingUnit,
      amount,
      amount,
      status,
      `OVERVIEW-${++reference}`,
      waiting ? new Date('2027-01-01T00:00:00Z') : null,
      confirmedAt ? new Date(confirmedAt) : null,
      status === 'cancelled' ? new Date(createdAt) : null,
      new Date(createdAt),
      new Date(createdAt),
    ],
  );
}

async function interest(userId: number, status: string): Promise<void> {
  await exec(
    `insert into project_interests (user_id, project_id, interest_amount, contact_preference, contact_info, status,
       created_at, updated_at)
     values (?, ?, 5000, 'email', 'someone@example.com', ?, now(), now())`,
    [userId, fundingProject, status],
  );
}

async function kyc(userId: number, status: string): Promise<void> {
  await exec(
    `insert into kyc_verifications (user_id, status, full_name, date_of_birth, nationality, phone_number, address,
       city, postal_code, country, document_type, document_number, document_expiry_date, proof_of_address_type,
       proof_of_address_date, source_of_funds, employment_status, submitted_at, rejection_reason, approved_at,
       expires_at)
     values (?, ?, 'Test Investor', '1985-01-01', 'gh', '+233 24 000 0000', '1 Test Street', 'Accra', 'GA-1',
       'ghana', 'passport', 'G0000000', '2031-01-01', 'utility_bill', '2026-10-01', 'employment', 'employed', now(),
       ?, ?, ?)`,
    [
      userId,
      status,
      status === 'rejected' ? 'Blurred passport' : null,
      status === 'approved' ? NOW : null,
      status === 'approved' ? new Date('2028-11-25T10:00:00Z') : null,
    ],
  );
}

const read = (now = NOW) => new SqlAdminOverviewReadModel(fixture.db).read(adminOverviewWindow(now));

/** Each week as `YYYY-MM-DD commitments / confirmed`. */
const series = (overview: AdminOverview) =>
  overview.weeks.map(
    (w) => `${w.weekStart.toISOString().slice(0, 10)} ${w.commitments.toString()} / ${w.confirmedPayments.toString()}`,
  );

describe('SqlAdminOverviewReadModel', () => {
  it('answers zeros and twelve empty weeks for an empty platform', async () => {
    const overview = await read();
    expect(overview).toMatchObject({ activeProjects: 0, totalProjects: 0, pendingInterests: 0, pendingKyc: 0 });
    expect(overview.confirmedInvestment.toString()).toBe('0.00');
    expect(overview.investmentNeeded.toString()).toBe('0.00');
    expect(series(overview)).toEqual([
      '2026-09-07 0.00 / 0.00',
      '2026-09-14 0.00 / 0.00',
      '2026-09-21 0.00 / 0.00',
      '2026-09-28 0.00 / 0.00',
      '2026-10-05 0.00 / 0.00',
      '2026-10-12 0.00 / 0.00',
      '2026-10-19 0.00 / 0.00',
      '2026-10-26 0.00 / 0.00',
      '2026-11-02 0.00 / 0.00',
      '2026-11-09 0.00 / 0.00',
      '2026-11-16 0.00 / 0.00',
      '2026-11-23 0.00 / 0.00',
    ]);
  });

  describe('with seeded rows', () => {
    beforeAll(async () => {
      users = await insertPasswordlessUsers(
        fixture.db.em(),
        Array.from({ length: 6 }, (_, k) => ({
          username: `overview-${k}`,
          email: `overview-${k}@test.cobuy.invalid`,
          firstName: 'Over',
          lastName: `View ${k}`,
        })),
        NOW,
      );
      const funding = await project('funding', ['4503599627370.49', '1000000.00']);
      fundingProject = funding.projectId;
      fundingUnit = funding.unitIds[0]!;
      await project('under-construction', ['250000.01']);
      await project('new', []);
      await project('completed', ['99.50']);

      // One open application per investor and project (rules §3): each interest is another investor's.
      for (const [k, status] of ['pending', 'pending', 'approved', 'rejected', 'withdrawn'].entries())
        await interest(users[k]!, status);
      for (const [k, status] of [
        'pending',
        'under_review',
        'approved',
        'rejected',
        'requires_additional_info',
      ].entries()) {
        await kyc(users[k]!, status);
      }

      // Week 1 opens at Monday 2026-09-07 00:00:00.000 UTC and ends before the next Monday.
      await investment('active', '1000.10', '2026-09-07T00:00:00.000Z', '2026-09-13T23:59:59.999Z');
      // Committed the instant before the window (not in the chart), paid within week 1.
      await investment('completed', '2500.25', '2026-09-06T23:59:59.999Z', '2026-09-08T09:00:00Z');
      await investment('awaiting_payment', '300.33', '2026-10-05T12:00:00Z');
      // Sunday 23:00 at UTC-2 is Monday 01:00 UTC: the week of 2026-10-12.
      await investment('pending_kyc', '0.01', '2026-10-11T23:00:00-02:00');
      // Cancelled commitments are left out, whatever their week.
      await investment('cancelled', '5000.00', '2026-10-05T12:00:00Z');
      await investment('cancelled', '7000.00', '2026-11-24T12:00:00Z');
      // Large amounts in the current week: exact to the cent (a float would not hold these sums).
      await investment('active', '4503599627370.49', '2026-11-23T00:00:00Z', '2026-11-25T09:59:59Z');
      await investment('completed', '0.03', '2026-11-24T08:00:00Z', '2026-11-24T08:30:00Z');
      // Long before the window: only in the all-time total.
      await investment('active', '12.34', '2026-06-01T10:00:00Z', '2026-06-02T10:00:00Z');
    });

    it('counts active projects (every status but completed), pending interests and KYC waiting for a decision', async () => {
      const overview = await read();
      expect(overview).toMatchObject({ activeProjects: 3, totalProjects: 4, pendingInterests: 2, pendingKyc: 2 });
    });

    it('sums confirmed investment (active and completed, all time) and what every unit needs, exactly', async () => {
      const overview = await read();
      // 1000.10 + 2500.25 + 4503599627370.49 + 0.03 + 12.34
      expect(overview.confirmedInvestment.toString()).toBe('4503599630883.21');
      // 4503599627370.49 + 1000000.00 + 250000.01 + 99.50 (completed projects' units included)
      expect(overview.investmentNeeded.toString()).toBe('4503600877470.00');
    });

    it('puts each commitment and payment in its UTC week, with zeros between and cancelled ones left out', async () => {
      expect(series(await read())).toEqual([
        '2026-09-07 1000.10 / 3500.35',
        '2026-09-14 0.00 / 0.00',
        '2026-09-21 0.00 / 0.00',
        '2026-09-28 0.00 / 0.00',
        '2026-10-05 300.33 / 0.00',
        '2026-10-12 0.01 / 0.00',
        '2026-10-19 0.00 / 0.00',
        '2026-10-26 0.00 / 0.00',
        '2026-11-02 0.00 / 0.00',
        '2026-11-09 0.00 / 0.00',
        '2026-11-16 0.00 / 0.00',
        '2026-11-23 4503599627370.52 / 4503599627370.52',
      ]);
    });

    it('slides with the clock: a week later, the first week drops out and an empty current week arrives', async () => {
      const next = series(await read(new Date('2026-11-30T00:00:00Z')));
      expect(next).toHaveLength(12);
      expect(next[0]).toBe('2026-09-14 0.00 / 0.00');
      expect(next.at(-2)).toBe('2026-11-23 4503599627370.52 / 4503599627370.52');
      expect(next.at(-1)).toBe('2026-11-30 0.00 / 0.00');
    });
  });
});
