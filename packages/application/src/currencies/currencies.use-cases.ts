import {
  BASE_CURRENCY,
  CURRENCY_CODES,
  err,
  ok,
  parseRate,
  type CurrencyCode,
  type CurrencyRate,
  type CurrencyRateChange,
  type CurrencyRateReader,
  type CurrencyRatesUnitOfWork,
  type ExchangeRateProvider,
  type RateAt,
  type Result,
  type ScheduledRunClaim,
} from '@cobuy/domain';
import type { z } from 'zod';
import { appError, type AppError } from '../shared/app-error.js';
import { noInput } from '../shared/input-schemas.js';
import type { RequestContext } from '../shared/request-context.js';
import type { UseCase } from '../shared/use-case.js';
import {
  currencyRateAtInput,
  currencyRateHistoryInput,
  RATE_HISTORY_LIMIT,
  setCurrencyRateInput,
  type CurrencyRateAtInput,
  type CurrencyRateHistoryInput,
  type SetCurrencyRateInput,
} from './currencies-input.schemas.js';

export interface CurrenciesDeps {
  readonly rates: CurrencyRateReader;
  readonly uow: CurrencyRatesUnitOfWork;
}

/** The display currencies with their current rates per 1 USD, from the database (public; the picker's list). */
export class ListCurrencies implements UseCase<z.output<typeof noInput>, CurrencyRate[]> {
  readonly name = 'ListCurrencies';
  readonly access = 'public';
  readonly input = noInput;
  constructor(private readonly deps: Pick<CurrenciesDeps, 'rates'>) {}

  async execute(_ctx: RequestContext): Promise<Result<CurrencyRate[], AppError>> {
    return ok(await this.deps.rates.listCurrent());
  }
}

const currencyMissing = (code: CurrencyCode): AppError =>
  appError('RESOURCE.NOT_FOUND', `The currency ${code} is not in the rates data`, { details: { code } });

/** USD is the unit of account: every rate is "per 1 USD", so its own is 1 and cannot be set. */
const baseRateFixed = (): AppError =>
  appError('VALIDATION.INVALID_INPUT', 'USD is the unit of account: its rate is always 1', {
    fields: { code: 'USD is the unit of account; its rate is always 1' },
  });

export interface RateChangeResult {
  readonly currency: CurrencyRate;
  /** The change recorded, or null when the rate given is the current one (nothing is recorded then). */
  readonly change: { readonly previousRate: string; readonly rate: string; readonly effectiveAt: Date } | null;
}

/**
 * Records a new rate: under the currency's row lock, the history row (who, when, effective now), the current
 * rate and the audit entry in one transaction, so concurrent edits serialise and the history's last change is
 * always the current rate. Stored amounts are never touched: rates only change how amounts are displayed.
 */
async function changeRate(
  uow: CurrencyRatesUnitOfWork,
  ctx: RequestContext,
  change: { code: CurrencyCode; rate: string; source: 'admin' | 'provider' },
): Promise<Result<RateChangeResult, AppError>> {
  const setBy = ctx.actor?.userId ?? null;
  return uow.run(async (tx) => {
    const current = await tx.rates.lockCurrent(change.code);
    if (!current) return err(currencyMissing(change.code));
    if (current.rate === change.rate) return ok({ currency: current, change: null });
    // Effective from the moment it is recorded: never back-dated (a change dated before one made since would
    // leave the history's last change different from the current rate), never ahead (no scheduled rates).
    const setAt = ctx.clock.now();
    const effectiveAt = setAt;
    await tx.rates.recordChange({
      code: change.code,
      rate: change.rate,
      effectiveAt,
      setAt,
      setBy,
      source: change.source,
    });
    await tx.audit.record({
      actorId: setBy,
      action: 'currency_rate.updated',
      entity: 'currency_rate',
      entityId: change.code,
      before: { rate: current.rate },
      after: { rate: change.rate, effectiveAt: effectiveAt.toISOString(), source: change.source },
      at: setAt,
      correlationId: ctx.correlationId,
    });
    return ok({
      currency: { ...current, rate: change.rate },
      change: { previousRate: current.rate, rate: change.rate, effectiveAt },
    });
  });
}

