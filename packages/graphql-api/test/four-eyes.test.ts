import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../src/testing/test-server.js';
import { adminAccount, bearer, newAccount, send, type TestAccount } from './support/accounts-helpers.js';
import { submitKycAs } from './support/kyc-helpers.js';
import { insertApprovedKyc, projectWithUnit } from './investing/support/investing-data.js';

/*
 * Four eyes (product rules §5) over REST and GraphQL against the real server: an admin never decides on their
 * own KYC, application, investment or payment, nor sells a unit in which they hold a position. Each refusal is a
 * 403 `AUTH.OWN_DECISION_FORBIDDEN` that says another admin must decide, and changes nothing; another admin then
 * takes the same decision successfully. Reads of one's own records stay allowed.
 */

const server = useTestServer({ seed: false });
const OWN = 'AUTH.OWN_DECISION_FORBIDDEN';

let other: TestAccount;
beforeAll(async () => {
  other = await adminAccount(server);
});

/** A signed-up user promoted to admin (the role is read from the user row on every request). */
async function newAdmin(): Promise<TestAccount> {
  const account = await newAccount(server, 'admin');
  await server.db.em().execute(`update users set role = 'admin' where id = ?`, [account.id], 'run');
  return account;
}

/** An admin whose KYC is approved, so their applications and investments go straight to payment. */
async function verifiedAdmin(): Promise<TestAccount> {
  const admin = await newAdmin();
  await insertApprovedKyc(server.db, admin.id);
  return admin;
}

type Answer = { status: number; body: any };
const rest = (who: TestAccount, method: string, path: string, body?: unknown): Promise<Answer> =>
  send(server, method, path, body, bearer(who.token));
const gql = (who: TestAccount, query: string, variables: Record<string, unknown> = {}): Promise<Answer> =>
  server.graphql(query, variables, bearer(who.token));

/** The REST refusal: 403, the code, who must decide, and on what. */
function expectRestRefusal(res: Answer, subject: string, message: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(403);
  expect(res.body).toEqual({ code: OWN, message, details: { subject } });
}

/** The same refusal over GraphQL: the message, and the code and status in extensions. */
function expectGraphQLRefusal(res: Answer, subject: string, message: string): void {
  expect(res.body.errors, JSON.stringify(res.body)).toHaveLength(1);
  expect(res.body.errors[0]).toMatchObject({ message, extensions: { code: OWN, status: 403, details: { subject } } });
}

/** The GraphQL data of a call that must succeed. */
async function data(who: TestAccount, query: string, variables: Record<string, unknown> = {}): Promise<any> {
  const res = await gql(who, query, variables);
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data;
}

const interestIn = (who: TestAccount, projectId: number, unitId: number, amount: string) => ({
  projectId,
  unitId,
  interestAmount: amount,
  contactPreference: 'email',
  contactInfo: who.email,
});

async function apply(who: TestAccount, projectId: number, unitId: number, amount: string): Promise<any> {
  const res = await rest(who, 'POST', '/api/project-interests', interestIn(who, projectId, unitId, amount));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function invest(who: TestAccount, projectId: number, unitId: number, amount: string): Promise<any> {
  const res = await rest(who, 'POST', '/api/investments', { projectId, unitId, amount });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function applicationOf(who: TestAccount, id: number): Promise<any> {
  const res = await rest(who, 'GET', `/api/project-interests/user/${who.id}`);
  expect(res.status).toBe(200);
  return (res.body as { id: number }[]).find((a) => a.id === id);
}

async function investmentOf(who: TestAccount, id: number): Promise<any> {
  const res = await rest(who, 'GET', `/api/investments/user/${who.id}`);
  expect(res.status).toBe(200);
  return (res.body as { id: number }[]).find((i) => i.id === id);
}

describe('four eyes: KYC', () => {
  it('an admin cannot open, approve, reject or query their own verification; another admin reviews it', async () => {
    const self = await newAdmin();
    expect((await submitKycAs(server, self)).ok).toBe(true);
    const queue = await rest(other, 'GET', '/api/secure-admin/kyc-pending');
    const kycId = (queue.body as { id: number; userId: number }[]).find((k) => k.userId === self.id)!.id;
    const message = 'Another administrator must decide on your own KYC verification';

    const base = `/api/secure-admin/kyc/${kycId}`;
    expectRestRefusal(await rest(self, 'PATCH', `${base}/open-review`), 'kyc', message);
    expectRestRefusal(await rest(self, 'PATCH', `${base}/approve`, {}), 'kyc', message);
    expectRestRefusal(await rest(self, 'PATCH', `${base}/reject`, { rejectionReason: 'Blurred' }), 'kyc', message);
    expectRestRefusal(await rest(self, 'PATCH', `${base}/request-info`, { reviewNotes: 'Back' }), 'kyc', message);
    for (const mutation of [
      'mutation($id: Int!) { openKycReview(kycId: $id) { id } }',
      'mutation($id: Int!) { approveKyc(kycId: $id) { id } }',
      'mutation($id: Int!) { rejectKyc(kycId: $id, rejectionReason: "Blurred") { id } }',
      'mutation($id: Int!) { requestKycInformation(kycId: $id, reviewNotes: "Back") { id } }',
    ]) {
      expectGraphQLRefusal(await gql(self, mutation, { id: kycId }), 'kyc', message);
    }

    // Nothing moved (not even to under_review), and the admin still reads their own record.
    const mine = await rest(self, 'GET', `/api/kyc/${self.id}`);
    expect(mine.status).toBe(200);
    expect(mine.body.status).toBe('pending');

    const approved = await rest(other, 'PATCH', `${base}/approve`, {});
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ id: kycId, userId: self.id, status: 'approved' });
  });
});

