import { ok, type Result } from '@cobuy/domain';
import { z } from 'zod';
import type { AppError } from '../../shared/app-error.js';
import { idInput } from '../../shared/input-schemas.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import { goalViewOf, type FinancialGoalView } from '../financial-goal-view.js';
import type { GoalsDeps } from '../goals.deps.js';

const listInput = z.object({ userId: idInput });
type ListInput = z.output<typeof listInput>;

/** An investor's goals, nearest target date first. Their own, or anyone's for an admin (product rules §5). */
export class ListFinancialGoals implements UseCase<ListInput, FinancialGoalView[]> {
  readonly name = 'goals.list';
  readonly access = 'signed-in' as const;
  readonly input = listInput;
  readonly ownerOf = (input: ListInput) => input.userId;
  readonly adminMayActForOthers = true;

  constructor(private readonly deps: GoalsDeps) {}

  async execute(_ctx: RequestContext, input: ListInput): Promise<Result<FinancialGoalView[], AppError>> {
    return ok((await this.deps.goals.listByUser(input.userId)).map(goalViewOf));
  }
}
