import {
  GOAL_DESCRIPTION_MAX_LENGTH,
  GOAL_NAME_MAX_LENGTH,
  GOAL_TYPES,
  isCalendarDate,
  isValidGoalTarget,
  type Money,
  type FinancialGoalFields,
} from '@cobuy/domain';
import { z } from 'zod';
import { idInput, moneyInput } from '../shared/input-schemas.js';
import { GOAL_MESSAGES } from './goals-errors.js';

/**
 * An amount that must be present: a missing one says so, a malformed one says why (the domain's reason). The
 * check before `moneyInput` hides what it accepts from JSON Schema, so the OpenAPI document is told here.
 */
const requiredMoney = (missing: string) =>
  z
    .unknown()
    .superRefine((value, ctx) => {
      if (value === undefined || value === null || value === '') ctx.addIssue({ code: 'custom', message: missing });
    })
    .pipe(moneyInput)
    .meta({
      type: ['number', 'string'],
      description: 'An amount (USD): a number or a decimal string, at most two decimals, not negative',
    });

/**
 * A goal's fields, as the create and the update (PUT, the same body) receive them. The target must be above
 * zero; the current amount may be anything from zero up (above the target is an achieved goal). The target
 * date is any real calendar day, past ones included: the form sets no other bound (investor spec §5), and a goal
 * whose date has passed must stay editable, to record what was reached or to move the date.
 */
const goalFields = {
  /** The spec's body carries the investor's id: when sent, it must be the caller's (product rules §5). */
  userId: idInput.optional(),
  goalName: z
    .string({ error: GOAL_MESSAGES.goalName })
    .transform((s) => s.trim())
    .pipe(
      z
        .string()
        .min(1, GOAL_MESSAGES.goalName)
        .max(GOAL_NAME_MAX_LENGTH, `must be at most ${GOAL_NAME_MAX_LENGTH} characters`),
    ),
  goalType: z.enum(GOAL_TYPES, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? GOAL_MESSAGES.goalType
        : `must be one of ${GOAL_TYPES.join(', ')}`,
  }),
  targetAmount: requiredMoney(GOAL_MESSAGES.targetAmount).refine(
    (amount: Money) => isValidGoalTarget(amount),
    GOAL_MESSAGES.targetPositive,
  ),
  currentAmount: requiredMoney(GOAL_MESSAGES.currentAmount),
  targetDate: z
    .string({ error: GOAL_MESSAGES.targetDate })
    .transform((s) => s.trim())
    .refine(isCalendarDate, GOAL_MESSAGES.targetDate)
    .meta({ description: 'A calendar day, YYYY-MM-DD (past days are accepted)' }),
  description: z
    .string({ error: 'must be text' })
    .max(GOAL_DESCRIPTION_MAX_LENGTH, `must be at most ${GOAL_DESCRIPTION_MAX_LENGTH} characters`)
    .nullish()
    .transform((s) => (s?.trim() ? s.trim() : null)),
};

export const createGoalInput = z.object(goalFields);
export type CreateGoalInput = z.output<typeof createGoalInput>;

export const updateGoalInput = z.object({ id: idInput, ...goalFields });
export type UpdateGoalInput = z.output<typeof updateGoalInput>;

export const goalIdInput = z.object({ id: idInput });
export type GoalIdInput = z.output<typeof goalIdInput>;

/** The stored fields of a validated input (the body's `userId` and the goal's `id` are not fields). */
export function goalFieldsOf(input: CreateGoalInput): FinancialGoalFields {
  return {
    goalName: input.goalName,
    goalType: input.goalType,
    targetAmount: input.targetAmount,
    currentAmount: input.currentAmount,
    targetDate: input.targetDate,
    description: input.description,
  };
}
