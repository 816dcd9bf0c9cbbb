import { englishIntl } from '../../i18n/testing/english-intl';
import { schemaMessages } from '../forms/testing/schema-messages';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_GOAL,
  formatGoalDate,
  goalInputOf,
  goalSchema,
  isGoalOverdue,
  progressFraction,
  progressValue,
  type GoalFormValues,
} from './goal-schema';

const good: GoalFormValues = {
  goalName: 'Deposit for a flat',
  goalType: 'property_purchase',
  targetAmount: '50000',
  currentAmount: '12500.50',
  targetDate: '2028-06-30',
  description: '',
};

const messages = (values: object) => schemaMessages(goalSchema, values);

describe('financial goal form (investor spec §5, with the server messages)', () => {
  it('accepts a complete goal, a past target date and more saved than the target', async () => {
    expect(await messages(good)).toEqual({});
    expect(await messages({ ...good, targetDate: '2020-01-31', currentAmount: '60000' })).toEqual({});
  });

  it('requires the goal name, target amount, current amount and target date', async () => {
    expect(await messages({ ...EMPTY_GOAL, currentAmount: '', goalName: '   ' })).toEqual({
      goalName: 'Goal name is required',
      targetAmount: 'Target amount is required',
      currentAmount: 'Current amount is required',
      targetDate: 'Target date is required',
    });
    expect(await messages({ ...good, description: '' })).toEqual({});
  });

  it('wants a target above zero and amounts the server can store exactly', async () => {
    expect(await messages({ ...good, targetAmount: '0', currentAmount: '-5' })).toEqual({
      targetAmount: 'Target amount must be greater than 0',
      currentAmount: 'Enter an amount in US dollars, e.g. 5000',
    });
    expect(await messages({ ...good, targetAmount: '10.005', currentAmount: '1e3' })).toEqual({
      targetAmount: 'must have at most 2 decimals',
      currentAmount: 'Enter an amount in US dollars, e.g. 5000',
    });
    expect(await messages({ ...good, targetAmount: '99999999999999' })).toEqual({ targetAmount: 'is too large' });
    expect(await messages({ ...good, targetAmount: '0000000000000012.5' })).toEqual({});
  });

  it('wants a real calendar day and a known goal type, and bounds the text', async () => {
    expect(
      await messages({
        ...good,
        targetDate: '2027-02-30',
        goalType: 'yacht',
        goalName: 'x'.repeat(101),
        description: 'y'.repeat(1001),
      }),
    ).toEqual({
      targetDate: 'Target date must be a valid date (YYYY-MM-DD)',
      goalType: 'Goal type is required',
      goalName: 'must be at most 100 characters',
      description: 'must be at most 1000 characters',
    });
  });

  it('sends trimmed values, and no description as null', () => {
    expect(goalInputOf({ ...good, goalName: '  Flat  ', targetAmount: ' 50000 ', description: '  ' })).toEqual({
      goalName: 'Flat',
      goalType: 'property_purchase',
      targetAmount: '50000',
      currentAmount: '12500.50',
      targetDate: '2028-06-30',
      description: null,
    });
  });

  it('draws the progress bar from the server’s percentage, never past 100', () => {
    expect(progressValue({ progress: '25.50' })).toBe(25.5);
    expect(progressValue({ progress: '100.00' })).toBe(100);
    expect(progressValue({ progress: '250.00' })).toBe(100);
    expect(progressValue({ progress: 'n/a' })).toBe(0);
    expect(
      ['25.00', '33.33', '99.99', '100.00', '0.05'].map((progress) =>
        englishIntl.formatNumber(progressFraction({ progress }), { style: 'percent', maximumFractionDigits: 1 }),
      ),
    ).toEqual(['25%', '33.3%', '99.9%', '100%', '0%']);
  });

  it('tells an overdue goal by the UTC calendar day, and shows the day as written', () => {
    const now = new Date('2027-07-01T00:30:00Z');
    expect(isGoalOverdue({ targetDate: '2027-06-30', isCompleted: false }, now)).toBe(true);
    expect(isGoalOverdue({ targetDate: '2027-07-01', isCompleted: false }, now)).toBe(false);
    expect(isGoalOverdue({ targetDate: '2027-06-30', isCompleted: true }, now)).toBe(false);
    expect(formatGoalDate('2028-06-30')).toBe('Jun 30, 2028');
    expect(formatGoalDate('2028-01-01')).toBe('Jan 1, 2028');
  });
});
