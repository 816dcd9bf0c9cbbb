import type { Clock, FinancialGoal, FinancialGoalFields, FinancialGoalRepository } from '@cobuy/domain';
import type { RequestContext } from '../../shared/request-context.js';
import type { Role } from '../../shared/request-context.js';

/** The goals port in memory, for use-case tests; same contract as the SQL adapter (nearest date first). */
class InMemoryGoals implements FinancialGoalRepository {
  readonly rows: FinancialGoal[] = [];
  private nextId = 1;
  constructor(private readonly clock: Clock) {}

  async listByUser(userId: number) {
    return this.rows
      .filter((g) => g.userId === userId)
      .sort((a, b) => a.targetDate.localeCompare(b.targetDate) || a.id - b.id);
  }
  async findById(id: number) {
    return this.rows.find((g) => g.id === id) ?? null;
  }
  async insert(userId: number, fields: FinancialGoalFields) {
    const now = this.clock.now();
    const goal: FinancialGoal = { ...fields, id: this.nextId++, userId, createdAt: now, updatedAt: now };
    this.rows.push(goal);
    return goal;
  }
  async update(id: number, userId: number, fields: FinancialGoalFields) {
    const index = this.rows.findIndex((g) => g.id === id && g.userId === userId);
    if (index < 0) return null;
    const goal: FinancialGoal = { ...this.rows[index]!, ...fields, updatedAt: this.clock.now() };
    this.rows[index] = goal;
    return goal;
  }
  async delete(id: number, userId: number) {
    const index = this.rows.findIndex((g) => g.id === id && g.userId === userId);
    if (index < 0) return false;
    this.rows.splice(index, 1);
    return true;
  }
}

const clock: Clock = { now: () => new Date('2026-11-23T10:00:00Z') };

/** A repository and a context per caller, for the goal use-case tests. */
export function goalsTestKit() {
  const goals = new InMemoryGoals(clock);
  const ctx = (userId: number | null, role: Role = 'user'): RequestContext => ({
    actor: userId === null ? null : { userId, role },
    correlationId: 'test',
    clock,
  });
  return { goals, ctx };
}
