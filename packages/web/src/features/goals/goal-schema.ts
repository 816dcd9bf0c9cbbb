import { object, string } from 'yup';
import { formatCalendarDay } from '../../lib/dates';
import { fieldMessage } from '../forms/field-message';
import type { FinancialGoalCard_GoalFragment, FinancialGoalInput, GoalType } from '../../graphql/generated';

/**
 * The financial goal form (investor spec §5: goal name, target amount, current amount and target date required,
 * description optional) with the server's messages where it has them (it checks the same rules again and answers
 * in `fields`). Amounts are US dollars, as the server stores them; the cards show them in the chosen currency.
 */
const GOAL_MESSAGES = {
  goalName: 'dashboard.goals.validation.goalName',
  goalType: 'dashboard.goals.validation.goalType',
  targetAmount: 'dashboard.goals.validation.targetAmount',
  targetPositive: 'dashboard.goals.validation.targetPositive',
  currentAmount: 'dashboard.goals.validation.currentAmount',
  amountFormat: 'dashboard.goals.validation.amountFormat',
  decimals: 'dashboard.goals.validation.decimals',
  tooLarge: 'dashboard.goals.validation.tooLarge',
  targetDateRequired: 'dashboard.goals.validation.targetDateRequired',
  targetDate: 'dashboard.goals.validation.targetDate',
  tooLong: (max: number) => fieldMessage('dashboard.goals.validation.tooLong', { max }),
} as const;

/**
 * Investor spec §8, the goal toasts (`dashboard.goals.toast.<name>.title` / `.description`); update and delete get a
 * failure message too (the spec has none).
 */
export type GoalToast = 'created' | 'updated' | 'deleted' | 'createFailed' | 'updateFailed' | 'deleteFailed';

export const GOAL_NAME_MAX = 100;
export const GOAL_DESCRIPTION_MAX = 1000;

/** The goal types, in the form's order; each one's name is `dashboard.goals.type` (an ICU select). */
export const GOAL_TYPES: readonly GoalType[] = [
  'property_purchase',
  'retirement',
  'emergency_fund',
  'investment_target',
];

export interface GoalFormValues {
  goalName: string;
  goalType: GoalType | '';
  targetAmount: string;
  currentAmount: string;
  targetDate: string;
  description: string;
}

export const EMPTY_GOAL: GoalFormValues = {
  goalName: '',
  goalType: 'property_purchase',
  targetAmount: '',
  currentAmount: '0',
  targetDate: '',
  description: '',
};

/** A goal's stored values, for the edit form. */
export const goalFormValues = (goal: FinancialGoalCard_GoalFragment): GoalFormValues => ({
  goalName: goal.goalName,
  goalType: goal.goalType,
  targetAmount: goal.targetAmount,
  currentAmount: goal.currentAmount,
  targetDate: goal.targetDate,
  description: goal.description ?? '',
});

/** `YYYY-MM-DD` naming a real calendar day from 1900 on (not 2027-02-30), as the server accepts. */
function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const AMOUNT = /^\d+(\.\d+)?$/;
/** numeric(15,2): at most 13 digits before the point. */
const MAX_INTEGER_DIGITS = 13;

const amount = (required: string) =>
  string()
    .trim()
    .default('')
    .required(required)
    .matches(AMOUNT, GOAL_MESSAGES.amountFormat)
    .test('decimals', GOAL_MESSAGES.decimals, (v) => !v || !AMOUNT.test(v) || (v.split('.')[1] ?? '').length <= 2)
    .test(
      'size',
      GOAL_MESSAGES.tooLarge,
      (v) => !v || !AMOUNT.test(v) || v.split('.')[0]!.replace(/^0+(?=\d)/, '').length <= MAX_INTEGER_DIGITS,
    );

/**
 * A target date in the past is accepted, as by the server: an overdue goal stays editable (to record what was
 * reached, or to move the date).
 */
export const goalSchema = object({
  goalName: string()
    .trim()
    .default('')
    .required(GOAL_MESSAGES.goalName)
    .max(GOAL_NAME_MAX, GOAL_MESSAGES.tooLong(GOAL_NAME_MAX)),
  goalType: string().default('').required(GOAL_MESSAGES.goalType).oneOf(GOAL_TYPES, GOAL_MESSAGES.goalType),
  targetAmount: amount(GOAL_MESSAGES.targetAmount).test(
    'positive',
    GOAL_MESSAGES.targetPositive,
    (v) => !v || !AMOUNT.test(v) || Number(v) > 0,
  ),
  currentAmount: amount(GOAL_MESSAGES.currentAmount),
  targetDate: string()
    .trim()
    .default('')
    .required(GOAL_MESSAGES.targetDateRequired)
    .test('calendar', GOAL_MESSAGES.targetDate, (v) => !v || isCalendarDate(v)),
  description: string().trim().default('').max(GOAL_DESCRIPTION_MAX, GOAL_MESSAGES.tooLong(GOAL_DESCRIPTION_MAX)),
});

/** The form's values as the mutation's input (validated by `goalSchema` first). */
export const goalInputOf = (values: GoalFormValues): FinancialGoalInput => ({
  goalName: values.goalName.trim(),
  goalType: values.goalType as GoalType,
  // Text inputs, not type="number" (which formik reads as a float): amounts travel as the exact decimals typed.
  targetAmount: values.targetAmount.trim(),
  currentAmount: values.currentAmount.trim(),
  targetDate: values.targetDate.trim(),
  description: values.description.trim() || null,
});

/** The progress bar's value: the server's percentage (already capped at 100) as a number. */
export const progressValue = (goal: Pick<FinancialGoalCard_GoalFragment, 'progress'>): number => {
  const value = Number(goal.progress);
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
};

/**
 * The percentage as a fraction for Intl's percent style, rounded down to a tenth of a percent: '25.00' → 0.25
 * ('25%'), '33.33' → 0.333 ('33.3%'), and '99.99' → 0.999 ('99.9%', never '100%' before the goal is achieved).
 */
export function progressFraction(goal: Pick<FinancialGoalCard_GoalFragment, 'progress'>): number {
  const match = /^(\d+)(?:\.(\d))?/.exec(goal.progress);
  if (!match) return 0;
  return Number(`${match[1]}${match[2] ?? '0'}`) / 1000;
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** A goal not achieved whose target day is before today (UTC, the server's calendar). */
export const isGoalOverdue = (goal: Pick<FinancialGoalCard_GoalFragment, 'targetDate' | 'isCompleted'>, now: Date) =>
  !goal.isCompleted && goal.targetDate < isoDay(now);

/** '2028-06-30' → 'Jun 30, 2028' (the calendar day as written, whatever the viewer's time zone). */
export function formatGoalDate(targetDate: string, locale?: string): string {
  if (!isCalendarDate(targetDate)) return targetDate;
  return formatCalendarDay(targetDate, locale);
}
