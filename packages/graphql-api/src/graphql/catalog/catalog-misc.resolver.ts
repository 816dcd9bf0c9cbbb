import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { presentDeveloper, presentProjection, type DeveloperJson } from '../../presenters/catalog.presenter.js';
import { presentCurrency } from '../../presenters/currencies.presenter.js';
import type { GraphQLContext } from '../context.js';
import { resolveUseCase } from '../errors.js';
import { CalculatorInput, CurrencyType, DeveloperType, InvestmentProjectionType } from './catalog.types.js';

@Resolver()
export class CatalogMiscResolver {
  @Query(() => [DeveloperType])
  async developers(@Ctx() ctx: GraphQLContext): Promise<DeveloperJson[]> {
    return (await resolveUseCase(ctx.services.catalog.listDevelopers, ctx.request, {})).map(presentDeveloper);
  }

  @Query(() => [CurrencyType], {
    description: 'Display currencies with their current rate per 1 USD (data an admin changes).',
  })
  async currencies(@Ctx() ctx: GraphQLContext): Promise<CurrencyType[]> {
    return (await resolveUseCase(ctx.services.currencies.list, ctx.request, {})).map(presentCurrency);
  }

  @Query(() => InvestmentProjectionType)
  async calculateInvestment(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => CalculatorInput) input: CalculatorInput,
  ): Promise<InvestmentProjectionType> {
    return presentProjection(await resolveUseCase(ctx.services.catalog.calculateInvestment, ctx.request, { ...input }));
  }
}
