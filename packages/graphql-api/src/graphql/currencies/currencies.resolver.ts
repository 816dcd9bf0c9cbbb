import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import {
  presentCurrency,
  presentRateAt,
  presentRateChange,
  type CurrencyJson,
  type RateAtJson,
  type RateChangeJson,
} from '../../presenters/currencies.presenter.js';
import { CurrencyType } from '../catalog/catalog.types.js';
import type { GraphQLContext } from '../context.js';
import { resolveUseCase } from '../errors.js';
import { DateTimeScalar } from '../scalars.js';
import { CurrencyRateAtType, CurrencyRateChangeType } from './currencies.types.js';

/**
 * Currencies as data over GraphQL (docs/currencies.md): the same use cases and refusals as /api/currencies and
 * /api/secure-admin/currencies (a bad rate or USD is VALIDATION.INVALID_INPUT naming the field). The list itself is
 * `Query.currencies` (catalog-misc.resolver.ts).
 */
@Resolver()
export class CurrenciesResolver {
  @Query(() => CurrencyRateAtType, {
    description: 'The rate a currency had at an instant (now when `at` is null): statements, home-currency returns.',
  })
  async currencyRateAt(
    @Ctx() ctx: GraphQLContext,
    @Arg('code', () => String) code: string,
    @Arg('at', () => DateTimeScalar, { nullable: true }) at?: Date | null,
  ): Promise<RateAtJson> {
    return presentRateAt(
      await resolveUseCase(ctx.services.currencies.rateAt, ctx.request, {
        code,
        ...(at ? { at: at.toISOString() } : {}),
      }),
    );
  }

  @Query(() => [CurrencyRateChangeType], {
    description: "A currency's rate changes, newest first, at most 100 (admins only).",
  })
  async currencyRateHistory(
    @Ctx() ctx: GraphQLContext,
    @Arg('code', () => String) code: string,
  ): Promise<RateChangeJson[]> {
    return (await resolveUseCase(ctx.services.currencies.history, ctx.request, { code })).map(presentRateChange);
  }

  @Mutation(() => CurrencyType, {
    description:
      "Sets a currency's rate per 1 USD, effective now (admins only): above 0, at most 6 decimals; USD is fixed " +
      'at 1. Kept in the history and audited.',
  })
  async setCurrencyRate(
    @Ctx() ctx: GraphQLContext,
    @Arg('code', () => String) code: string,
    @Arg('rate', () => String, { description: 'Units per 1 USD as a decimal string ("0.81").' }) rate: string,
  ): Promise<CurrencyJson> {
    return presentCurrency(await resolveUseCase(ctx.services.currencies.setRate, ctx.request, { code, rate }));
  }
}
