import { err, ok, type Result } from '@cobuy/domain';
import type { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import { goalNotFound, notYourGoal } from '../financial-goal-view.js';
import { goalIdInput, type GoalIdInput } from '../goal-input.schemas.js';
import type { GoalsDeps } from '../goals.deps.js';

/** What a deletion answers: the id of the goal that is gone. */
export interface DeletedGoal {
  readonly id: number;
}

/** Deletes one of the caller's goals: an unknown id is a 404, someone else's goal a 403 (admins included). */
export class DeleteFinancialGoal implements UseCase<GoalIdInput, DeletedGoal> {
  readonly name = 'goals.delete';
  readonly access = 'signed-in' as const;
  readonly input = goalIdInput;

  constructor(private readonly deps: GoalsDeps) {}

  async execute(ctx: RequestContext, input: GoalIdInput): Promise<Result<DeletedGoal, AppError>> {
    const userId = ctx.actor!.userId;
    const goal = await this.deps.goals.findById(input.id);
    if (!goal) return err(goalNotFound(input.id));
    if (goal.userId !== userId) return err(notYourGoal());
    return (await this.deps.goals.delete(input.id, userId)) ? ok({ id: input.id }) : err(goalNotFound(input.id));
  }
}
