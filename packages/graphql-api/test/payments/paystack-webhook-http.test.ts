import { paystackSignature, startFakePaystack } from '@cobuy/adapters';
import { systemClock } from '@cobuy/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../src/testing/test-server.js';
import { adminAccount, bearer, newAccount, type TestAccount } from '../support/accounts-helpers.js';
import { eventCount, insertApprovedKyc, projectWithUnit } from '../investing/support/investing-data.js';
import { contextOf, run, valueOf } from '../investing/support/investing-fixture.js';

/*
 * The webhook over HTTP, as Paystack (here the fake provider) calls it: the signature is checked on the raw
 * bytes, captured before any JSON parsing and size-limited; the checkout is started over REST.
 */

const fake = await startFakePaystack();
const server = useTestServer({ env: { PAYSTACK_SECRET_KEY: fake.secretKey, PAYSTACK_BASE_URL: fake.url } });
const PATH = '/api/payments/webhooks/paystack';
let investor: TestAccount;
beforeAll(async () => {
  fake.webhookUrl = `${server.url}${PATH}`;
  investor = await newAccount(server);
  await insertApprovedKyc(server.db, investor.id);
});
afterAll(() => fake.stop());

const rawPost = (body: string | Buffer, headers: Record<string, string>) =>
  fetch(`${server.url}${PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

async function checkoutOverRest() {
  const { projectId, unitId } = await projectWithUnit(server.db, { price: '100000.00' });
  const investment = valueOf(
    await run(server.services.investing.createInvestment, contextOf(investor.id, 'user', systemClock), {
      projectId,
      unitId,
      amount: '2000.00',
    }),
  );
  const started = await server.post(
    `/api/investments/${investment.id}/checkout`,
    { currency: 'GHS' },
    bearer(investor.token),
  );
  expect(started.status).toBe(201);
  return { investmentId: investment.id, reference: started.body.reference as string, body: started.body };
}

describe('POST /api/payments/webhooks/paystack', () => {
  it('answers the options and starts a checkout over REST with the quote; a stranger gets 404', async () => {
    const options = await server.get('/api/payments/options', bearer(investor.token));
    expect(options.body).toMatchObject({ available: true, provider: 'paystack' });
    const { investmentId, body } = await checkoutOverRest();
    expect(body).toMatchObject({ currency: 'GHS', amount: '25000.00', usdAmount: '2000.00', rate: '12.5' });
    expect(body.authorizationUrl).toMatch(new RegExp(`^${fake.url}/checkout/`));
    const stranger = await newAccount(server, 'stranger');
    const refused = await server.post(
      `/api/investments/${investmentId}/checkout`,
      { currency: 'GHS' },
      bearer(stranger.token),
    );
    expect(refused.status).toBe(404);
  });

  it('refuses a missing or invalid signature and a body changed by one byte (401), accepts the signed bytes', async () => {
    const { investmentId, reference } = await checkoutOverRest();
    await fake.pay(reference, { deliveries: 0 });
    const body = fake.webhookBody(reference);
    const signature = paystackSignature(body, fake.secretKey);
    // The same JSON with one more space: equal once parsed, not the bytes that were signed.
    const oneByte = body.replace('"event":', '"event": ');
    expect((await rawPost(body, {})).status).toBe(401);
    expect((await rawPost(body, { 'x-paystack-signature': 'a'.repeat(128) })).status).toBe(401);
    expect((await rawPost(body, { 'x-paystack-signature': paystackSignature(body, 'sk_wrong') })).status).toBe(401);
    expect((await rawPost(oneByte, { 'x-paystack-signature': signature })).status).toBe(401);
    expect(await eventCount(server.db, 'payment.confirmed', 'investmentId', investmentId)).toBe(0);
    const accepted = await rawPost(body, { 'x-paystack-signature': signature });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ received: true, outcome: 'confirmed' });
  });

  it('a body over 64 KB is refused unread (413)', async () => {
    const big = JSON.stringify({ event: 'charge.success', data: { pad: 'x'.repeat(70_000) } });
    const res = await rawPost(big, { 'x-paystack-signature': paystackSignature(big, fake.secretKey) });
    expect(res.status).toBe(413);
  });

  it('the provider delivering the same webhook five times makes one confirmation, seen by the investor and the admin', async () => {
    const { investmentId, reference } = await checkoutOverRest();
    const statuses = await fake.pay(reference, { deliveries: 5 });
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect(await eventCount(server.db, 'payment.confirmed', 'investmentId', investmentId)).toBe(1);
    const mine = await server.get(`/api/investments/user/${investor.id}`, bearer(investor.token));
    expect(mine.body.find((i: { id: number }) => i.id === investmentId).status).toBe('active');
    const admin = await adminAccount(server);
    const list = await server.get('/api/secure-admin/reconciliation?status=matched', bearer(admin.token));
    expect(list.status).toBe(200);
    expect(list.body.find((r: { reference: string }) => r.reference === reference)).toMatchObject({
      status: 'matched',
      channel: 'mobile_money',
      paidAmount: '25000.00',
      paidCurrency: 'GHS',
    });
    const csv = await fetch(`${server.url}/api/secure-admin/reconciliation.csv`, { headers: bearer(admin.token) });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('x-truncated')).toBeNull();
    expect(await csv.text()).toContain(reference);
    // The CSV takes the list's filters: what the tab shows is what the file holds.
    const csvOf = async (query: string) =>
      (
        await fetch(`${server.url}/api/secure-admin/reconciliation.csv?${query}`, { headers: bearer(admin.token) })
      ).text();
    expect(await csvOf(`status=matched&provider=paystack&reference=${reference.slice(-6)}`)).toContain(reference);
    expect(await csvOf(`status=matched&reference=${reference.slice(-6)}`)).toContain(reference);
    expect(await csvOf('status=matched&reference=no-such-reference')).not.toContain(reference);
    expect(await csvOf(`status=held&reference=${reference.slice(-6)}`)).not.toContain(reference);
    expect(await csvOf(`status=matched&provider=flutterwave`)).not.toContain(reference);
    const bad = await fetch(`${server.url}/api/secure-admin/reconciliation.csv?status=bogus`, {
      headers: bearer(admin.token),
    });
    expect(bad.status).toBe(400);
  });
});
