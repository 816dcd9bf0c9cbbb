import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  applicationJson,
  commitmentJson,
  investmentJson,
  portfolioJson,
} from '../src/openapi/investing-response.schemas.js';
import { useTestServer } from '../src/testing/test-server.js';
import { insertApprovedKyc } from './investing/support/investing-data.js';
import { adminAccount, bearer, newAccount, send, type TestAccount } from './support/accounts-helpers.js';

/*
 * Commitments and payouts over HTTP (issue 19, items 4 and 5): each commitment once in the portfolio with the
 * progress the admin's list shows too, the one way to back out, and payouts recorded once however many requests
 * arrive together (on PostgreSQL they truly overlap and queue on the investment's row lock). The spec's calls
 * (GET /api/project-interests/user/{id}, GET /api/investments/user/{id}) keep answering as before.
 */

const server = useTestServer({ seed: false });
let admin: TestAccount;
let secondAdmin: TestAccount;
beforeAll(async () => {
  admin = await adminAccount(server);
  secondAdmin = await newAccount(server, 'admin2');
  await server.db.em().execute(`update users set role = 'admin' where id = ?`, [secondAdmin.id], 'run');
});

const call = (who: TestAccount | null, method: string, path: string, body?: unknown) =>
  send(server, method, path, body, who ? bearer(who.token) : {});

function expectShape(schema: z.ZodType, body: unknown): void {
  expect(schema.safeParse(body).error?.issues ?? []).toEqual([]);
}

let counter = 0;
async function unitOfItsOwn(price = '100000.00'): Promise<{ projectId: number; unitId: number; title: string }> {
  counter++;
  const title = `Commitments ${counter} ${Math.random().toString(36).slice(2, 6)}`;
  const em = server.db.em();
  const [project] = await em.execute<{ id: number }[]>(
    `insert into projects (title, description, location, project_type, developer_name, timeline,
       construction_timeline, expected_profit, profit_range_min, profit_range_max, developer_listing_price,
       unit_price, min_investment, status)
     values (?, 'Test apartments', 'Airport Residential, Accra', 'residential', 'Test Developer', 24, '24 months',
       18, 15, 22, 1000000, ?, 1000, 'funding')
     returning id`,
    [title, price],
  );
  const [unit] = await em.execute<{ id: number }[]>(
    `insert into units (project_id, unit_number, unit_type, bedrooms, bathrooms, price, total_investment_needed,
       min_investment_amount)
     values (?, 'A1', '2-bedroom-apartment', 2, 2, ?, ?, 1000)
     returning id`,
    [project!.id, price, price],
  );
  return { projectId: Number(project!.id), unitId: Number(unit!.id), title };
}

async function verifiedInvestor(): Promise<TestAccount> {
  const investor = await newAccount(server, 'committed');
  await insertApprovedKyc(server.db, investor.id);
  return investor;
}

