import type { FinancialGoalRepository } from '@cobuy/domain';

/** What the goal use cases are built from; the composition root supplies the adapter. */
export interface GoalsDeps {
  readonly goals: FinancialGoalRepository;
}