describe('four eyes: applications', () => {
  it('an admin cannot approve, reject or cancel their own application; another admin decides', async () => {
    const self = await verifiedAdmin();
    const { projectId, unitId } = await projectWithUnit(server.db, { price: '100000.00' });
    const second = await projectWithUnit(server.db, { price: '100000.00' });
    const application = await apply(self, projectId, unitId, '20000.00');
    const spare = await apply(self, second.projectId, second.unitId, '10000.00');
    const message = 'Another administrator must decide on your own application';
    const path = `/api/secure-admin/project-interests/${application.id}`;

    expectRestRefusal(await rest(self, 'POST', `${path}/approve`), 'application', message);
    expectRestRefusal(await rest(self, 'POST', `${path}/reject`, { reason: 'Mine' }), 'application', message);
    expectGraphQLRefusal(
      await gql(self, 'mutation($id: Int!) { approveProjectInterest(id: $id) { id } }', { id: application.id }),
      'application',
      message,
    );
    expectGraphQLRefusal(
      await gql(self, 'mutation($id: Int!) { rejectProjectInterest(id: $id) { id } }', { id: application.id }),
      'application',
      message,
    );
    expect(await applicationOf(self, application.id)).toMatchObject({ status: 'pending', approvedAt: null });

    const approved = (
      await data(other, 'mutation($id: Int!) { approveProjectInterest(id: $id) { status investmentId } }', {
        id: application.id,
      })
    ).approveProjectInterest;
    expect(approved.status).toBe('awaiting_payment');

    // Cancelling it once approved is a decision on it too.
    expectRestRefusal(await rest(self, 'POST', `${path}/reject`, { reason: 'Mine' }), 'application', message);
    expect(await applicationOf(self, application.id)).toMatchObject({ status: 'awaiting_payment' });

    const rejected = await rest(other, 'POST', `/api/secure-admin/project-interests/${spare.id}/reject`, {
      reason: 'Not this time',
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body).toMatchObject({ id: spare.id, status: 'rejected', rejectionReason: 'Not this time' });
  });
});

describe('four eyes: payments and cancellations', () => {
  it('an admin cannot confirm the payment of their own investment; another admin confirms it', async () => {
    const self = await verifiedAdmin();
    const { projectId, unitId } = await projectWithUnit(server.db, { price: '100000.00' });
    const investment = await invest(self, projectId, unitId, '40000.00');
    expect(investment.status).toBe('awaiting_payment');
    const message = 'Another administrator must decide on the payment of your own investment';

    expectRestRefusal(
      await rest(self, 'POST', `/api/admin/investments/${investment.id}/confirm-payment`, {}),
      'payment',
      message,
    );
    expectGraphQLRefusal(
      await gql(self, 'mutation($id: Int!) { confirmInvestmentPayment(id: $id) { alreadyConfirmed } }', {
        id: investment.id,
      }),
      'payment',
      message,
    );
    // No paid position and no funding came of it.
    expect(await investmentOf(self, investment.id)).toMatchObject({
      status: 'awaiting_payment',
      paymentConfirmedAt: null,
    });
    const units = await send(server, 'GET', `/api/projects/${projectId}/units`);
    expect(units.body[0]).toMatchObject({ id: unitId, status: 'available', currentInvestment: '0.00' });

    const confirmed = await rest(other, 'POST', `/api/admin/investments/${investment.id}/confirm-payment`, {});
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toMatchObject({ alreadyConfirmed: false, investment: { status: 'active' } });
  });

  it('an admin cannot cancel their own investment as an admin (they may as its investor); another admin can', async () => {
    const self = await verifiedAdmin();
    const { projectId, unitId } = await projectWithUnit(server.db, { price: '100000.00' });
    const first = await invest(self, projectId, unitId, '10000.00');
    const second = await invest(self, projectId, unitId, '10000.00');
    const message = 'Another administrator must decide on your own investment';

    expectRestRefusal(
      await rest(self, 'PATCH', `/api/admin/investments/${first.id}/status`, { status: 'cancelled' }),
      'investment',
      message,
    );
    expectGraphQLRefusal(
      await gql(self, 'mutation($id: Int!) { cancelInvestmentAsAdmin(id: $id) { id } }', { id: first.id }),
      'investment',
      message,
    );
    expect(await investmentOf(self, first.id)).toMatchObject({ status: 'awaiting_payment', cancelledAt: null });

    const cancelled = (
      await data(other, 'mutation($id: Int!) { cancelInvestmentAsAdmin(id: $id, reason: "Duplicate") { status } }', {
        id: first.id,
      })
    ).cancelInvestmentAsAdmin;
    expect(cancelled.status).toBe('cancelled');
    const own = await rest(self, 'POST', `/api/investments/${second.id}/cancel`, {});
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.status).toBe('cancelled');
  });
});

