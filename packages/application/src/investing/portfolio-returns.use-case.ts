import {
  hasReturns,
  ok,
  positionReturns,
  returnsCurrencies,
  returnsTotals,
  type AccountsUnitOfWork,
  type CurrencyCode,
  type CurrencyRateReader,
  type PositionReturns,
  type Result,
  type ReturnsTotal,
  type UnitOfWork,
} from '@cobuy/domain';
import type { AppError } from '../shared/app-error.js';
import { userIdInput, type UserIdInput } from '../shared/input-schemas.js';
import type { RequestContext } from '../shared/request-context.js';
import type { UseCase } from '../shared/use-case.js';

export interface PortfolioReturnsDeps {
  readonly uow: UnitOfWork;
  /** The home currency is an account setting. */
  readonly accounts: Pick<AccountsUnitOfWork, 'read'>;
  readonly rates: Pick<CurrencyRateReader, 'ratesAt'>;
}

export interface PortfolioReturns {
  /** The investor's choice in /settings; null until made (USD and GHS are shown then). */
  readonly homeCurrency: CurrencyCode | null;
  /** The currencies shown, in order: USD, GHS, then the home currency when it is another. */
  readonly currencies: readonly CurrencyCode[];
  /** "Today": the instant the today's rates were read at. */
  readonly asOf: Date;
  /** Paid positions (held and sold), newest first. */
  readonly positions: readonly PositionReturns[];
  readonly totals: readonly ReturnsTotal[];
}

/**
 * The dashboard's "Returns in cedis and your home currency": each paid position's contribution and value in USD,
 * GHS and the home currency, at the rate of its payment date and at today's, its property return apart from the
 * currency's effect (the split is the domain's `positionReturns`). The investor's own only: it is about their
 * choice of currency, which an admin has no use for. Every rate is read from the rate history in one statement.
 */
export class GetPortfolioReturns implements UseCase<UserIdInput, PortfolioReturns> {
  readonly name = 'investing.returns';
  readonly access = 'signed-in' as const;
  readonly input = userIdInput;
  readonly ownerOf = (input: UserIdInput) => input.userId;
  constructor(private readonly deps: PortfolioReturnsDeps) {}

  async execute(ctx: RequestContext, input: UserIdInput): Promise<Result<PortfolioReturns, AppError>> {
    const asOf = ctx.clock.now();
    const [profile, investments] = await Promise.all([
      this.deps.accounts.read(({ settings }) => settings.findProfile(input.userId)),
      this.deps.uow.read((store) => store.investments.listByUser(input.userId, ['active', 'completed'])),
    ]);
    const homeCurrency = profile?.homeCurrency ?? null;
    const codes = returnsCurrencies(homeCurrency);
    const paid = investments
      .filter((i) => hasReturns(i.status))
      // A payment date is recorded at confirmation; a position held without one counts from when it was opened.
      .map((i) => ({ ...i, investmentId: i.id, paidAt: i.paymentConfirmedAt ?? i.createdAt }));
    // Today's rates first, then each position's, every currency: one (code, instant) request each.
    const requests = [asOf, ...paid.map((p) => p.paidAt)].flatMap((instant) =>
      codes.map((code) => ({ code, instant })),
    );
    const answers = await this.deps.rates.ratesAt(requests);
    const rateOf = (row: number, column: number) => {
      const found = answers[row * codes.length + column];
      // Every listed currency has a rate from the epoch on (docs/currencies.md, "Seed"): none is a broken database.
      if (!found)
        throw new Error(
          `No ${codes[column]} rate in the history at ${requests[row * codes.length]!.instant.toISOString()}`,
        );
      return found.rate;
    };
    const positions = paid.map((p, k) =>
      positionReturns(
        p,
        codes.map((code, c) => ({ code, atPayment: rateOf(k + 1, c), today: rateOf(0, c) })),
      ),
    );
    return ok({ homeCurrency, currencies: codes, asOf, positions, totals: returnsTotals(positions, codes) });
  }
}
