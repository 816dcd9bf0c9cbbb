import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { presentFinancialGoal, type FinancialGoalJson } from '../../presenters/goals.presenter.js';
import type { InvestorPortfolio } from '@cobuy/application';
import {
  presentApplication,
  presentCommitment,
  presentInvestment,
  presentPortfolioSummary,
  type ApplicationJson,
  type CommitmentJson,
  type InvestmentJson,
} from '../../presenters/investing.presenter.js';
import { presentKycState, type KycStateJson } from '../../presenters/kyc.presenter.js';
import type { GraphQLContext } from '../context.js';
import { FinancialGoalType } from '../goals/goals.types.js';
import { KycStateType } from '../kyc/kyc.types.js';
import { resolveUseCase } from '../errors.js';
import { CommitmentType, InvestorDashboardType } from './investing.types.js';

/** The use case's portfolio, for the fields presented only when asked for (not on the wire). */
const PORTFOLIO = Symbol('portfolio');

/** The presented summary and commitments, with whose dashboard it is for the fields resolved on their own. */
interface DashboardNode {
  readonly summary: ReturnType<typeof presentPortfolioSummary>;
  readonly commitments: CommitmentJson[];
  readonly userId: number;
  readonly [PORTFOLIO]: InvestorPortfolio;
}

/**
 * The investor dashboard in one query. The positions (figures, investments, applications) are read together in
 * one transaction, so they agree; KYC and goals are read only when the query asks for them. A constant number
 * of SQL statements however many records there are.
 */
@Resolver(() => InvestorDashboardType)
export class DashboardResolver {
  @Query(() => InvestorDashboardType, { description: "The signed-in investor's dashboard, all of it at once." })
  async myDashboard(@Ctx() ctx: GraphQLContext): Promise<DashboardNode> {
    const userId = ctx.request.actor?.userId;
    const portfolio = await resolveUseCase(ctx.services.investing.portfolio, ctx.request, { userId });
    // The use case let the caller through, so there is a signed-in user.
    return {
      summary: presentPortfolioSummary(portfolio.summary),
      commitments: portfolio.commitments.map(presentCommitment),
      userId: userId!,
      [PORTFOLIO]: portfolio,
    };
  }

  // investments and applications: presented (and worked out by the use case) only when a query asks for them;
  // the web's dashboard reads the commitments instead.
  @FieldResolver()
  investments(@Root() dashboard: DashboardNode): InvestmentJson[] {
    return dashboard[PORTFOLIO].investments.map(presentInvestment);
  }

  @FieldResolver()
  applications(@Root() dashboard: DashboardNode): ApplicationJson[] {
    return dashboard[PORTFOLIO].applications.map(presentApplication);
  }

  @Mutation(() => CommitmentType, {
    description:
      'Backs out of one of your commitments before its payment is confirmed: an application is withdrawn with ' +
      "its open investment, a direct investment cancelled. Someone else's: APPLICATION.NOT_FOUND or INVESTMENT.NOT_FOUND.",
  })
  async withdrawCommitment(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID) id: string): Promise<CommitmentJson> {
    const input = { commitmentId: id };
    return presentCommitment(await resolveUseCase(ctx.services.investing.withdrawCommitment, ctx.request, input));
  }

  @FieldResolver(() => KycStateType)
  async kyc(@Root() dashboard: DashboardNode, @Ctx() ctx: GraphQLContext): Promise<KycStateJson> {
    const input = { userId: dashboard.userId };
    return presentKycState(await resolveUseCase(ctx.services.kyc.getState, ctx.request, input));
  }

  @FieldResolver(() => [FinancialGoalType], { description: 'Nearest target date first.' })
  async goals(@Root() dashboard: DashboardNode, @Ctx() ctx: GraphQLContext): Promise<FinancialGoalJson[]> {
    const input = { userId: dashboard.userId };
    return (await resolveUseCase(ctx.services.goals.list, ctx.request, input)).map(presentFinancialGoal);
  }
}
