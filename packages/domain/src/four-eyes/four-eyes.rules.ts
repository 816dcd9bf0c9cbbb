import type { InvestmentStatus } from '../investment/investment.machine.js';
import { err, ok, type Result } from '../shared/result.js';

/**
 * What an administrator decides on that can be their own (product rules §5, four eyes): a KYC verification,
 * an application, an investment (cancelled by an admin), the payment of an investment, the sale of a unit, the
 * payout of a sold position (recording it says the money left; the investor it went to must not be the one saying so).
 */
export type OwnDecisionSubject = 'kyc' | 'application' | 'investment' | 'payment' | 'unit_sale' | 'payout';

/** An administrator deciding on their own record: another administrator must (a 403). */
export interface OwnDecisionRefusal {
  readonly code: 'AUTH.OWN_DECISION_FORBIDDEN';
  readonly subject: OwnDecisionSubject;
  readonly message: string;
}

const OWN_RECORD: Readonly<Record<Exclude<OwnDecisionSubject, 'unit_sale'>, string>> = {
  kyc: 'your own KYC verification',
  application: 'your own application',
  investment: 'your own investment',
  payment: 'the payment of your own investment',
  payout: 'the payout of your own investment',
};

const refusal = (subject: OwnDecisionSubject, message: string): OwnDecisionRefusal => ({
  code: 'AUTH.OWN_DECISION_FORBIDDEN',
  subject,
  message,
});

/**
 * An administrator may not decide on a record that belongs to them: approving their own KYC or application
 * would skip the only check on it, and confirming their own payment would give them a paid position (and a
 * future profit share) for money nobody else saw arrive. `ownerId` is the user the record belongs to, read in
 * the transaction that decides.
 */
export function checkNotOwnRecord(
  deciderId: number,
  ownerId: number,
  subject: Exclude<OwnDecisionSubject, 'unit_sale'>,
): Result<void, OwnDecisionRefusal> {
  if (deciderId !== ownerId) return ok(undefined);
  return err(refusal(subject, `Another administrator must decide on ${OWN_RECORD[subject]}`));
}

/** A position in a unit: any investment in it that is not cancelled (waiting, paid or completed). */
export const holdsPosition = (
  userId: number,
  investments: readonly { readonly userId: number; readonly status: InvestmentStatus }[],
): boolean => investments.some((i) => i.userId === userId && i.status !== 'cancelled');

/**
 * Mark as Sold sets every investor's profit share, so an administrator who holds a position in the unit may not
 * sell it. `investments` are the unit's investments read under the unit's row lock, so a position opened at
 * the same moment (which takes the same lock) is either seen here or opened after the sale, when the unit is
 * sold and takes no money.
 */
export function checkNotOwnUnitSale(
  deciderId: number,
  investments: readonly { readonly userId: number; readonly status: InvestmentStatus }[],
): Result<void, OwnDecisionRefusal> {
  if (!holdsPosition(deciderId, investments)) return ok(undefined);
  return err(refusal('unit_sale', 'Another administrator must sell this unit: you hold a position in it'));
}
