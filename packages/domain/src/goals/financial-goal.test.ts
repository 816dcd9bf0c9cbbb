import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Money } from '../money/money.js';
import { goalProgress, goalRemaining, isCalendarDate, isGoalAchieved, isValidGoalTarget } from './financial-goal.js';

const goal = (current: string, target: string) => ({
  currentAmount: Money.of(current),
  targetAmount: Money.of(target),
});

describe('financial goal rules', () => {
  it('progress is current over target, to the hundredth of a percent', () => {
    expect(goalProgress(goal('0', '10000')).toString()).toBe('0.00');
    expect(goalProgress(goal('2500', '10000')).toString()).toBe('25.00');
    expect(goalProgress(goal('1', '3')).toString()).toBe('33.33');
    expect(goalProgress(goal('2', '3')).toString()).toBe('66.66');
  });

  it('caps progress at 100% when more than the target is saved', () => {
    expect(goalProgress(goal('10000', '10000')).toString()).toBe('100.00');
    expect(goalProgress(goal('25000', '10000')).toString()).toBe('100.00');
  });

  it('shows 100% only once the goal is achieved (rounds down, never up)', () => {
    expect(goalProgress(goal('99999.99', '100000')).toString()).toBe('99.99');
    expect(isGoalAchieved(goal('99999.99', '100000'))).toBe(false);
    expect(isGoalAchieved(goal('100000', '100000'))).toBe(true);
    expect(isGoalAchieved(goal('100000.01', '100000'))).toBe(true);
  });

  it('is achieved exactly when progress reads 100%, for any amounts', () => {
    const cents = fc.bigInt({ min: 0n, max: 10n ** 15n - 1n });
    fc.assert(
      fc.property(cents, cents, (current, target) => {
        fc.pre(target > 0n);
        const g = { currentAmount: Money.fromCents(current), targetAmount: Money.fromCents(target) };
        const progress = goalProgress(g).hundredths;
        expect(progress >= 0n && progress <= 10_000n).toBe(true);
        expect(progress === 10_000n).toBe(isGoalAchieved(g));
      }),
    );
  });

  it('tells what is still missing, and nothing once achieved', () => {
    expect(goalRemaining(goal('2500.50', '10000')).toString()).toBe('7499.50');
    expect(goalRemaining(goal('12000', '10000')).toString()).toBe('0.00');
  });

  it('needs a target above zero', () => {
    expect(isValidGoalTarget(Money.of('0.01'))).toBe(true);
    expect(isValidGoalTarget(Money.ZERO)).toBe(false);
  });

  it.each([
    ['2027-12-31', true],
    ['2028-02-29', true],
    ['2020-01-01', true],
    ['2027-02-29', false],
    ['2027-13-01', false],
    ['2027-04-31', false],
    ['27-12-31', false],
    ['2027-1-5', false],
    ['2027-12-31T00:00:00Z', false],
    ['0000-01-01', false],
    ['1899-12-31', false],
    ['', false],
  ])('reads %j as a calendar date: %s', (text, valid) => {
    expect(isCalendarDate(text)).toBe(valid);
  });
});