/** An application approved with valid KYC: its investment is open and its payment due. */
async function approvedApplication(investor: TestAccount) {
  const { projectId, unitId, title } = await unitOfItsOwn();
  const created = await call(investor, 'POST', '/api/project-interests', {
    projectId,
    unitId,
    interestAmount: '25000',
    contactPreference: 'email',
    contactInfo: investor.email,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const approved = await call(admin, 'POST', `/api/secure-admin/project-interests/${created.body.id}/approve`);
  expect(approved.body.status).toBe('awaiting_payment');
  return { applicationId: created.body.id as number, investmentId: approved.body.investmentId as number, title };
}

/** A direct investment of 25,000.00, paid, and its unit sold for 130,000.00 with 30,000.00 profit. */
async function soldPosition(investor: TestAccount) {
  const { projectId, unitId } = await unitOfItsOwn();
  const opened = await call(investor, 'POST', '/api/investments', { projectId, unitId, amount: '25000' });
  expect(opened.status, JSON.stringify(opened.body)).toBe(201);
  expect((await call(admin, 'POST', `/api/admin/investments/${opened.body.id}/confirm-payment`, {})).status).toBe(200);
  const sold = await call(admin, 'PATCH', `/api/secure-admin/units/${unitId}/mark-sold`, {
    soldPrice: '130000',
    profitGenerated: '30000',
  });
  expect(sold.status, JSON.stringify(sold.body)).toBe(200);
  return opened.body.id as number;
}

const today = () => new Date().toISOString().slice(0, 10);

describe('commitments over REST and GraphQL', () => {
  it('an unpaid commitment is listed once, at the progress the admin list shows for its investment', async () => {
    const investor = await verifiedInvestor();
    const { applicationId, investmentId } = await approvedApplication(investor);

    const portfolio = await call(investor, 'GET', `/api/portfolio/${investor.id}`);
    expect(portfolio.status).toBe(200);
    expectShape(portfolioJson, portfolio.body);
    expect(portfolio.body.commitments).toHaveLength(1);
    const [commitment] = portfolio.body.commitments;
    expect(commitment).toMatchObject({
      id: `application-${applicationId}`,
      applicationId,
      investmentId,
      stage: 'payment',
      stageLabel: 'Payment Required',
      progress: 75,
      phase: 'in_progress',
      canWithdraw: true,
      withdrawLabel: 'Withdraw',
      amount: '25000.00',
      paymentInstructions: { amount: '25000.00', reference: expect.any(String) },
    });
    expect(commitment.steps.map((s: { state: string }) => s.state)).toEqual([
      'done',
      'done',
      'done',
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);

    const adminList = await call(admin, 'GET', '/api/admin/investments');
    const inAdmin = adminList.body.find((i: { id: number }) => i.id === investmentId);
    expect(inAdmin).toMatchObject({ progress: 75, stage: 'payment', stageLabel: 'Payment Required' });

    // The spec's calls answer as specified (and still agree on the progress).
    const interests = await call(investor, 'GET', `/api/project-interests/user/${investor.id}`);
    expect(interests.body).toHaveLength(1);
    expectShape(applicationJson, interests.body[0]);
    expect(interests.body[0]).toMatchObject({ id: applicationId, status: 'awaiting_payment', progress: 75 });
    const investments = await call(investor, 'GET', `/api/investments/user/${investor.id}`);
    expect(investments.body).toHaveLength(1);
    expectShape(investmentJson, investments.body[0]);
    expect(investments.body[0]).toMatchObject({ id: investmentId, status: 'awaiting_payment', progress: 75 });

    // The dashboard's GraphQL query gives the same commitment.
    const graph = await server.graphql(
      '{ myDashboard { commitments { id stage stageLabel progress phase canWithdraw steps { stage state } } } }',
      {},
      bearer(investor.token),
    );
    expect(graph.body.data.myDashboard.commitments).toEqual([
      {
        id: `application-${applicationId}`,
        stage: 'payment',
        stageLabel: 'Payment Required',
        progress: 75,
        phase: 'in_progress',
        canWithdraw: true,
        steps: commitment.steps.map((s: { stage: string; state: string }) => ({ stage: s.stage, state: s.state })),
      },
    ]);
  });

  it('one way to back out: withdrawing the commitment cancels its investment too; not twice, not another’s', async () => {
    const investor = await verifiedInvestor();
    const stranger = await verifiedInvestor();
    const { applicationId, investmentId } = await approvedApplication(investor);
    const path = `/api/commitments/application-${applicationId}/withdraw`;

    expect((await call(stranger, 'POST', path)).status).toBe(404);
    const withdrawn = await call(investor, 'POST', path);
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expectShape(commitmentJson, withdrawn.body);
    expect(withdrawn.body).toMatchObject({
      phase: 'closed',
      outcome: 'withdrawn',
      progress: 0,
      canWithdraw: false,
      paymentInstructions: null,
    });
    const investment = (await call(investor, 'GET', `/api/investments/user/${investor.id}`)).body[0];
    expect(investment).toMatchObject({ id: investmentId, status: 'cancelled' });
    const again = await call(investor, 'POST', path);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'APPLICATION.INVALID_TRANSITION',
      details: { currentState: 'withdrawn' },
    });

    // A direct investment is cancelled through the same call, over GraphQL too.
    const { projectId, unitId } = await unitOfItsOwn();
    const direct = await call(investor, 'POST', '/api/investments', { projectId, unitId, amount: '5000' });
    const cancelled = await server.graphql(
      'mutation($id: ID!) { withdrawCommitment(id: $id) { id outcome stageLabel direct } }',
      { id: `investment-${direct.body.id}` },
      bearer(investor.token),
    );
    expect(cancelled.body.data.withdrawCommitment).toEqual({
      id: `investment-${direct.body.id}`,
      outcome: 'cancelled',
      stageLabel: 'Cancelled',
      direct: true,
    });
    const bad = await call(investor, 'POST', '/api/commitments/unit-3/withdraw');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('commitmentId');
  });
});

describe('payouts over REST and GraphQL', () => {
  it('parallel requests record one payout; the others are 409s naming it; the investor reads it', async () => {
    const investor = await verifiedInvestor();
    const investmentId = await soldPosition(investor);
    const body = (i: number) => ({
      method: 'mobile_money',
      reference: `MOMO-${i}`,
      paidOn: today(),
      amount: '32500.00',
    });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(i % 2 ? admin : secondAdmin, 'POST', `/api/admin/investments/${investmentId}/payout`, body(i)),
      ),
    );
    const created = answers.filter((a) => a.status === 201);
    expect(created).toHaveLength(1);
    expectShape(investmentJson, created[0]!.body);
    const winner = created[0]!.body.payout;
    expect(created[0]!.body).toMatchObject({
      status: 'completed',
      stage: 'paid_out',
      stageLabel: 'Paid out',
      soldPrice: '130000.00',
      payout: { amount: '32500.00', method: 'mobile_money', methodLabel: 'Mobile money', paidOn: today() },
    });
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'PAYOUT.ALREADY_RECORDED',
        details: { payout: { id: winner.id, reference: winner.reference } },
      });
    }
    const [row] = await server.db
      .em()
      .execute<{ n: string }[]>('select count(*) as n from payouts where investment_id = ?', [investmentId]);
    expect(Number(row!.n)).toBe(1);

    const portfolio = await call(investor, 'GET', `/api/portfolio/${investor.id}`);
    expect(portfolio.body.commitments[0]).toMatchObject({
      phase: 'completed',
      stage: 'paid_out',
      sale: { soldPrice: '130000.00' },
      profitShare: '7500.00',
      currentValue: '32500.00',
      payout: { paidOn: today(), reference: winner.reference },
    });
  });

  it('refuses bad input naming the field, and investors', async () => {
    const investor = await verifiedInvestor();
    const investmentId = await soldPosition(investor);
    const path = `/api/admin/investments/${investmentId}/payout`;
    const bad = await call(admin, 'POST', path, { method: 'cash', reference: ' ', paidOn: '12/01/2026' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['method', 'paidOn', 'reference']);
    const over = await call(admin, 'POST', path, {
      method: 'cheque',
      reference: 'CHQ-1',
      paidOn: today(),
      amount: '32500.01',
    });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ code: 'PAYOUT.EXCEEDS_VALUE_RETURNED', fields: { amount: expect.any(String) } });
    expect((await call(investor, 'POST', path, { method: 'cheque', reference: 'X', paidOn: today() })).status).toBe(
      403,
    );
    const graph = await server.graphql(
      'mutation($input: RecordPayoutInput!) { recordInvestmentPayout(input: $input) { id payout { amount } } }',
      { input: { investmentId, method: 'cheque', reference: 'CHQ-2', paidOn: today() } },
      bearer(admin.token),
    );
    expect(graph.body.data.recordInvestmentPayout).toEqual({ id: investmentId, payout: { amount: '32500.00' } });
  });
});