describe('four eyes: Mark as Sold', () => {
  const SALE = { soldPrice: '120000.00', profitGenerated: '20000.00' };
  const MARK_SOLD =
    'mutation($unitId: Int!, $soldPrice: Money!, $profitGenerated: Money!) { ' +
    'markUnitSold(unitId: $unitId, soldPrice: $soldPrice, profitGenerated: $profitGenerated) { status } }';
  const PREVIEW =
    'query($unitId: Int!, $soldPrice: Money!, $profitGenerated: Money!) { ' +
    'unitSalePreview(unitId: $unitId, soldPrice: $soldPrice, profitGenerated: $profitGenerated) { ' +
    'distributedTotal shares { userId profitShare } } }';
  const message = 'Another administrator must sell this unit: you hold a position in it';

  it('an admin holding a paid position cannot sell the unit, may preview it; another admin sells it', async () => {
    const self = await verifiedAdmin();
    const { projectId, unitId } = await projectWithUnit(server.db, { price: '100000.00' });
    const position = await invest(self, projectId, unitId, '50000.00');
    expect((await rest(other, 'POST', `/api/admin/investments/${position.id}/confirm-payment`, {})).status).toBe(200);

    expectRestRefusal(
      await rest(self, 'PATCH', `/api/secure-admin/units/${unitId}/mark-sold`, SALE),
      'unit_sale',
      message,
    );
    expectGraphQLRefusal(await gql(self, MARK_SOLD, { unitId, ...SALE }), 'unit_sale', message);
    const preview = (await data(self, PREVIEW, { unitId, ...SALE })).unitSalePreview;
    expect(preview).toEqual({ distributedTotal: '10000.00', shares: [{ userId: self.id, profitShare: '10000.00' }] });
    expect(await investmentOf(self, position.id)).toMatchObject({ status: 'active', profitShare: '0.00' });

    const sold = await rest(other, 'PATCH', `/api/secure-admin/units/${unitId}/mark-sold`, SALE);
    expect(sold.status, JSON.stringify(sold.body)).toBe(200);
    expect(sold.body).toMatchObject({ alreadySold: false, status: 'sold', distributedTotal: '10000.00' });
    expect(await investmentOf(self, position.id)).toMatchObject({ status: 'completed', profitShare: '10000.00' });
  });

  it('an unpaid position counts too; a cancelled one does not', async () => {
    const self = await verifiedAdmin();
    const waiting = await projectWithUnit(server.db, { price: '100000.00' });
    await invest(self, waiting.projectId, waiting.unitId, '5000.00');
    expectGraphQLRefusal(await gql(self, MARK_SOLD, { unitId: waiting.unitId, ...SALE }), 'unit_sale', message);

    const left = await projectWithUnit(server.db, { price: '100000.00' });
    const gone = await invest(self, left.projectId, left.unitId, '5000.00');
    expect((await rest(self, 'POST', `/api/investments/${gone.id}/cancel`, {})).status).toBe(200);
    const sold = (await data(self, MARK_SOLD, { unitId: left.unitId, ...SALE })).markUnitSold;
    expect(sold.status).toBe('sold');
  });
});
