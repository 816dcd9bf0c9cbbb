import { Money } from '../money/money.js';
import { Percentage } from '../money/percentage.js';

/** What a goal saves for (investor spec §3); one list, read by the input schema and the GraphQL enum. */
export const GOAL_TYPES = ['property_purchase', 'retirement', 'emergency_fund', 'investment_target'] as const;
export type GoalType = (typeof GOAL_TYPES)[number];

export const GOAL_NAME_MAX_LENGTH = 100;
export const GOAL_DESCRIPTION_MAX_LENGTH = 1000;

/** What the investor enters for a goal (the form's fields; the same on creation and on every edit). */
export interface FinancialGoalFields {
  readonly goalName: string;
  readonly goalType: GoalType;
  /** Always more than zero (`isValidGoalTarget`). */
  readonly targetAmount: Money;
  /** What the investor has put aside so far; may exceed the target. */
  readonly currentAmount: Money;
  /** A calendar day, `YYYY-MM-DD` (`isCalendarDate`). */
  readonly targetDate: string;
  readonly description: string | null;
}

/** One investor's goal. Whether it is achieved, and how far along it is, are derived from the amounts. */
export interface FinancialGoal extends FinancialGoalFields {
  readonly id: number;
  readonly userId: number;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

type GoalAmounts = Pick<FinancialGoalFields, 'targetAmount' | 'currentAmount'>;

const FULL = 10_000n; // 100.00 % in hundredths

/** A goal needs something to reach: a target of zero would be achieved before it starts. */
export const isValidGoalTarget = (target: Money): boolean => !target.isZero();

/** Achieved once the amount saved reaches the target (investor spec §4: 'Goal Achieved!' at 100%). */
export const isGoalAchieved = (goal: GoalAmounts): boolean => !goal.currentAmount.lessThan(goal.targetAmount);

/**
 * current / target, capped at 100% (investor spec §9), rounded down to the hundredth of a percent: 99.999%
 * shows 99.99%, so 100% is shown exactly when the goal is achieved.
 */
export function goalProgress(goal: GoalAmounts): Percentage {
  if (goal.targetAmount.isZero()) return Percentage.fromHundredths(FULL);
  const hundredths = (goal.currentAmount.cents * FULL) / goal.targetAmount.cents;
  return Percentage.fromHundredths(hundredths < FULL ? hundredths : FULL);
}

/** What is still missing to the target; zero once achieved. */
export const goalRemaining = (goal: GoalAmounts): Money =>
  isGoalAchieved(goal) ? Money.ZERO : goal.targetAmount.subtract(goal.currentAmount);

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Years a target date may name: four digits the database stores as they are, and no year 0. */
const FIRST_YEAR = 1900;

/** `YYYY-MM-DD` naming a real day (not 2027-02-30) from 1900 on. */
export function isCalendarDate(text: string): boolean {
  const match = CALENDAR_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < FIRST_YEAR) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
