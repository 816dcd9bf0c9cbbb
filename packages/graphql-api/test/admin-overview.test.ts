import { weekStartUtc } from '@cobuy/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminOverviewJson } from '../src/openapi/admin-overview-response.schemas.js';
import { useTestServer } from '../src/testing/test-server.js';
import { adminAccount, bearer, newAccount, send, type TestAccount } from './support/accounts-helpers.js';
import { submitKycAs } from './support/kyc-helpers.js';

/*
 * The admin overview over HTTP (accounts spec §2 summary cards, issue 11): the figures real calls produce
 * (an approved KYC and a confirmed payment, an investment waiting for KYC, a cancelled one, a pending interest
 * and a pending KYC), the same answer over REST and GraphQL, and refused to anyone but an admin.
 */
const server = useTestServer({ seed: false });

const OVERVIEW_QUERY = `{
  adminOverview {
    activeProjects totalProjects pendingInterests pendingKyc confirmedInvestment investmentNeeded
    weeks { weekStart commitments confirmedPayments }
  }
}`;

let admin: TestAccount;
const call = (who: TestAccount | null, method: string, path: string, body?: unknown) =>
  send(server, method, path, body, who ? bearer(who.token) : {});

async function projectWithUnits(status: string, prices: readonly string[]): Promise<{ id: number; unitIds: number[] }> {
  const em = server.db.em();
  const [project] = await em.execute<{ id: number }[]>(
    `insert into projects (title, description, location, project_type, developer_name, timeline,
       construction_timeline, expected_profit, profit_range_min, profit_range_max, developer_listing_price,
       unit_price, min_investment, status)
     values (?, 'Overview apartments', 'East Legon, Accra', 'residential', 'Test Developer', 24, '24 months',
       18, 15, 22, 1000000, 100000, 10, ?)
     returning id`,
    [`Overview ${status}`, status],
  );
  const unitIds: number[] = [];
  for (const [n, price] of prices.entries()) {
    const [row] = await em.execute<{ id: number }[]>(
      `insert into units (project_id, unit_number, unit_type, bedrooms, bathrooms, price, total_investment_needed,
         min_investment_amount)
       values (?, ?, '2-bedroom-apartment', 2, 2, ?, ?, 10)
       returning id`,
      [project!.id, `A${n + 1}`, price, price],
    );
    unitIds.push(Number(row!.id));
  }
  return { id: Number(project!.id), unitIds };
}

async function invest(investor: TestAccount, projectId: number, unitId: number, amount: string): Promise<number> {
  const res = await call(investor, 'POST', '/api/investments', { userId: investor.id, projectId, unitId, amount });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return Number(res.body.id);
}

const overview = async () => {
  const res = await call(admin, 'GET', '/api/secure-admin/overview');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(adminOverviewJson.safeParse(res.body).error?.issues ?? []).toEqual([]);
  return res.body;
};

/** The exact sum of two-decimal strings, in cents. */
const cents = (values: readonly string[]) => values.reduce((sum, v) => sum + BigInt(v.replace('.', '')), 0n);

