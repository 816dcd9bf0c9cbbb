import { insertConfirmedInvestments, openDatabase } from '@cobuy/adapters';
import { Money } from '@cobuy/domain';
import { deepStrictEqual } from 'node:assert/strict';
import { startCountingServer, type CountingServer } from './counting-server.js';
import {
  DASHBOARD_STATEMENTS,
  normaliseSql,
  PROJECT_PAGE_STATEMENTS,
  PROJECTS_SQL,
  SUMMARY_SQL,
} from './raw-investor-pages.js';
import { webOperations } from './web-operations.js';

/**
 * The investor pages in the bench (issue 10, item 11; issue 12): the dashboard (`myDashboard`) for an investor
 * with 10 and one with 100 confirmed investments, and the project page (the web's `ProjectPage` operation).
 * Before any load, each answer is checked and its SQL statements counted on an in-process copy of the server
 * (the dashboard's count must not grow with the investments), and the statements are compared with the ones
 * the raw baseline sends for the same page (raw-investor-pages.ts).
 */

const DASHBOARD_SIZES = [10, 100] as const;
const GOALS_EACH = 3;
const INTERESTS_EACH = 2;
/** The investments are spread over this many units, each in a project of its own. */
const UNITS_SPREAD = 5;
const INVESTMENT_AMOUNT = Money.of('1000.00');

/** A GraphQL operation the bench loads, with the statements one request sends. */
export interface InvestorPage {
  readonly name: string;
  /** The POST /graphql body. */
  readonly body: string;
  /** Bearer token, for the dashboard. */
  readonly token?: string;
  /** The raw baseline's path for the same answer. */
  readonly rawPath: string;
  readonly statements: number;
}

export interface InvestorPages {
  readonly projectPage: InvestorPage;
  /** At 10 and at 100 investments. */
  readonly dashboards: readonly (InvestorPage & { readonly investments: number })[];
}

