import {
  commitmentProgress,
  isOpenApplication,
  type ApplicationStatus,
  type CommitmentProgress,
  type InvestmentStatus,
} from '@cobuy/domain';
import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * The raw baselines of the project page and the investor dashboard: node:http and a pg Pool sending the same
 * SQL statements as the real server does for the web's `ProjectPage` and `MyDashboard` operations (the same
 * text, `$n` for `?`, the same transactions), and building the same answer by hand,
 * `{"data": …}` included. The bench checks both before measuring: the statements against what the real server
 * sent for the same request (counted on the counting server), the answers against the real GraphQL answers.
 * From the domain only the commitment progress (stage, label, percentage, steps: the one definition) and the
 * list of open application states are used; everything else is written out.
 * They cover the data the bench creates (no KYC record, no payment waiting); anything else answers 500,
 * which the same-answers check would report.
 */

// ---- The statements, as the real server sends them (see adapters' catalog and investing repositories). ----

const PROJECT_COLUMNS = `id, title, description, location, country, image_url, status, developer_id, developer_name,
       project_type, timeline, construction_timeline, expected_profit, profit_range_min, profit_range_max,
       developer_listing_price, unit_price, min_investment, completion_date, created_at`;

/**
 * The projects list as REST sends it without `limit`: the projects not archived, newest first, up to the list's
 * cap (one row more says whether more follow), each with its keyset time; parameters: the archived status and
 * the cap + 1.
 */
export const PROJECTS_SQL =
  `select ${PROJECT_COLUMNS}, (extract(epoch from created_at) * 1000000)::bigint::text as row_at ` +
  `from projects where status <> $1 order by created_at desc, id desc limit $2`;

const PROJECT_SQL = `select ${PROJECT_COLUMNS} from projects where id = $1`;

/** The catalog's grouped unit summary, word for word: the project ids travel as one array parameter. */
export const SUMMARY_SQL = `select project_id,
       count(*) as total,
       count(*) filter (where status = 'available') as available,
       count(*) filter (where status = 'partially_funded') as partially_funded,
       count(*) filter (where status = 'fully_funded') as fully_funded,
       count(*) filter (where status = 'sold') as sold,
       sum(total_investment_needed)::text as needed,
       sum(current_investment)::text as funded,
       min(min_investment_amount)::text as min_low,
       max(min_investment_amount)::text as min_high
  from unit_states
 where project_id = any($1::int[])
 group by project_id`;

const UNITS_SQL = `select id, project_id, unit_number, unit_type, status, price, min_investment_amount,
       current_investment, total_investment_needed, bedrooms, bathrooms, floor_area, plot_size, floor, block,
       image_url, features, description from unit_states
 where project_id = any($1::int[])
 order by project_id, unit_number, id`;

const UPDATES_SQL = `select id, project_id, title, description, progress_percentage, update_type, image_url, created_at
  from project_updates
 where project_id = any($1::int[])
 order by created_at desc, id desc`;

/** The session by its token's hash, with its user (the columns of adapters' USER_COLUMNS). */
const SESSION_SQL = `select u.*, k.status as kyc_status, k.approved_at as kyc_approved_at, k.expires_at as kyc_expires_at,
       s.id as s_id, s.user_id as s_user_id, s.token_hash as s_token_hash,
       s.created_at as s_created_at, s.expires_at as s_expires_at, s.revoked_at as s_revoked_at
  from sessions s
  join users u on u.id = s.user_id
  left join kyc_verifications k on k.user_id = u.id
 where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2 and u.is_active`;

const INVESTMENTS_SQL = `select i.*, p.title as project_title, un.unit_number, un.price as unit_price,
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
    left join payouts po on po.investment_id = i.id where i.user_id = $1 order by i.id desc`;

const APPLICATIONS_SQL = `select a.*, p.title as project_title, un.unit_number, u.first_name, u.last_name, u.email,
       k.status as kyc_status, k.approved_at as kyc_approved_at, k.expires_at as kyc_expires_at
  from project_interests a
  join projects p on p.id = a.project_id
  join users u on u.id = a.user_id
  left join units un on un.id = a.unit_id
  left join kyc_verifications k on k.user_id = a.user_id where a.user_id = $1 order by a.id desc`;

const GOALS_SQL = `select id, user_id, goal_name, goal_type, target_amount::text as target_amount,
  current_amount::text as current_amount, to_char(target_date, 'YYYY-MM-DD') as target_date, description,
  created_at, updated_at from financial_goals where user_id = $1 order by target_date, id`;

