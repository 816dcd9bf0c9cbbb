import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { currencyJson, rateAtJson, rateChangeJson } from '../src/openapi/currencies-response.schemas.js';
import { useTestServer } from '../src/testing/test-server.js';
import { adminAccount, bearer, newAccount, send, type TestAccount } from './support/accounts-helpers.js';

/*
 * Currencies as data (issue 20 item 3; docs/currencies.md): the seed is the spec's table, an admin's change is kept
 * in the history with who and when and audited, a rate "as of" an instant is looked up in the history, bad rates
 * are 400s naming the field, and concurrent changes serialise on the currency's row.
 */

const server = useTestServer({ seed: false });

let admin: TestAccount;
let investor: TestAccount;
beforeAll(async () => {
  admin = await adminAccount(server);
  investor = await newAccount(server);
});

const put = (code: string, body: unknown, token = admin.token) =>
  send(server, 'PUT', `/api/secure-admin/currencies/${code}`, body, bearer(token));

const historyRows = (code: string) =>
  server.db
    .em()
    .execute<{ rate: string; previous_rate: string | null; set_by: number | null; source: string }[]>(
      'select rate::text, previous_rate::text, set_by, source from currency_rate_changes where code = ? order by id',
      [code],
    );

const auditRows = (code: string) =>
  server.db
    .em()
    .execute<{ actor_id: number | null; action: string; before: unknown; after: unknown }[]>(
      `select actor_id, action, before, after from audit_log where entity = 'currency_rate' and entity_id = ? order by id`,
      [code],
    );

describe('the seed', () => {
  it("is the spec's table, USD first, JPY and KRW without decimals, each with a first history row", async () => {
    const res = await server.get('/api/currencies');
    expect(res.status).toBe(200);
    const list = z.array(currencyJson).parse(res.body);
    expect(list.map((c) => `${c.code}:${c.rate}:${c.symbol}:${c.decimals}`)).toEqual([
      'USD:1:$:2',
      'GHS:12.5:₵:2',
      'NGN:1650:₦:2',
      'XOF:610:CFA:2',
      'XAF:610:FCFA:2',
      'GBP:0.79:£:2',
      'EUR:0.92:€:2',
      'CNY:7.3:¥:2',
      'JPY:150:¥:0',
      'KRW:1350:₩:0',
    ]);
    const seeds = await server.db
      .em()
      .execute<{ n: string }[]>(
        "select count(*)::text as n from currency_rate_changes where source = 'seed' and effective_at = '1970-01-01Z'",
      );
    expect(Number(seeds[0]!.n)).toBe(10);
  });
});