async function post(url: string, path: string, body: unknown, token?: string): Promise<unknown> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok && path !== '/graphql') throw new Error(`POST ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as unknown;
}

/** The data of a GraphQL answer; an answer with errors stops the bench. */
async function graphql<T = unknown>(url: string, query: string, variables: object, token?: string): Promise<T> {
  const answer = (await post(url, '/graphql', { query, variables }, token)) as { data?: T; errors?: unknown };
  if (answer.errors || !answer.data) throw new Error(`GraphQL failed: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

/** Signs an investor up and in through the API, as a person would. */
async function newInvestor(url: string, investments: number): Promise<{ id: number; token: string }> {
  const email = `dashboard-${investments}@bench.cobuy.invalid`;
  const password = 'Bench-Dashboard-42';
  const user = (await post(url, '/api/users', {
    username: `bench_dashboard_${investments}`,
    email,
    password,
    firstName: 'Bench',
    lastName: `Dashboard${investments}`,
  })) as { id: number };
  const session = (await post(url, '/api/auth/signin', { email, password })) as { token: string };
  return { id: user.id, token: session.token };
}

interface BenchUnit {
  readonly id: number;
  readonly projectId: number;
  readonly price: Money;
}

/**
 * UNITS_SPREAD units, one per project, each with room for its share of the investments: partially funded ones
 * first, so that the projects list the bench also measures keeps its unit states where it can.
 */
async function unitsForInvesting(databaseUrl: string, share: Money): Promise<BenchUnit[]> {
  const db = await openDatabase({ databaseUrl, poolSize: 1 });
  try {
    const rows = await db.em().execute<{ id: number; project_id: number; price: string }[]>(
      `select distinct on (project_id) id, project_id, price::text as price
         from unit_states
        where status in ('partially_funded', 'available') and total_investment_needed - current_investment > ?
        order by project_id, status = 'partially_funded' desc, id
        limit ?`,
      [share.toString(), UNITS_SPREAD],
    );
    if (rows.length < UNITS_SPREAD) {
      throw new Error(
        `The bench catalog has ${rows.length} units with room for ${share.toString()}, not ${UNITS_SPREAD}`,
      );
    }
    return rows.map((r) => ({ id: Number(r.id), projectId: Number(r.project_id), price: Money.of(r.price) }));
  } finally {
    await db.close();
  }
}

/** Confirmed investments written as the demo seed writes them, round-robin over the units. */
async function invest(
  databaseUrl: string,
  investorId: number,
  count: number,
  units: readonly BenchUnit[],
): Promise<void> {
  const db = await openDatabase({ databaseUrl, poolSize: 1 });
  try {
    const at = new Date();
    await insertConfirmedInvestments(
      db.em(),
      units.map((unit, u) => ({
        unit: { ...unit, sale: null },
        contributions: Array.from({ length: count }, (_, n) => n)
          .filter((n) => n % units.length === u)
          .map((n) => ({
            userId: investorId,
            amount: INVESTMENT_AMOUNT,
            paymentReference: `BENCH-DASHBOARD-${investorId}-${n}`,
            createdAt: at,
            paymentConfirmedAt: at,
          })),
      })),
    );
  } finally {
    await db.close();
  }
}

/**
 * Goals and interests, the same number for every investor: only the investments differ. Each interest is in a
 * project of its own (an investor holds one open application per project without a unit).
 */
async function fillDashboard(url: string, token: string, projectIds: readonly number[]): Promise<void> {
  for (let g = 0; g < GOALS_EACH; g++) {
    await graphql(
      url,
      'mutation($input: FinancialGoalInput!) { createFinancialGoal(input: $input) { id } }',
      {
        input: {
          goalName: `Bench goal ${g + 1}`,
          goalType: 'investment_target',
          targetAmount: '50000',
          currentAmount: `${(g + 1) * 5000}`,
          targetDate: '2030-06-30',
        },
      },
      token,
    );
  }
  for (let i = 0; i < INTERESTS_EACH; i++) {
    await graphql(
      url,
      'mutation($input: ExpressInterestInput!) { expressInterest(input: $input) { id } }',
      {
        input: {
          projectId: projectIds[i % projectIds.length],
          interestAmount: '5000',
          contactPreference: 'email',
          contactInfo: 'investor@bench.cobuy.invalid',
        },
      },
      token,
    );
  }
}

/**
 * The statements the real server sent for one request must be the raw baseline's, in any order (GraphQL
 * resolves sibling fields concurrently, so the order of their statements can vary).
 */
function assertSameStatements(page: string, sent: readonly string[], baseline: readonly string[]): void {
  const sorted = (statements: readonly string[]) => statements.map(normaliseSql).sort();
  deepStrictEqual(
    sorted(sent),
    sorted(baseline),
    `${page}: the raw baseline no longer sends the statements the server sends (raw-investor-pages.ts)`,
  );
}

async function countDashboard(
  counting: CountingServer,
  query: string,
  token: string,
  investments: number,
): Promise<number> {
  // The first request warms the caches (schema, parsed query) the count is not about.
  await graphql(counting.url, query, {}, token);
  const { value, statements } = await counting.counted(() =>
    graphql<{ myDashboard: { commitments: { phase: string }[] } }>(counting.url, query, {}, token),
  );
  const seen = value.myDashboard.commitments.filter((c) => c.phase === 'active').length;
  if (seen !== investments) throw new Error(`The dashboard showed ${seen} investments, expected ${investments}`);
  assertSameStatements(`the dashboard at ${investments} investments`, statements, DASHBOARD_STATEMENTS);
  return statements.length;
}

/**
 * Prepares the investors and their records (through the API, and the investments as confirmed rows), checks
 * the answers, counts the statements and compares them with the raw baseline's, and returns what to load.
 */
export async function prepareInvestorPages(databaseUrl: string): Promise<InvestorPages> {
  const operations = webOperations();
  const webDashboard = operations.find((op) => op.rootFields.includes('myDashboard'));
  if (!webDashboard) throw new Error('The web app has no operation that selects myDashboard');
  const projectPage = operations.find((op) => op.name === 'ProjectPage');
  if (!projectPage) throw new Error('The web app has no ProjectPage operation');

  const counting = await startCountingServer(databaseUrl);
  try {
    const total = DASHBOARD_SIZES.reduce((sum, n) => sum + n, 0);
    const perUnit = Math.ceil(total / UNITS_SPREAD);
    const units = await unitsForInvesting(databaseUrl, INVESTMENT_AMOUNT.multiplyRatio(BigInt(perUnit), 1n));
    const dashboards: (InvestorPage & { investments: number })[] = [];
    for (const size of DASHBOARD_SIZES) {
      const investor = await newInvestor(counting.url, size);
      await invest(databaseUrl, investor.id, size, units);
      await fillDashboard(
        counting.url,
        investor.token,
        units.slice(0, INTERESTS_EACH).map((u) => u.projectId),
      );
      dashboards.push({
        name: `myDashboard, ${size} investments`,
        investments: size,
        body: JSON.stringify({ query: webDashboard.text, variables: {} }),
        token: investor.token,
        rawPath: '/bench/dashboard',
        statements: await countDashboard(counting, webDashboard.text, investor.token, size),
      });
    }
    const variables = { id: units[0]!.projectId };
    await graphql(counting.url, projectPage.text, variables);
    const { value: page, statements: pageStatements } = await counting.counted(() =>
      graphql<{ project: { id: number } }>(counting.url, projectPage.text, variables),
    );
    if (page.project.id !== variables.id) throw new Error('The project page answered another project');
    assertSameStatements('the project page', pageStatements, PROJECT_PAGE_STATEMENTS);
    // The list's raw baseline (raw-baseline-server.ts) is held to the same rule.
    const { statements: listStatements } = await counting.counted(() => fetch(`${counting.url}/api/projects`));
    assertSameStatements('the projects list', listStatements, [PROJECTS_SQL, SUMMARY_SQL]);
    return {
      projectPage: {
        name: 'ProjectPage',
        body: JSON.stringify({ query: projectPage.text, variables }),
        rawPath: `/bench/project-page/${variables.id}`,
        statements: pageStatements.length,
      },
      dashboards,
    };
  } finally {
    await counting.stop();
  }
}
