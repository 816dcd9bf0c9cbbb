import { describe, expect, it } from 'vitest';
import { runUseCase } from '../shared/use-case.js';
import { CreateFinancialGoal } from './create-financial-goal/create-financial-goal.use-case.js';
import { DeleteFinancialGoal } from './delete-financial-goal/delete-financial-goal.use-case.js';
import { ListFinancialGoals } from './list-financial-goals/list-financial-goals.use-case.js';
import { goalsTestKit } from './testing/in-memory-goals.js';
import { UpdateFinancialGoal } from './update-financial-goal/update-financial-goal.use-case.js';

const house = {
  goalName: '  Deposit for a flat in East Legon ',
  goalType: 'property_purchase',
  targetAmount: '50000',
  currentAmount: 12500.5,
  targetDate: '2028-06-30',
  description: '',
};

function setUp() {
  const kit = goalsTestKit();
  const useCases = {
    list: new ListFinancialGoals(kit),
    create: new CreateFinancialGoal(kit),
    update: new UpdateFinancialGoal(kit),
    remove: new DeleteFinancialGoal(kit),
  };
  return { ...kit, ...useCases };
}

describe('financial goal use cases', () => {
  it("creates a goal for the token's user, with its progress, and lists it", async () => {
    const { ctx, create, list } = setUp();
    const created = await runUseCase(create, ctx(7), house);
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    expect(created.value).toMatchObject({
      userId: 7,
      goalName: 'Deposit for a flat in East Legon',
      goalType: 'property_purchase',
      targetDate: '2028-06-30',
      description: null,
      isCompleted: false,
    });
    expect(created.value.currentAmount.toString()).toBe('12500.50');
    expect(created.value.progress.toString()).toBe('25.00');
    expect(created.value.remainingAmount.toString()).toBe('37499.50');

    const listed = await runUseCase(list, ctx(7), { userId: '7' });
    expect(listed.ok && listed.value.map((g) => g.id)).toEqual([created.value.id]);
  });

  it('lists nearest target date first, and only the one investor', async () => {
    const { ctx, create, list } = setUp();
    await runUseCase(create, ctx(7), { ...house, goalName: 'Later', targetDate: '2030-01-01' });
    await runUseCase(create, ctx(7), { ...house, goalName: 'Sooner', targetDate: '2027-01-01' });
    await runUseCase(create, ctx(8), { ...house, goalName: 'Not mine' });
    const listed = await runUseCase(list, ctx(7), { userId: 7 });
    expect(listed.ok && listed.value.map((g) => g.goalName)).toEqual(['Sooner', 'Later']);
  });

  it('is achieved at the target, with progress capped at 100%', async () => {
    const { ctx, create } = setUp();
    const over = await runUseCase(create, ctx(7), { ...house, currentAmount: '60000' });
    expect(
      over.ok && [over.value.isCompleted, over.value.progress.toString(), over.value.remainingAmount.toString()],
    ).toEqual([true, '100.00', '0.00']);
  });

  it('answers every bad field with its reason', async () => {
    const { ctx, create } = setUp();
    const result = await runUseCase(create, ctx(7), {
      goalName: '   ',
      goalType: 'yacht',
      targetAmount: '0',
      currentAmount: '-5',
      targetDate: '2027-02-30',
      description: 'x'.repeat(1001),
    });
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: 'VALIDATION.INVALID_INPUT',
        fields: {
          goalName: 'Goal name is required',
          goalType: 'must be one of property_purchase, retirement, emergency_fund, investment_target',
          targetAmount: 'Target amount must be greater than 0',
          currentAmount: 'must not be negative',
          targetDate: 'Target date must be a valid date (YYYY-MM-DD)',
          description: 'must be at most 1000 characters',
        },
      },
    });
    const missing = await runUseCase(create, ctx(7), {});
    expect(missing).toMatchObject({
      ok: false,
      error: {
        fields: {
          goalName: 'Goal name is required',
          goalType: 'Goal type is required',
          targetAmount: 'Target amount is required',
          currentAmount: 'Current amount is required',
          targetDate: 'Target date must be a valid date (YYYY-MM-DD)',
        },
      },
    });
    const inexact = await runUseCase(create, ctx(7), { ...house, targetAmount: '100.005', currentAmount: '1e3' });
    expect(inexact).toMatchObject({
      ok: false,
      error: {
        fields: {
          targetAmount: 'must have at most 2 decimals',
          currentAmount: 'must be written without exponent notation',
        },
      },
    });
  });

  it('accepts a target date in the past (an overdue goal stays editable)', async () => {
    const { ctx, create } = setUp();
    const result = await runUseCase(create, ctx(7), { ...house, targetDate: '2020-01-31' });
    expect(result.ok && result.value.targetDate).toBe('2020-01-31');
  });

  it("refuses a body userId that is not the caller's, and anonymous callers", async () => {
    const { ctx, create, list } = setUp();
    expect(await runUseCase(create, ctx(7), { ...house, userId: 8 })).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });
    expect(await runUseCase(create, ctx(null), house)).toMatchObject({
      ok: false,
      error: { code: 'AUTH.UNAUTHENTICATED' },
    });
    expect(await runUseCase(list, ctx(8), { userId: 7 })).toMatchObject({
      ok: false,
      error: { code: 'AUTH.FORBIDDEN' },
    });
    expect((await runUseCase(list, ctx(1, 'admin'), { userId: 7 })).ok).toBe(true);
  });

  it('updates and deletes for the owner only: 403 for anyone else (admins too), 404 for an unknown id', async () => {
    const { ctx, create, update, remove, goals } = setUp();
    const created = await runUseCase(create, ctx(7), house);
    if (!created.ok) throw new Error('not created');
    const id = created.value.id;
    const edit = { ...house, id, currentAmount: '50000', goalName: 'Flat deposit' };

    for (const stranger of [ctx(8), ctx(1, 'admin')]) {
      expect(await runUseCase(update, stranger, edit)).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN' } });
      expect(await runUseCase(remove, stranger, { id })).toMatchObject({
        ok: false,
        error: { code: 'AUTH.FORBIDDEN' },
      });
    }
    expect(goals.rows[0]?.goalName).toBe('Deposit for a flat in East Legon');

    const updated = await runUseCase(update, ctx(7), edit);
    expect(updated.ok && [updated.value.goalName, updated.value.isCompleted]).toEqual(['Flat deposit', true]);

    expect(await runUseCase(update, ctx(7), { ...edit, id: 999 })).toMatchObject({
      ok: false,
      error: { code: 'GOAL.NOT_FOUND' },
    });
    expect(await runUseCase(remove, ctx(7), { id })).toEqual({ ok: true, value: { id } });
    expect(goals.rows).toEqual([]);
    expect(await runUseCase(remove, ctx(7), { id })).toMatchObject({ ok: false, error: { code: 'GOAL.NOT_FOUND' } });
  });
});