describe('an admin changes a rate', () => {
  it('records who set which rate when, audits it, and the public list answers the new rate', async () => {
    const before = Date.now();
    const res = await put('GBP', { rate: '0.8100' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(currencyJson.parse(res.body)).toMatchObject({ code: 'GBP', rate: '0.81', symbol: '£' });

    const list = z.array(currencyJson).parse((await server.get('/api/currencies')).body);
    expect(list.find((c) => c.code === 'GBP')!.rate).toBe('0.81');

    expect(await historyRows('GBP')).toEqual([
      { rate: '0.790000', previous_rate: null, set_by: null, source: 'seed' },
      { rate: '0.810000', previous_rate: '0.790000', set_by: admin.id, source: 'admin' },
    ]);
    const audit = await auditRows('GBP');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_id: admin.id,
      action: 'currency_rate.updated',
      before: { rate: '0.79' },
      after: { rate: '0.81', source: 'admin' },
    });

    const history = await server.get('/api/secure-admin/currencies/GBP/history', bearer(admin.token));
    expect(history.status).toBe(200);
    const changes = z.array(rateChangeJson).parse(history.body);
    expect(changes.map((c) => [c.rate, c.previousRate, c.source, c.setBy?.email ?? null])).toEqual([
      ['0.81', '0.79', 'admin', admin.email],
      ['0.79', null, 'seed', null],
    ]);
    expect(Date.parse(changes[0]!.setAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(changes[0]!.effectiveAt).toBe(changes[0]!.setAt);
  });

  it('looks a rate up as of an instant in the history', async () => {
    const res = await put('EUR', { rate: 0.95 });
    expect(res.status).toBe(200);
    const [change] = z
      .array(rateChangeJson)
      .parse((await server.get('/api/secure-admin/currencies/EUR/history', bearer(admin.token))).body);
    const effective = Date.parse(change!.effectiveAt);

    const asOf = async (at?: string) => {
      const r = await server.get(`/api/currencies/EUR/rate${at ? `?at=${encodeURIComponent(at)}` : ''}`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return rateAtJson.parse(r.body);
    };
    expect(await asOf('2025-01-01')).toEqual({ code: 'EUR', rate: '0.92', effectiveAt: '1970-01-01T00:00:00.000Z' });
    expect((await asOf(new Date(effective - 1).toISOString())).rate).toBe('0.92');
    expect((await asOf(new Date(effective).toISOString())).rate).toBe('0.95');
    expect((await asOf()).rate).toBe('0.95');
    await expect(server.services.currencies.rates.rateAt('EUR', new Date(effective + 1))).resolves.toMatchObject({
      rate: '0.95',
    });

    const gql = await server.graphql('query($at: DateTime) { currencyRateAt(code: "EUR", at: $at) { rate } }', {
      at: '2024-06-01T00:00:00Z',
    });
    expect(gql.body).toEqual({ data: { currencyRateAt: { rate: '0.92' } } });

    const bad = await server.get('/api/currencies/EUR/rate?at=yesterday');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('at');
  });

  it('records nothing when the rate given is the current one', async () => {
    const before = (await historyRows('CNY')).length;
    expect((await put('CNY', { rate: '7.30' })).status).toBe(200);
    expect(await historyRows('CNY')).toHaveLength(before);
    expect(await auditRows('CNY')).toHaveLength(0);
  });

  it('works over GraphQL the same way', async () => {
    const res = await server.graphql(
      'mutation { setCurrencyRate(code: "NGN", rate: "1700.5") { code rate decimals } }',
      undefined,
      bearer(admin.token),
    );
    expect(res.body).toEqual({ data: { setCurrencyRate: { code: 'NGN', rate: '1700.5', decimals: 2 } } });
    const history = await server.graphql(
      '{ currencyRateHistory(code: "NGN") { rate previousRate source setBy { id } } }',
      undefined,
      bearer(admin.token),
    );
    expect(history.body.data.currencyRateHistory[0]).toEqual({
      rate: '1700.5',
      previousRate: '1650',
      source: 'admin',
      setBy: { id: admin.id },
    });
    expect(await auditRows('NGN')).toHaveLength(1);
  });
});

describe('refusals', () => {
  it.each([
    [{ rate: 0 }, 'must be greater than 0'],
    [{ rate: '0.00' }, 'must be greater than 0'],
    [{ rate: -1.5 }, 'must be greater than 0'],
    [{ rate: 'abc' }, 'must be a number'],
    [{ rate: '1e3' }, 'must be a number'],
    [{ rate: null }, 'must be a number'],
    [{}, 'must be a number'],
    [{ rate: '0.0000001' }, 'must have at most 6 decimals'],
  ])('refuses %j with a 400 naming rate, and changes nothing', async (body, reason) => {
    const res = await put('GHS', body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION.INVALID_INPUT');
    expect(res.body.fields).toEqual({ rate: reason });
    expect(await historyRows('GHS')).toHaveLength(1);
    expect(await auditRows('GHS')).toHaveLength(0);
  });

  it('refuses USD (the unit of account) and an unknown code with a 400 naming code', async () => {
    const usd = await put('USD', { rate: 2 });
    expect(usd.status).toBe(400);
    expect(Object.keys(usd.body.fields)).toEqual(['code']);
    const unknown = await put('BTC', { rate: 2 });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.body.fields)).toEqual(['code']);
    expect(await historyRows('USD')).toHaveLength(1);
  });

  it('refuses a bad rate over GraphQL with the field named', async () => {
    const res = await server.graphql(
      'mutation { setCurrencyRate(code: "GHS", rate: "-3") { rate } }',
      undefined,
      bearer(admin.token),
    );
    expect(res.body.errors[0].extensions).toMatchObject({
      code: 'VALIDATION.INVALID_INPUT',
      fields: { rate: 'must be greater than 0' },
    });
  });

  it('refuses an investor and a visitor', async () => {
    expect((await put('GHS', { rate: 13 }, investor.token)).status).toBe(403);
    expect((await send(server, 'PUT', '/api/secure-admin/currencies/GHS', { rate: 13 })).status).toBe(401);
    expect((await server.get('/api/secure-admin/currencies/GHS/history', bearer(investor.token))).status).toBe(403);
    expect(await historyRows('GHS')).toHaveLength(1);
  });
});

describe('concurrent changes', () => {
  it('serialise on the currency row: every change is kept, each replacing the one before, the last is current', async () => {
    const rates = ['601', '602', '603', '604', '605', '606'];
    const answers = await Promise.all(rates.map((rate) => put('XOF', { rate })));
    expect(answers.map((a) => a.status)).toEqual(rates.map(() => 200));
    const rows = await historyRows('XOF');
    expect(rows).toHaveLength(1 + rates.length);
    // A chain: each change's previous rate is the rate of the change before it.
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.previous_rate).toBe(rows[i - 1]!.rate);
    const current = z.array(currencyJson).parse((await server.get('/api/currencies')).body);
    expect(Number(current.find((c) => c.code === 'XOF')!.rate)).toBe(Number(rows.at(-1)!.rate));
    expect(await auditRows('XOF')).toHaveLength(rates.length);
  });
});
