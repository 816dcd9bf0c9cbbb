export type GoalsErrorCode = 'GOAL.NOT_FOUND';

/** The form's messages (investor spec §5: goal name, target amount, current amount and target date required). */
export const GOAL_MESSAGES = {
  goalName: 'Goal name is required',
  goalType: 'Goal type is required',
  targetAmount: 'Target amount is required',
  targetPositive: 'Target amount must be greater than 0',
  currentAmount: 'Current amount is required',
  targetDate: 'Target date must be a valid date (YYYY-MM-DD)',
} as const;
