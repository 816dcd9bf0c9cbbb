import type { CurrencyCode, CurrencyRate, CurrencyRateChange, CurrencyRateSource, RateAt } from '../money/currency.js';
import type { AuditLog } from './audit-log.port.js';

/**
 * The display currencies' rates as data (rules §1; docs/currencies.md): the current rate of each currency, and
 * every change ever made to it. Read by the public list, by server code that converts for display, and (issue 22)
 * by statements and home-currency returns through `rateAt`.
 */
export interface CurrencyRateReader {
  /** Every currency with its current rate, in the picker's order (USD first). */
  listCurrent(): Promise<CurrencyRate[]>;
  /**
   * The rate of `code` in force at `instant`: the latest change whose `effectiveAt` is at or before it. Before the
   * first change the seed counts (it is effective from the epoch). Null for a currency the data does not hold.
   */
  rateAt(code: CurrencyCode, instant: Date): Promise<RateAt | null>;
  /**
   * `rateAt` for many (code, instant) pairs at once (a dashboard's positions, a statement's dates), in one read:
   * the answers in the order asked, null where the data holds no rate.
   */
  ratesAt(requests: readonly RateRequest[]): Promise<(RateAt | null)[]>;
  /** The changes of `code`, newest first, at most `limit`. */
  history(code: CurrencyCode, limit: number): Promise<CurrencyRateChange[]>;
}

export interface RateRequest {
  readonly code: CurrencyCode;
  readonly instant: Date;
}

export interface NewCurrencyRateChange {
  readonly code: CurrencyCode;
  readonly rate: string;
  readonly effectiveAt: Date;
  readonly setAt: Date;
  readonly setBy: number | null;
  readonly source: Exclude<CurrencyRateSource, 'seed'>;
}

/** The writes, inside one transaction. */
export interface CurrencyRateStore {
  /** The currency's current row, locked (FOR UPDATE) until the transaction ends; null when it does not exist. */
  lockCurrent(code: CurrencyCode): Promise<CurrencyRate | null>;
  /** Appends the change to the history and makes it the current rate. */
  recordChange(change: NewCurrencyRateChange): Promise<void>;
}

export interface CurrencyRatesTransaction {
  readonly rates: CurrencyRateStore;
  readonly audit: AuditLog;
}

/** A rate change, its history row and its audit entry are stored together, or none of them. */
export interface CurrencyRatesUnitOfWork {
  run<T>(work: (tx: CurrencyRatesTransaction) => Promise<T>): Promise<T>;
}

/**
 * An outside source of exchange rates (the optional scheduled fetch; off by default). Answers units per 1 USD
 * for the codes it knows, as it sent them (the use case validates each); rejects when it cannot answer in time.
 */
export interface ExchangeRateProvider {
  fetchRates(signal: AbortSignal): Promise<ProviderRates>;
}

export interface ProviderRates {
  /** Code → rate per 1 USD, as the provider wrote it (a number or a string). */
  readonly rates: Readonly<Record<string, unknown>>;
}

/**
 * "Run at most once per interval across every process": a claim stored in the database (the claim pattern of
 * the payment-window jobs). `claim` answers true to exactly one caller per due run.
 */
export interface ScheduledRunClaim {
  claim(job: string, now: Date, intervalMs: number): Promise<boolean>;
}
