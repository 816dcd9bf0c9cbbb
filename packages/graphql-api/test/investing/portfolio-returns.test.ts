import { beforeAll, describe, expect, it } from 'vitest';
import { portfolioReturnsJson } from '../../src/openapi/returns-response.schemas.js';
import { useTestServer } from '../../src/testing/test-server.js';
import { adminAccount, bearer, freshIp, newAccount, send, type TestAccount } from '../support/accounts-helpers.js';
import { insertApprovedKyc, projectWithUnit } from './support/investing-data.js';
import { contextOf, FakeClock, run, valueOf } from './support/investing-fixture.js';

/*
 * Returns in cedis and the home currency (issue 22 item 6) on PostgreSQL: positions paid at dated rates from the
 * rate history, one sold and one held, read back over REST and GraphQL with the figures worked out by hand;
 * the investor's own only.
 */

const server = useTestServer({ seed: false });
const clock = new FakeClock();
const call = (who: TestAccount | null, method: string, path: string, body?: unknown) =>
  send(server, method, path, body, { ...(who ? bearer(who.token) : {}), ...freshIp() });

let admin: TestAccount;
let ama: TestAccount;
let soldId: number;
let heldId: number;

const at = (iso: string) => clock.set(new Date(iso));
const asAdmin = () => contextOf(admin.id, 'admin', clock);
const setRate = async (code: string, rate: string) =>
  valueOf(await run(server.services.currencies.setRate, asAdmin(), { code, rate }));
const invest = async (unit: { projectId: number; unitId: number }, amount: string) => {
  const opened = valueOf(
    await run(server.services.investing.createInvestment, contextOf(ama.id, 'user', clock), { ...unit, amount }),
  );
  return opened.id;
};
const confirm = async (investmentId: number) =>
  valueOf(await run(server.services.investing.confirmPayment, asAdmin(), { investmentId }));

beforeAll(async () => {
  admin = await adminAccount(server);
  ama = await newAccount(server);
  await insertApprovedKyc(server.db, ama.id, new Date('2026-01-01T00:00:00Z'));
  // The cedi at 14 from February (the seed's 12.5 before); GBP keeps the seed's 0.79 until May.
  at('2026-02-01T09:00:00Z');
  await setRate('GHS', '14');
  // A sold position: $1,000 of a $4,000 unit, paid 2 March, sold with $600 profit (a $150 share).
  at('2026-03-02T10:00:00Z');
  const sold = await projectWithUnit(server.db, { price: '4000.00' });
  soldId = await invest(sold, '1000.00');
  await confirm(soldId);
  // A held position paid 10 April, and one still awaiting payment (no returns).
  at('2026-04-10T10:00:00Z');
  const held = await projectWithUnit(server.db, { price: '2500.50' });
  heldId = await invest(held, '2500.50');
  await confirm(heldId);
  await invest(await projectWithUnit(server.db, { price: '900.00' }), '300.00');
  // Since May: the cedi at 15.2, the pound at 0.74 (today's rates for the reads below).
  at('2026-05-01T09:00:00Z');
  await setRate('GHS', '15.2');
  await setRate('GBP', '0.74');
  at('2026-09-01T09:00:00Z');
  valueOf(await run(server.services.investing.markUnitSold, asAdmin(), { unitId: sold.unitId, soldPrice: '4600.00' }));
});

