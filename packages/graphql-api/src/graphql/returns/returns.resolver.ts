import { Ctx, Query, Resolver } from 'type-graphql';
import { presentPortfolioReturns, type PortfolioReturnsJson } from '../../presenters/returns.presenter.js';
import type { GraphQLContext } from '../context.js';
import { resolveUseCase } from '../errors.js';
import { PortfolioReturnsType } from './returns.types.js';

/** The same use case and rules as GET /api/portfolio/{userId}/returns, for the signed-in investor. */
@Resolver()
export class ReturnsResolver {
  @Query(() => PortfolioReturnsType, {
    description:
      "Your paid positions in USD, GHS and your home currency, at the payment-date rate and today's, the " +
      "property's return apart from the currency's effect.",
  })
  async myReturns(@Ctx() ctx: GraphQLContext): Promise<PortfolioReturnsJson> {
    const userId = ctx.request.actor?.userId;
    return presentPortfolioReturns(await resolveUseCase(ctx.services.investing.returns, ctx.request, { userId }));
  }
}
