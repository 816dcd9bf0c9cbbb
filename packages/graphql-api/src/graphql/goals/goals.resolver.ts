import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { presentDeletedGoal, presentFinancialGoal, type FinancialGoalJson } from '../../presenters/goals.presenter.js';
import type { GraphQLContext } from '../context.js';
import { resolveUseCase } from '../errors.js';
import { DeletedFinancialGoalType, FinancialGoalInputType, FinancialGoalType } from './goals.types.js';

/** Financial goals over GraphQL: the same use cases, rules and errors as /api/financial-goals. */
@Resolver()
export class GoalsResolver {
  @Query(() => [FinancialGoalType], { description: "The signed-in investor's goals, nearest target date first." })
  async myFinancialGoals(@Ctx() ctx: GraphQLContext): Promise<FinancialGoalJson[]> {
    const userId = ctx.request.actor?.userId;
    return (await resolveUseCase(ctx.services.goals.list, ctx.request, { userId })).map(presentFinancialGoal);
  }

  @Mutation(() => FinancialGoalType, { description: 'Sets a new goal for the signed-in investor.' })
  async createFinancialGoal(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => FinancialGoalInputType) input: FinancialGoalInputType,
  ): Promise<FinancialGoalJson> {
    return presentFinancialGoal(await resolveUseCase(ctx.services.goals.create, ctx.request, { ...input }));
  }

  @Mutation(() => FinancialGoalType, {
    description: "Replaces a goal's fields; only its owner may (AUTH.FORBIDDEN otherwise, GOAL.NOT_FOUND).",
  })
  async updateFinancialGoal(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => FinancialGoalInputType) input: FinancialGoalInputType,
  ): Promise<FinancialGoalJson> {
    return presentFinancialGoal(await resolveUseCase(ctx.services.goals.update, ctx.request, { ...input, id }));
  }

  @Mutation(() => DeletedFinancialGoalType, { description: 'Deletes one of your goals (only its owner may).' })
  async deleteFinancialGoal(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int) id: number,
  ): Promise<DeletedFinancialGoalType> {
    return presentDeletedGoal(await resolveUseCase(ctx.services.goals.delete, ctx.request, { id }));
  }
}