describe('returns in cedis and the home currency', () => {
  it('shows USD and GHS until a home currency is chosen', async () => {
    const res = await call(ama, 'GET', `/api/portfolio/${ama.id}/returns`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = portfolioReturnsJson.parse(res.body);
    expect(body.homeCurrency).toBeNull();
    expect(body.currencies).toEqual(['USD', 'GHS']);
    expect(body.positions.map((p) => p.investmentId).sort()).toEqual([soldId, heldId].sort());
  });

  it('splits each position into property return and currency effect at the payment-date and today’s rates', async () => {
    expect((await call(ama, 'PUT', `/api/users/${ama.id}/home-currency`, { homeCurrency: 'GBP' })).status).toBe(200);
    const body = portfolioReturnsJson.parse((await call(ama, 'GET', `/api/portfolio/${ama.id}/returns`)).body);
    expect(body.currencies).toEqual(['USD', 'GHS', 'GBP']);
    const sold = body.positions.find((p) => p.investmentId === soldId)!;
    const held = body.positions.find((p) => p.investmentId === heldId)!;
    expect(sold).toMatchObject({ valueBasis: 'sale', paidAt: '2026-03-02T10:00:00.000Z' });
    expect(sold.currencies).toEqual([
      {
        code: 'USD',
        rateAtPayment: '1',
        rateToday: '1',
        contribution: { atPayment: '1000.00', today: '1000.00' },
        value: { atPayment: '1150.00', today: '1150.00' },
        propertyReturn: '150.00',
        currencyEffect: '0.00',
        totalReturn: '150.00',
      },
      {
        code: 'GHS',
        rateAtPayment: '14',
        rateToday: '15.2',
        contribution: { atPayment: '14000.00', today: '15200.00' },
        value: { atPayment: '16100.00', today: '17480.00' },
        propertyReturn: '2100.00',
        currencyEffect: '1380.00',
        totalReturn: '3480.00',
      },
      {
        code: 'GBP',
        rateAtPayment: '0.79',
        rateToday: '0.74',
        contribution: { atPayment: '790.00', today: '740.00' },
        value: { atPayment: '908.50', today: '851.00' },
        propertyReturn: '118.50',
        currencyEffect: '-57.50',
        totalReturn: '61.00',
      },
    ]);
    // Unsold: valued at its contribution, so only the currency moved it. 2,500.50 × 0.79 = 1,975.395 → 1,975.40.
    expect(held.valueBasis).toBe('contribution');
    expect(held.currencies.slice(1)).toEqual([
      expect.objectContaining({
        code: 'GHS',
        contribution: { atPayment: '35007.00', today: '38007.60' },
        value: { atPayment: '35007.00', today: '38007.60' },
        propertyReturn: '0.00',
        currencyEffect: '3000.60',
      }),
      expect.objectContaining({
        code: 'GBP',
        value: { atPayment: '1975.40', today: '1850.37' },
        propertyReturn: '0.00',
        currencyEffect: '-125.03',
        totalReturn: '-125.03',
      }),
    ]);
    expect(body.totals.find((t) => t.code === 'GHS')).toEqual({
      code: 'GHS',
      contribution: { atPayment: '49007.00', today: '53207.60' },
      value: { atPayment: '51107.00', today: '55487.60' },
      propertyReturn: '2100.00',
      currencyEffect: '4380.60',
      totalReturn: '6480.60',
    });
  });

  it('answers the same over GraphQL', async () => {
    const res = await server.graphql(
      '{ myReturns { homeCurrency currencies positions { investmentId valueBasis currencies { code propertyReturn currencyEffect } } } }',
      {},
      { ...bearer(ama.token), ...freshIp() },
    );
    const sold = res.body.data.myReturns.positions.find((p: { investmentId: number }) => p.investmentId === soldId);
    expect(res.body.data.myReturns).toMatchObject({ homeCurrency: 'GBP', currencies: ['USD', 'GHS', 'GBP'] });
    expect(sold.currencies[2]).toEqual({ code: 'GBP', propertyReturn: '118.50', currencyEffect: '-57.50' });
  });

  it('is the investor’s own: another user and an admin are refused, and signed out is 401', async () => {
    const kofi = await newAccount(server, 'kofi');
    expect((await call(kofi, 'GET', `/api/portfolio/${ama.id}/returns`)).status).toBe(403);
    expect((await call(admin, 'GET', `/api/portfolio/${ama.id}/returns`)).status).toBe(403);
    expect((await call(null, 'GET', `/api/portfolio/${ama.id}/returns`)).status).toBe(401);
    const own = portfolioReturnsJson.parse((await call(kofi, 'GET', `/api/portfolio/${kofi.id}/returns`)).body);
    expect(own).toMatchObject({ positions: [], homeCurrency: null });
    expect(own.totals.map((t) => [t.code, t.totalReturn])).toEqual([
      ['USD', '0.00'],
      ['GHS', '0.00'],
    ]);
  });
});
