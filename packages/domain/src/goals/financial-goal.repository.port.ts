import type { FinancialGoal, FinancialGoalFields } from './financial-goal.js';

/** Goals as stored. Writes name the owner too, so a goal is only ever changed on behalf of its owner. */
export interface FinancialGoalRepository {
  /** The investor's goals, nearest target date first. */
  listByUser(userId: number): Promise<FinancialGoal[]>;
  findById(id: number): Promise<FinancialGoal | null>;
  insert(userId: number, fields: FinancialGoalFields): Promise<FinancialGoal>;
  /** Replaces the fields of the owner's goal; null when it no longer exists (deleted meanwhile). */
  update(id: number, userId: number, fields: FinancialGoalFields): Promise<FinancialGoal | null>;
  /** False when there was no such goal of this owner. */
  delete(id: number, userId: number): Promise<boolean>;
}
