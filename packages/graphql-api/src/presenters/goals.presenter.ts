import type { DeletedGoal, FinancialGoalView } from '@cobuy/application';

/** A goal as both APIs show it to its owner: amounts as decimal strings, the target date as `YYYY-MM-DD`. */
export function presentFinancialGoal(g: FinancialGoalView) {
  return {
    id: g.id,
    userId: g.userId,
    goalName: g.goalName,
    goalType: g.goalType,
    targetAmount: g.targetAmount.toString(),
    currentAmount: g.currentAmount.toString(),
    targetDate: g.targetDate,
    description: g.description,
    progress: g.progress.toString(),
    isCompleted: g.isCompleted,
    remainingAmount: g.remainingAmount.toString(),
    createdAt: g.createdAt.toISOString(),
    updatedAt: g.updatedAt.toISOString(),
  };
}
export type FinancialGoalJson = ReturnType<typeof presentFinancialGoal>;

export const presentDeletedGoal = (d: DeletedGoal) => ({ id: d.id, message: 'Your financial goal has been removed.' });
