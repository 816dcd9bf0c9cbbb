import { HttpExchangeRateProvider, SqlCurrencyRatesUnitOfWork, SqlScheduledRunClaim } from '@cobuy/adapters';
import { FetchProviderRates } from '@cobuy/application';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../src/composition-root.js';
import { useTestServer } from '../src/testing/test-server.js';

/*
 * The optional rates provider (docs/currencies.md, "Provider") against a fake HTTP provider: what it records
 * (like an admin's change: history and audit, no actor), what it refuses, that one run per interval happens
 * however many processes try, and that a slow or wrong provider changes nothing.
 */

let answer: { status: number; body: unknown; delayMs: number } = { status: 200, body: {}, delayMs: 0 };
let hits = 0;
let provider: Server;
const env: NodeJS.ProcessEnv = {};

beforeAll(async () => {
  provider = createServer((req, res) => {
    hits += 1;
    const { status, body, delayMs } = answer;
    const timer = setTimeout(() => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    }, delayMs);
    req.on('close', () => clearTimeout(timer));
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  env.RATES_PROVIDER_URL = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/latest/USD`;
  env.RATES_PROVIDER_INTERVAL_MINUTES = '60';
  env.RATES_PROVIDER_TIMEOUT_MS = '500';
});
afterAll(async () => {
  provider.closeAllConnections();
  await new Promise((resolve) => provider.close(resolve));
});

const server = useTestServer({ seed: false, env });

const history = (code: string) =>
  server.db
    .em()
    .execute<{ rate: string; set_by: number | null; source: string }[]>(
      'select rate::text, set_by, source from currency_rate_changes where code = ? order by id',
      [code],
    );

/** The same job on its own claim interval (0: always due), for runs after the scheduled one. */
const jobWith = (timeoutMs: number) =>
  new FetchProviderRates({
    uow: new SqlCurrencyRatesUnitOfWork(server.db),
    provider: new HttpExchangeRateProvider({ url: env.RATES_PROVIDER_URL!, timeoutMs }),
    claim: new SqlScheduledRunClaim(server.db),
    intervalMs: 0,
  });

describe('the rates provider', () => {
  it('is off unless RATES_PROVIDER_URL is set, and on here', () => {
    expect(server.services.currencyJobs.fetchProviderRates).not.toBeNull();
    expect(server.services.currencyJobs.providerIntervalMs).toBe(3_600_000);
  });

  it('records the changed rates like an admin change (history, audit, no actor) and refuses bad ones', async () => {
    answer = {
      status: 200,
      delayMs: 0,
      body: {
        result: 'success',
        base_code: 'USD',
        rates: { USD: 2, GHS: 13.25, GBP: '0.8', EUR: 0.92, NGN: 0, XOF: 'n/a', KRW: -5, BTC: 0.00001 },
      },
    };
    hits = 0;
    // Three processes' timers at once: one claims the interval and fetches, the others do nothing.
    const job = server.services.currencyJobs.fetchProviderRates!;
    const reports = await Promise.all([1, 2, 3].map(() => job.run(systemContext(), new AbortController().signal)));
    expect(hits).toBe(1);
    const ran = reports.filter((r) => r.ran);
    expect(ran).toHaveLength(1);
    expect(ran[0]!.changed).toEqual(['GHS', 'GBP']);
    expect(ran[0]!.refused).toEqual({
      NGN: 'must be greater than 0',
      XOF: 'must be a number',
      KRW: 'must be greater than 0',
    });

    expect(await history('GHS')).toEqual([
      { rate: '12.500000', set_by: null, source: 'seed' },
      { rate: '13.250000', set_by: null, source: 'provider' },
    ]);
    expect(await history('USD')).toHaveLength(1);
    expect(await history('EUR')).toHaveLength(1);
    expect(await history('NGN')).toHaveLength(1);
    const audit = await server.db
      .em()
      .execute<{ actor_id: number | null; entity_id: string }[]>(
        "select actor_id, entity_id from audit_log where action = 'currency_rate.updated' order by id",
      );
    expect(audit).toEqual([
      { actor_id: null, entity_id: 'GHS' },
      { actor_id: null, entity_id: 'GBP' },
    ]);
    const list = await server.get('/api/currencies');
    expect(list.body.find((c: { code: string }) => c.code === 'GBP').rate).toBe('0.8');

    // Within the interval nothing runs again.
    const again = await job.run(systemContext(), new AbortController().signal);
    expect(again.ran).toBe(false);
    expect(hits).toBe(1);
  });

  it('gives up on a slow provider at its timeout and changes nothing', async () => {
    answer = { status: 200, delayMs: 3_000, body: { base: 'USD', rates: { GHS: 99 } } };
    const started = Date.now();
    await expect(jobWith(300).run(systemContext(), new AbortController().signal)).rejects.toThrow(/abort|timeout/i);
    expect(Date.now() - started).toBeLessThan(2_500);
    expect((await history('GHS')).at(-1)!.rate).toBe('13.250000');
  });

  it('refuses an answer in another base, or an error status, and changes nothing', async () => {
    answer = { status: 200, delayMs: 0, body: { base: 'EUR', rates: { GHS: 14 } } };
    await expect(jobWith(500).run(systemContext(), new AbortController().signal)).rejects.toThrow(/not USD/);
    answer = { status: 503, delayMs: 0, body: { error: 'down' } };
    await expect(jobWith(500).run(systemContext(), new AbortController().signal)).rejects.toThrow(/HTTP 503/);
    answer = { status: 200, delayMs: 0, body: { base: 'USD' } };
    await expect(jobWith(500).run(systemContext(), new AbortController().signal)).rejects.toThrow(/no `rates`/);
    expect((await history('GHS')).at(-1)!.rate).toBe('13.250000');
  });
});
