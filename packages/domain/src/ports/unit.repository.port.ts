import type { Unit } from '../catalog/catalog.js';
import type { Money } from '../money/money.js';
import type { UnitLifecycleState } from '../unit/unit.machine.js';

/** The write side of units that the investing use cases need. Reads for screens go through the catalog. */
export interface UnitRepository {
  /**
   * Reads the unit and locks its row until the transaction ends (SELECT … FOR UPDATE), so that concurrent
   * reservations on one unit run one after the other (rules §3).
   */
  findForUpdate(unitId: number): Promise<Unit | null>;
  /** Status and the cached confirmed funding (`currentInvestment`). */
  setFunding(unitId: number, status: UnitLifecycleState, currentInvestment: Money, at: Date): Promise<void>;
  markSold(
    unitId: number,
    sale: { readonly soldPrice: Money; readonly profitGenerated: Money; readonly soldAt: Date },
  ): Promise<void>;
}
