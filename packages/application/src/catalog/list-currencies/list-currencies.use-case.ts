import { DEFAULT_CURRENCY_RATES, ok, type CatalogReadRepository, type CurrencyRate, type Result } from '@cobuy/domain';
import { type z } from 'zod';
import type { AppError } from '../../shared/app-error.js';
import { noInput } from '../../shared/input-schemas.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';

/** The display currencies with their rates per 1 USD; the spec's table until an admin edits it. */
export class ListCurrencies implements UseCase<z.output<typeof noInput>, CurrencyRate[]> {
  readonly name = 'ListCurrencies';
  readonly access = 'public';
  readonly input = noInput;

  constructor(private readonly deps: { catalog: CatalogReadRepository }) {}

  async execute(_ctx: RequestContext): Promise<Result<CurrencyRate[], AppError>> {
    const stored = await this.deps.catalog.listCurrencyRates();
    return ok(stored.length > 0 ? stored : [...DEFAULT_CURRENCY_RATES]);
  }
}
