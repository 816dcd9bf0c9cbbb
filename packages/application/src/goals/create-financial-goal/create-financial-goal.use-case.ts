import { ok, type Result } from '@cobuy/domain';
import type { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import { goalViewOf, type FinancialGoalView } from '../financial-goal-view.js';
import { createGoalInput, goalFieldsOf, type CreateGoalInput } from '../goal-input.schemas.js';
import type { GoalsDeps } from '../goals.deps.js';

/** A new goal of the caller's (the token decides whose; a body `userId` of someone else is a 403). */
export class CreateFinancialGoal implements UseCase<CreateGoalInput, FinancialGoalView> {
  readonly name = 'goals.create';
  readonly access = 'signed-in' as const;
  readonly input = createGoalInput;
  readonly ownerOf = (input: CreateGoalInput) => input.userId;

  constructor(private readonly deps: GoalsDeps) {}

  async execute(ctx: RequestContext, input: CreateGoalInput): Promise<Result<FinancialGoalView, AppError>> {
    return ok(goalViewOf(await this.deps.goals.insert(ctx.actor!.userId, goalFieldsOf(input))));
  }
}