describe('the admin overview over HTTP', () => {
  beforeAll(async () => {
    admin = await adminAccount(server);
  });

  it('refuses visitors (401) and investors (403) over REST and GraphQL alike', async () => {
    const investor = await newAccount(server);
    const anonymous = await call(null, 'GET', '/api/secure-admin/overview');
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'AUTH.UNAUTHENTICATED']);
    const user = await call(investor, 'GET', '/api/secure-admin/overview');
    expect([user.status, user.body.code]).toEqual([403, 'AUTH.FORBIDDEN']);

    const gqlAnonymous = await server.graphql(OVERVIEW_QUERY);
    expect(gqlAnonymous.body.errors[0].extensions.code).toBe('AUTH.UNAUTHENTICATED');
    const gqlUser = await server.graphql(OVERVIEW_QUERY, {}, bearer(investor.token));
    expect(gqlUser.body.errors[0].extensions.code).toBe('AUTH.FORBIDDEN');
    expect(gqlUser.body.data).toBeNull();
  });

  it('answers zeros and twelve empty UTC weeks, ending with the current one, before anything happened', async () => {
    const body = await overview();
    expect(body).toMatchObject({
      activeProjects: 0,
      totalProjects: 0,
      pendingInterests: 0,
      pendingKyc: 0,
      confirmedInvestment: '0.00',
      investmentNeeded: '0.00',
    });
    expect(body.weeks).toHaveLength(12);
    expect(body.weeks.at(-1).weekStart).toBe(weekStartUtc(new Date()).toISOString().slice(0, 10));
    for (const [k, week] of body.weeks.entries()) {
      expect(week).toMatchObject({ commitments: '0.00', confirmedPayments: '0.00' });
      // Consecutive Mondays.
      if (k > 0) {
        const gap = Date.parse(week.weekStart) - Date.parse(body.weeks[k - 1].weekStart);
        expect(gap).toBe(7 * 86_400_000);
      }
      expect(new Date(`${week.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
    }
  });

  it('counts what real calls did, exactly, and says the same over GraphQL', async () => {
    const live = await projectWithUnits('funding', ['100000.00', '50000.50']);
    await projectWithUnits('completed', ['99.50']);

    // Paid: KYC approved, an investment, its payment confirmed by the admin.
    const paying = await newAccount(server);
    expect(await submitKycAs(server, paying)).toMatchObject({ ok: true });
    const queue = await call(admin, 'GET', '/api/secure-admin/kyc-pending');
    const kycId = (queue.body as { id: number; userId: number }[]).find((i) => i.userId === paying.id)!.id;
    expect((await call(admin, 'PATCH', `/api/secure-admin/kyc/${kycId}/approve`, {})).status).toBe(200);
    await server.services.background.idle();
    const paid = await invest(paying, live.id, live.unitIds[0]!, '1000.10');
    const confirmed = await call(admin, 'POST', `/api/admin/investments/${paid}/confirm-payment`, {});
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);

    // Committed, not paid (no KYC yet); and one cancelled by its investor, left out.
    const waiting = await newAccount(server);
    await invest(waiting, live.id, live.unitIds[1]!, '250.25');
    const quitter = await newAccount(server);
    const cancelled = await invest(quitter, live.id, live.unitIds[1]!, '777.77');
    expect((await call(quitter, 'POST', `/api/investments/${cancelled}/cancel`, {})).status).toBe(200);

    // Waiting for the admin: a KYC submission and an interest.
    const applicant = await newAccount(server);
    expect(await submitKycAs(server, applicant)).toMatchObject({ ok: true });
    const interest = await call(applicant, 'POST', '/api/project-interests', {
      userId: applicant.id,
      projectId: live.id,
      unitId: live.unitIds[0],
      interestAmount: '25000',
      currency: 'USD',
      contactPreference: 'email',
      contactInfo: applicant.email,
    });
    expect(interest.status, JSON.stringify(interest.body)).toBe(201);

    const body = await overview();
    expect(body).toMatchObject({
      activeProjects: 1,
      totalProjects: 2,
      pendingInterests: 1,
      pendingKyc: 1,
      confirmedInvestment: '1000.10',
      investmentNeeded: '150100.00',
    });
    // Everything happened this week: the sums over the window, then the current week itself.
    expect(cents(body.weeks.map((w: { commitments: string }) => w.commitments))).toBe(125035n);
    expect(cents(body.weeks.map((w: { confirmedPayments: string }) => w.confirmedPayments))).toBe(100010n);
    expect(body.weeks.at(-1)).toMatchObject({ commitments: '1250.35', confirmedPayments: '1000.10' });

    const gql = await server.graphql(OVERVIEW_QUERY, {}, bearer(admin.token));
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.adminOverview).toEqual(body);
  });
});
