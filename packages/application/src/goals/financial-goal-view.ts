import {
  goalProgress,
  goalRemaining,
  isGoalAchieved,
  type FinancialGoal,
  type Money,
  type Percentage,
} from '@cobuy/domain';
import { appError, type AppError } from '../shared/app-error.js';

/** A goal as its owner's screens show it: the stored fields and what follows from them. */
export interface FinancialGoalView extends FinancialGoal {
  /** current / target, capped at 100% (shown as 100% only once achieved). */
  readonly progress: Percentage;
  /** current ≥ target: 'Goal Achieved!'. */
  readonly isCompleted: boolean;
  readonly remainingAmount: Money;
}

export const goalViewOf = (goal: FinancialGoal): FinancialGoalView => ({
  ...goal,
  progress: goalProgress(goal),
  isCompleted: isGoalAchieved(goal),
  remainingAmount: goalRemaining(goal),
});

export const goalNotFound = (id: number): AppError =>
  appError('GOAL.NOT_FOUND', 'Financial goal not found', { details: { goalId: id } });

/** The goal exists but is someone else's: only its owner may change it (admins only read). */
export const notYourGoal = (): AppError => appError('AUTH.FORBIDDEN', 'You may only change your own goals');