/** An admin sets a currency's rate per 1 USD (effective at once); audited; no four eyes (it moves no money). */
export class SetCurrencyRate implements UseCase<SetCurrencyRateInput, CurrencyRate> {
  readonly name = 'currencies.setRate';
  readonly access = 'admin' as const;
  readonly input = setCurrencyRateInput;
  constructor(private readonly deps: Pick<CurrenciesDeps, 'uow'>) {}

  async execute(ctx: RequestContext, input: SetCurrencyRateInput): Promise<Result<CurrencyRate, AppError>> {
    const code = input.code as CurrencyCode;
    if (code === BASE_CURRENCY) return err(baseRateFixed());
    const result = await changeRate(this.deps.uow, ctx, { code, rate: input.rate, source: 'admin' });
    return result.ok ? ok(result.value.currency) : result;
  }
}

/** Every change of one currency's rate, newest first (admins): the Currencies tab's history. */
export class ListCurrencyRateHistory implements UseCase<CurrencyRateHistoryInput, CurrencyRateChange[]> {
  readonly name = 'currencies.history';
  readonly access = 'admin' as const;
  readonly input = currencyRateHistoryInput;
  constructor(private readonly deps: Pick<CurrenciesDeps, 'rates'>) {}

  async execute(
    _ctx: RequestContext,
    input: CurrencyRateHistoryInput,
  ): Promise<Result<CurrencyRateChange[], AppError>> {
    return ok(await this.deps.rates.history(input.code as CurrencyCode, RATE_HISTORY_LIMIT));
  }
}

/**
 * The rate a currency had at an instant (public, like the rates themselves): what a statement or a home-currency
 * return of that date converts with (issue 22). Now when no instant is given.
 */
export class GetCurrencyRateAt implements UseCase<CurrencyRateAtInput, RateAt> {
  readonly name = 'currencies.rateAt';
  readonly access = 'public';
  readonly input = currencyRateAtInput;
  constructor(private readonly deps: Pick<CurrenciesDeps, 'rates'>) {}

  async execute(ctx: RequestContext, input: CurrencyRateAtInput): Promise<Result<RateAt, AppError>> {
    const code = input.code as CurrencyCode;
    const found = await this.deps.rates.rateAt(code, input.at ?? ctx.clock.now());
    return found ? ok(found) : err(appError('RESOURCE.NOT_FOUND', `No rate of ${code} is recorded that early`));
  }
}

export interface ProviderRunReport {
  /** Codes whose rate changed. */
  readonly changed: CurrencyCode[];
  /** Codes the provider answered with a rate that was refused, and why. */
  readonly refused: Record<string, string>;
  /** Whether this process ran the fetch (another one had claimed this interval otherwise). */
  readonly ran: boolean;
}

export const PROVIDER_JOB = 'currency-rates.provider';

/**
 * The optional scheduled fetch (off by default; docs/currencies.md): claims the interval's run in the database
 * (one process of many fetches), asks the provider, and records each listed currency whose rate changed, exactly
 * as an admin's change is recorded (history row, audit entry with no actor, source `provider`). A rate the
 * provider gives that is not a positive number is skipped and reported; USD and unlisted codes are ignored.
 */
export class FetchProviderRates {
  constructor(
    private readonly deps: {
      readonly uow: CurrencyRatesUnitOfWork;
      readonly provider: ExchangeRateProvider;
      readonly claim: ScheduledRunClaim;
      readonly intervalMs: number;
    },
  ) {}

  async run(ctx: RequestContext, signal: AbortSignal): Promise<ProviderRunReport> {
    const now = ctx.clock.now();
    if (!(await this.deps.claim.claim(PROVIDER_JOB, now, this.deps.intervalMs))) {
      return { changed: [], refused: {}, ran: false };
    }
    const answer = await this.deps.provider.fetchRates(signal);
    const changed: CurrencyCode[] = [];
    const refused: Record<string, string> = {};
    for (const code of CURRENCY_CODES) {
      if (code === BASE_CURRENCY || !(code in answer.rates)) continue;
      const parsed = parseRate(answer.rates[code]);
      if (!parsed.ok) {
        refused[code] = parsed.reason;
        continue;
      }
      const result = await changeRate(this.deps.uow, ctx, { code, rate: parsed.rate, source: 'provider' });
      if (result.ok && result.value.change) changed.push(code);
    }
    return { changed, refused, ran: true };
  }
}
