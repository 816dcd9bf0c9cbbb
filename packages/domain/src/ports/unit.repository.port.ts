import type { Money } from '../money/money.js';
import type { UnitForInvesting } from '../policies/open-investment.policy.js';
import type { SignedMoney } from '../money/signed-money.js';
import type { RecordedSale } from '../policies/unit-sold.policy.js';
import type { UnitFundingState, UnitLifecycleState } from '../unit/unit.machine.js';

/** A unit read under its row lock, with what payment instructions and mails quote of it. */
export interface LockedUnit extends UnitForInvesting {
  readonly unitNumber: string;
  readonly unitType: string;
  readonly projectTitle: string;
  readonly projectMinInvestment: Money;
  readonly projectArchived: boolean;
  readonly soldAt: Date | null;
  /** The sale on record once the unit is sold (Mark as Sold's figures); null before. */
  readonly sale: RecordedSale | null;
}

/** A unit's funding as the database derives it from confirmed investments (never stored apart). */
export interface UnitFundingReading {
  readonly status: UnitLifecycleState;
  readonly currentInvestment: Money;
  readonly fundingOverride: UnitFundingState | null;
}

/** The write side of units that the investing use cases need. Reads for screens go through the catalog. */
export interface UnitRepository {
  /** The project an interest names, with its minimum; null when there is none. */
  findProject(projectId: number): Promise<{
    readonly id: number;
    readonly title: string;
    readonly minInvestment: Money;
    readonly archived: boolean;
  } | null>;
  /**
   * Reads the unit and locks its row until the transaction ends (SELECT … FOR UPDATE), so that concurrent
   * reservations on one unit run one after the other (rules §3). The status is the derived one.
   */
  lockForInvesting(unitId: number): Promise<LockedUnit | null>;
  /** The derived funding, read now (inside the caller's transaction, so it sees its own writes). */
  readFunding(unitId: number): Promise<UnitFundingReading | null>;
  /** Ids of the project's units that still take money, by unit number (to place an interest without a unit). */
  listOpenUnitIds(projectId: number): Promise<number[]>;
  /** An admin's hand-set funding status; null returns the unit to its derived status. */
  setFundingOverride(unitId: number, status: UnitFundingState | null, at: Date): Promise<void>;
  markSold(
    unitId: number,
    sale: {
      readonly soldPrice: Money;
      readonly sellingCosts: Money;
      readonly profitGenerated: SignedMoney;
      readonly soldAt: Date;
    },
  ): Promise<void>;
}
