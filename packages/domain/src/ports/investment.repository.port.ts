import type { Investment } from '../investment/investment.js';
import type { InvestmentStatus } from '../investment/investment.machine.js';
import type { NewInvestment } from '../policies/open-investment.policy.js';

export interface InvestmentRepository {
  findById(id: number): Promise<Investment | null>;
  findByApplication(applicationId: number): Promise<Investment | null>;
  listByUser(userId: number, statuses?: readonly InvestmentStatus[]): Promise<Investment[]>;
  /** Every investment of the unit; call after locking the unit so the list cannot change underneath. */
  listByUnit(unitId: number): Promise<Investment[]>;
  listByStatus(statuses: readonly InvestmentStatus[]): Promise<Investment[]>;
  /** Waiting investments whose window ended at or before `now` (for the expiry job). */
  listDueForExpiry(now: Date, limit: number): Promise<Investment[]>;
  insert(investment: NewInvestment): Promise<Investment>;
  /** Stores the new state; false when the row no longer has `expectedStatus` (someone moved it first). */
  save(investment: Investment, expectedStatus: InvestmentStatus): Promise<boolean>;
}
