import { err, ok, type Result } from '@cobuy/domain';
import type { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import { goalNotFound, goalViewOf, notYourGoal, type FinancialGoalView } from '../financial-goal-view.js';
import { goalFieldsOf, updateGoalInput, type UpdateGoalInput } from '../goal-input.schemas.js';
import type { GoalsDeps } from '../goals.deps.js';

/**
 * Replaces a goal's fields (PUT: the whole form). The id names the goal, not the user, so ownership is checked
 * here: an unknown id is a 404, someone else's goal a 403 (an admin's too: admins read goals, they do not
 * edit them).
 */
export class UpdateFinancialGoal implements UseCase<UpdateGoalInput, FinancialGoalView> {
  readonly name = 'goals.update';
  readonly access = 'signed-in' as const;
  readonly input = updateGoalInput;
  readonly ownerOf = (input: UpdateGoalInput) => input.userId;

  constructor(private readonly deps: GoalsDeps) {}

  async execute(ctx: RequestContext, input: UpdateGoalInput): Promise<Result<FinancialGoalView, AppError>> {
    const userId = ctx.actor!.userId;
    const goal = await this.deps.goals.findById(input.id);
    if (!goal) return err(goalNotFound(input.id));
    if (goal.userId !== userId) return err(notYourGoal());
    // The write names the owner as well: deleted in between reads as not found, never as someone else's row.
    const updated = await this.deps.goals.update(input.id, userId, goalFieldsOf(input));
    return updated ? ok(goalViewOf(updated)) : err(goalNotFound(input.id));
  }
}
