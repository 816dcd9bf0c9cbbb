import {
  currencyDecimals,
  isCurrencyCode,
  type CurrencyCode,
  type CurrencyRate,
  type CurrencyRateChange,
  type CurrencyRateReader,
  type CurrencyRateSource,
  type CurrencyRatesTransaction,
  type CurrencyRatesUnitOfWork,
  type CurrencyRateStore,
  type NewCurrencyRateChange,
  type RateAt,
  type RateRequest,
  type ScheduledRunClaim,
} from '@cobuy/domain';
import type { SqlRow } from '../accounts/accounts-row-mappers.js';
import { SqlAuditLog } from '../audit/sql-audit-log.js';
import type { Database, SqlEntityManager } from '../persistence/orm.js';
import { toDate } from '../persistence/timestamps.js';

/** numeric(18,6) comes back as "12.500000": the canonical text drops the trailing zeros. */
const trimDecimal = (value: unknown): string => {
  const text = String(value);
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
};

const code = (v: unknown): CurrencyCode => {
  const text = String(v);
  if (!isCurrencyCode(text)) throw new RangeError(`Unknown currency ${text} in currency_rates`);
  return text;
};

const CURRENT_COLUMNS = 'code, name, symbol, flag, rate, decimals';

const toCurrencyRate = (r: SqlRow): CurrencyRate => ({
  code: code(r.code),
  name: String(r.name),
  symbol: String(r.symbol),
  flag: String(r.flag),
  rate: trimDecimal(r.rate),
  // The decimals follow the domain's rule (0 for JPY and KRW) whatever the row says.
  decimals: currencyDecimals(code(r.code)),
});

const toChange = (r: SqlRow): CurrencyRateChange => ({
  id: Number(r.id),
  code: code(r.code),
  rate: trimDecimal(r.rate),
  previousRate: r.previous_rate === null || r.previous_rate === undefined ? null : trimDecimal(r.previous_rate),
  effectiveAt: toDate(r.effective_at),
  setAt: toDate(r.set_at),
  setBy: r.set_by === null || r.set_by === undefined ? null : Number(r.set_by),
  setByEmail: r.set_by_email === null || r.set_by_email === undefined ? null : String(r.set_by_email),
  source: String(r.source) as CurrencyRateSource,
});

/** The rates and their history, read outside any write transaction. */
export class SqlCurrencyRateReader implements CurrencyRateReader {
  constructor(private readonly db: Database) {}

  async listCurrent(): Promise<CurrencyRate[]> {
    const rows = await this.db
      .em()
      .execute<SqlRow[]>(`select ${CURRENT_COLUMNS} from currency_rates order by sort_order, code`);
    return rows.filter((r) => isCurrencyCode(r.code)).map(toCurrencyRate);
  }

  async rateAt(currency: CurrencyCode, instant: Date): Promise<RateAt | null> {
    // The latest change effective at or before the instant; among changes effective at the same instant, the
    // last recorded. The seed is effective from the epoch, so only an instant before 1970 finds nothing.
    const rows = await this.db.em().execute<SqlRow[]>(
      `select code, rate, effective_at from currency_rate_changes
        where code = ? and effective_at <= ?
        order by effective_at desc, id desc limit 1`,
      [currency, instant],
    );
    const row = rows[0];
    return row ? { code: code(row.code), rate: trimDecimal(row.rate), effectiveAt: toDate(row.effective_at) } : null;
  }

  async ratesAt(requests: readonly RateRequest[]): Promise<(RateAt | null)[]> {
    if (requests.length === 0) return [];
    // One statement: each request a row of a VALUES list, its rate found as `rateAt` finds it (the same order,
    // the same index), so a dashboard of many positions reads its rates in one round trip.
    const rows = await this.db.em().execute<SqlRow[]>(
      `select v.i, c.code, c.rate, c.effective_at
         from (values ${requests.map(() => '(?::int, ?::text, ?::timestamptz)').join(', ')}) as v (i, code, at)
         join lateral (
           select code, rate, effective_at from currency_rate_changes
            where code = v.code and effective_at <= v.at
            order by effective_at desc, id desc limit 1
         ) c on true`,
      requests.flatMap((r, i) => [i, r.code, r.instant]),
    );
    const found = new Map(
      rows.map((r) => [
        Number(r.i),
        { code: code(r.code), rate: trimDecimal(r.rate), effectiveAt: toDate(r.effective_at) } satisfies RateAt,
      ]),
    );
    return requests.map((_, i) => found.get(i) ?? null);
  }

  async history(currency: CurrencyCode, limit: number): Promise<CurrencyRateChange[]> {
    const rows = await this.db.em().execute<SqlRow[]>(
      `select c.id, c.code, c.rate, c.previous_rate, c.effective_at, c.set_at, c.set_by, u.email as set_by_email,
              c.source
         from currency_rate_changes c left join users u on u.id = c.set_by
        where c.code = ?
        order by c.effective_at desc, c.id desc limit ?`,
      [currency, limit],
    );
    return rows.map(toChange);
  }
}

class SqlCurrencyRateStore implements CurrencyRateStore {
  constructor(private readonly em: SqlEntityManager) {}

  async lockCurrent(currency: CurrencyCode): Promise<CurrencyRate | null> {
    const rows = await this.em.execute<SqlRow[]>(
      `select ${CURRENT_COLUMNS} from currency_rates where code = ? for update`,
      [currency],
    );
    return rows[0] ? toCurrencyRate(rows[0]) : null;
  }

  async recordChange(change: NewCurrencyRateChange): Promise<void> {
    // Called with the currency's row locked (lockCurrent): the previous rate read here is the one replaced.
    await this.em.execute(
      `insert into currency_rate_changes (code, rate, previous_rate, effective_at, set_at, set_by, source)
       select code, ?, rate, ?, ?, ?, ? from currency_rates where code = ?`,
      [change.rate, change.effectiveAt, change.setAt, change.setBy, change.source, change.code],
      'run',
    );
    await this.em.execute(
      'update currency_rates set rate = ?, updated_at = ? where code = ?',
      [change.rate, change.setAt, change.code],
      'run',
    );
  }
}

/** A rate change, its history row and its audit entry in one transaction. */
export class SqlCurrencyRatesUnitOfWork implements CurrencyRatesUnitOfWork {
  constructor(private readonly db: Database) {}

  run<T>(work: (tx: CurrencyRatesTransaction) => Promise<T>): Promise<T> {
    return this.db
      .em()
      .transactional((em) => work({ rates: new SqlCurrencyRateStore(em), audit: new SqlAuditLog(em) }));
  }
}

/**
 * A periodic job's claim, in `scheduled_runs`: one conditional write per due run, so of several processes (or
 * several timers of one) exactly one gets true per interval. Like the payment-window jobs' claims, it needs no
 * leader and survives restarts (the last run's time is stored).
 */
export class SqlScheduledRunClaim implements ScheduledRunClaim {
  constructor(private readonly db: Database) {}

  async claim(job: string, now: Date, intervalMs: number): Promise<boolean> {
    const due = new Date(now.getTime() - intervalMs);
    const rows = await this.db.em().execute<SqlRow[]>(
      `insert into scheduled_runs (job, last_run_at) values (?, ?)
       on conflict (job) do update set last_run_at = excluded.last_run_at
         where scheduled_runs.last_run_at <= ?
       returning job`,
      [job, now, due],
    );
    return rows.length === 1;
  }
}