const KYC_SQL = 'select * from kyc_verifications where user_id = $1';

/** How the dashboard's two reads begin their read-only snapshot (GetInvestorPortfolio, through Kysely). */
const SNAPSHOT_BEGIN = 'start transaction isolation level repeatable read read only';

/** Every statement one request sends, in the order this baseline sends them (for the bench's comparison). */
export const PROJECT_PAGE_STATEMENTS: readonly string[] = [PROJECT_SQL, SUMMARY_SQL, UNITS_SQL, UPDATES_SQL];
export const DASHBOARD_STATEMENTS: readonly string[] = [
  SESSION_SQL,
  ...[SNAPSHOT_BEGIN, INVESTMENTS_SQL, APPLICATIONS_SQL, KYC_SQL, 'commit'],
  GOALS_SQL,
  KYC_SQL,
];

/**
 * A statement with its layout and placeholder style taken out, so that the text the real server sends
 * (`?`, its own indentation) compares with the baseline's (`$1`).
 */
export const normaliseSql = (sql: string): string =>
  sql.replace(/\$\d+/g, '?').replace(/\s+/g, ' ').replace(/\(\s/g, '(').replace(/\s\)/g, ')').trim();

// ---- Building the answers. ----

type DbRow = Record<string, unknown>;

/** A domain value as GraphQL spells it (graphql/enums.ts: '3_bedroom' → '_3_bedroom', 'mixed-use' → 'mixed_use'). */
const enumName = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  const name = String(value).replace(/-/g, '_');
  return /^[0-9]/.test(name) ? `_${name}` : name;
};
const iso = (value: unknown): string | null => (value instanceof Date ? value.toISOString() : null);
const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** Exact money as integer cents: numeric(…, 2) columns read as "1000.00". */
const cents = (value: unknown): bigint => {
  const [whole, fraction = ''] = String(value).split('.');
  const sign = whole!.startsWith('-') ? -1n : 1n;
  return BigInt(whole!) * 100n + sign * BigInt((fraction + '00').slice(0, 2));
};
const decimal = (c: bigint): string => {
  const negative = c < 0n;
  const abs = negative ? -c : c;
  return `${negative ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

class Unsupported extends Error {}

async function inSnapshot<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(SNAPSHOT_BEGIN);
    const value = await work(client);
    await client.query('commit');
    return value;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** The body of the web's ProjectPage operation for one project, or null when there is no such project. */
export async function projectPageJson(pool: pg.Pool, id: number): Promise<string | null> {
  const p = (await pool.query<DbRow>(PROJECT_SQL, [id])).rows[0];
  if (!p) return null;
  const s = (await pool.query<DbRow>(SUMMARY_SQL, [[id]])).rows[0];
  const [units, updates] = await Promise.all([
    pool.query<DbRow>(UNITS_SQL, [[id]]).then((r) => r.rows),
    pool.query<DbRow>(UPDATES_SQL, [[id]]).then((r) => r.rows),
  ]);
  const count = (column: string) => (s ? Number(s[column]) : 0);
  return JSON.stringify({
    data: {
      project: {
        id: p.id,
        title: p.title,
        description: p.description,
        location: p.location,
        country: p.country,
        imageUrl: p.image_url,
        status: enumName(p.status),
        developerName: p.developer_name,
        projectType: enumName(p.project_type),
        timeline: p.timeline,
        constructionTimeline: p.construction_timeline,
        expectedProfit: p.expected_profit,
        profitRangeMin: p.profit_range_min,
        profitRangeMax: p.profit_range_max,
        developerListingPrice: p.developer_listing_price,
        unitPrice: p.unit_price,
        minInvestment: p.min_investment,
        availableUnits: count('available'),
        totalUnits: count('total'),
        unitStatistics: {
          profitRange: { min: p.profit_range_min, max: p.profit_range_max },
          minimumInvestmentRange: { min: text(s?.min_low) ?? '0.00', max: text(s?.min_high) ?? '0.00' },
          availableUnits: count('available'),
          partiallyFundedUnits: count('partially_funded'),
          fullyFundedUnits: count('fully_funded'),
          soldUnits: count('sold'),
          totalUnits: count('total'),
        },
        units: units.map((u) => ({
          id: u.id,
          unitNumber: u.unit_number,
          unitType: enumName(u.unit_type),
          status: enumName(u.status),
          price: u.price,
          minInvestmentAmount: u.min_investment_amount,
          currentInvestment: u.current_investment,
          totalInvestmentNeeded: u.total_investment_needed,
          bedrooms: u.bedrooms,
          bathrooms: u.bathrooms,
          floorArea: u.floor_area,
          floor: u.floor,
          block: u.block,
          imageUrl: u.image_url,
          features: (u.features as string[]).map(enumName),
          description: u.description,
        })),
        updates: updates.map((u) => ({
          id: u.id,
          title: u.title,
          description: u.description,
          progressPercentage: u.progress_percentage,
          updateType: enumName(u.update_type),
          imageUrl: u.image_url,
          createdAt: iso(u.created_at),
        })),
      },
    },
  });
}

const HELD = new Set(['active', 'completed']);

/** Goal progress as the domain works it out: current ÷ target in hundredths of a percent, rounded down, capped. */
function goalFigures(target: bigint, current: bigint) {
  const hundredths = target === 0n ? 10_000n : (current * 10_000n) / target;
  const achieved = current >= target;
  return {
    progress: decimal(hundredths < 10_000n ? hundredths : 10_000n),
    isCompleted: achieved,
    remainingAmount: decimal(achieved ? 0n : target - current),
  };
}

interface RawCommitment {
  readonly json: Record<string, unknown>;
  readonly phase: number;
  readonly latest: number;
  readonly key: string;
}

const PHASES = ['in_progress', 'active', 'completed', 'closed'];
const phaseOf = (p: CommitmentProgress): string =>
  p.outcome
    ? 'closed'
    : p.stage === 'sold' || p.stage === 'paid_out'
      ? 'completed'
      : p.stage === 'active'
        ? 'active'
        : 'in_progress';

/**
 * The dashboard's commitments (commitment-views.ts, written out): the bench's applications (pending, without
 * an investment) and its direct investments (confirmed), in the server's order.
 */
function commitmentsJson(investments: readonly DbRow[], applications: readonly DbRow[]): Record<string, unknown>[] {
  const list: RawCommitment[] = [];
  const common = (progress: CommitmentProgress) => ({
    stage: enumName(progress.stage),
    outcome: enumName(progress.outcome),
    stageLabel: progress.label,
    progress: progress.progress,
    direct: progress.direct,
    phase: phaseOf(progress),
    steps: progress.steps.map((step) => ({ stage: step.stage, label: step.label, state: step.state })),
    kycStatus: 'not_started',
    paymentInstructions: null,
  });
  for (const a of applications) {
    const status = String(a.status) as ApplicationStatus;
    if (status === 'awaiting_payment' || a.investment_id !== null)
      throw new Unsupported('an application with an investment');
    const progress = commitmentProgress({
      application: { status, approved: a.approved_at !== null, investmentOpened: false },
      investment: null,
      paidOut: false,
    });
    list.push({
      key: `application-${Number(a.id)}`,
      phase: PHASES.indexOf(phaseOf(progress)),
      latest: (a.created_at as Date).getTime(),
      json: {
        id: `application-${Number(a.id)}`,
        applicationId: Number(a.id),
        investmentId: null,
        projectId: Number(a.project_id),
        projectTitle: a.project_title,
        unitNumber: text(a.unit_number),
        unitType: text(a.unit_type),
        amount: decimal(cents(a.payment_amount ?? a.interest_amount)),
        currency: text(a.currency),
        ownershipPercentage: null,
        currentValue: null,
        profitShare: null,
        ...common(progress),
        kycActionRequired: status === 'awaiting_kyc',
        canWithdraw: isOpenApplication(status),
        withdrawLabel: 'Withdraw',
        closedReason: progress.outcome ? text(a.rejection_reason) : null,
        sale: null,
        payout: null,
        createdAt: iso(a.created_at),
      },
    });
  }
  for (const i of investments) {
    const status = String(i.status) as InvestmentStatus;
    if (status === 'awaiting_payment' || i.application_id !== null || i.payout_id !== null) {
      throw new Unsupported('an investment awaiting payment, from an application or paid out');
    }
    const progress = commitmentProgress({ application: null, investment: { status }, paidOut: false });
    const held = status !== 'cancelled';
    const soldAt = i.unit_sold_at instanceof Date ? i.unit_sold_at : null;
    const phase = phaseOf(progress);
    list.push({
      key: `investment-${Number(i.id)}`,
      phase: PHASES.indexOf(phase),
      latest: (phase === 'completed' && soldAt ? soldAt : (i.created_at as Date)).getTime(),
      json: {
        id: `investment-${Number(i.id)}`,
        applicationId: null,
        investmentId: Number(i.id),
        projectId: Number(i.project_id),
        projectTitle: i.project_title,
        unitNumber: i.unit_number,
        unitType: null,
        amount: i.amount,
        currency: 'USD',
        ownershipPercentage: held ? i.ownership_percentage : null,
        currentValue: held ? i.current_value : null,
        profitShare: held ? i.profit_share : null,
        ...common(progress),
        kycActionRequired: status === 'pending_kyc',
        canWithdraw: status === 'pending_kyc',
        withdrawLabel: 'Cancel',
        closedReason: progress.outcome ? text(i.cancellation_reason) : null,
        sale: soldAt && i.unit_sold_price ? { soldAt: soldAt.toISOString(), soldPrice: i.unit_sold_price } : null,
        payout: null,
        createdAt: iso(i.created_at),
      },
    });
  }
  return list.sort((x, y) => x.phase - y.phase || y.latest - x.latest || y.key.localeCompare(x.key)).map((c) => c.json);
}

/**
 * The body of the web's MyDashboard operation for the bearer of `token`, or null when the token names no
 * active session.
 */
export async function dashboardJson(pool: pg.Pool, token: string): Promise<string | null> {
  const hash = createHash('sha256').update(token, 'utf8').digest('hex');
  const session = (await pool.query<DbRow>(SESSION_SQL, [hash, new Date()])).rows[0];
  if (!session) return null;
  const userId = Number(session.id);
  const [investments, applications] = await inSnapshot(pool, async (c) => {
    const rows = [
      (await c.query<DbRow>(INVESTMENTS_SQL, [userId])).rows,
      (await c.query<DbRow>(APPLICATIONS_SQL, [userId])).rows,
    ] as const;
    if ((await c.query<DbRow>(KYC_SQL, [userId])).rows[0]) throw new Unsupported('an investor with a KYC record');
    return rows;
  });
  const [goals, kyc] = await Promise.all([
    pool.query<DbRow>(GOALS_SQL, [userId]).then((r) => r.rows),
    pool.query<DbRow>(KYC_SQL, [userId]).then((r) => r.rows[0]),
  ]);
  if (kyc) throw new Unsupported('an investor with a KYC record');

  let totalInvested = 0n;
  let currentValue = 0n;
  let profitReceived = 0n;
  let activePositions = 0;
  const byProject = new Map<number, { projectTitle: string; invested: bigint; currentValue: bigint }>();
  for (const i of investments) {
    const status = String(i.status);
    if (!HELD.has(status)) continue;
    const amount = cents(i.amount);
    const value = cents(i.current_value);
    totalInvested += amount;
    currentValue += value;
    if (status === 'completed') profitReceived += cents(i.profit_share);
    if (status === 'active') activePositions++;
    const projectId = Number(i.project_id);
    const holding = byProject.get(projectId) ?? {
      projectTitle: String(i.project_title),
      invested: 0n,
      currentValue: 0n,
    };
    byProject.set(projectId, {
      projectTitle: String(i.project_title),
      invested: holding.invested + amount,
      currentValue: holding.currentValue + value,
    });
  }
  const holdings = [...byProject.entries()].sort(([aId, a], [bId, b]) =>
    a.currentValue === b.currentValue ? aId - bId : a.currentValue > b.currentValue ? -1 : 1,
  );

  return JSON.stringify({
    data: {
      myDashboard: {
        summary: {
          totalInvested: decimal(totalInvested),
          currentValue: decimal(currentValue),
          profitReceived: decimal(profitReceived),
          activePositions,
          byProject: holdings.map(([projectId, h]) => ({
            projectId,
            projectTitle: h.projectTitle,
            invested: decimal(h.invested),
            currentValue: decimal(h.currentValue),
          })),
        },
        commitments: commitmentsJson(investments, applications),
        goals: goals.map((g) => ({
          id: Number(g.id),
          goalName: g.goal_name,
          goalType: enumName(g.goal_type),
          targetAmount: g.target_amount,
          currentAmount: g.current_amount,
          targetDate: g.target_date,
          description: g.description,
          ...goalFigures(cents(g.target_amount), cents(g.current_amount)),
        })),
        kyc: {
          status: 'not_started',
          canSubmit: true,
          submittedAt: null,
          approvedAt: null,
          expiresAt: null,
          rejectionReason: null,
          reviewNotes: null,
        },
      },
    },
  });
}

export const isUnsupported = (error: unknown): error is Error => error instanceof Unsupported;
