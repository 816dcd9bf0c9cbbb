import type { Money } from '../money/money.js';
import type { Percentage } from '../money/percentage.js';
import type { SignedMoney } from '../money/signed-money.js';
import type { InvestmentStatus } from './investment.machine.js';

/** A position in one unit. Amounts are USD; ownership and value are computed by the server, never taken from a client. */
export interface Investment {
  readonly id: number;
  readonly userId: number;
  readonly projectId: number;
  readonly unitId: number;
  /** The application (project interest) it was opened for, when it came from one; the two move together. */
  readonly applicationId: number | null;
  readonly amount: Money;
  readonly ownershipPercentage: Percentage;
  /** amount + profitShare. */
  readonly currentValue: Money;
  /** Negative when the unit sold at a loss. */
  readonly profitShare: SignedMoney;
  readonly status: InvestmentStatus;
  readonly paymentMethod: string | null;
  readonly paymentReference: string | null;
  /** When the current state's window ends (14 days in pending_kyc, 7 in awaiting_payment); null once settled. */
  readonly windowEndsAt: Date | null;
  readonly paymentConfirmedBy: number | null;
  readonly paymentConfirmedAt: Date | null;
  readonly cancelledAt: Date | null;
  readonly cancellationReason: string | null;
  readonly createdAt: Date;
}

/** The part of an investment that capacity, funding and profit rules read. */
export type InvestmentPosition = Pick<Investment, 'id' | 'status' | 'amount'>;
