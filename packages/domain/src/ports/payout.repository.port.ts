import type { NewPayout, Payout } from '../payout/payout.js';

/** Payouts of sold positions; at most one per investment (the database holds it too). */
export interface PayoutRepository {
  /** Call under the investment's row lock, so that no other payout of it can be recorded meanwhile. */
  findByInvestment(investmentId: number): Promise<Payout | null>;
  /** Null (nothing stored) when the investment already has a payout. */
  insert(payout: NewPayout): Promise<Payout | null>;
}
