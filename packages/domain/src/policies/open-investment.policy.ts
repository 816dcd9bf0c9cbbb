import {
  applyApplicationEvent,
  type ApplicationEffect,
  type ApplicationStatus,
} from '../application/application.machine.js';
import { checkReservation, type ReservationError } from '../investment/capacity.service.js';
import {
  checkReservationLimit,
  type OpenReservations,
  type ReservationLimitError,
} from '../investment/reservation-limit.service.js';
import { initialInvestmentStatus } from '../investment/investment.machine.js';
import type { Investment } from '../investment/investment.js';
import { windowEndsAt } from '../investment/payment-window.service.js';
import { type Money } from '../money/money.js';
import { ownershipPercentage } from '../money/percentage.js';
import { SignedMoney } from '../money/signed-money.js';
import { err, ok, type Result } from '../shared/result.js';
import type { UnitLifecycleState } from '../unit/unit.machine.js';
import type { ApplicationTransitionError } from '../application/application.machine.js';

export type NewInvestment = Omit<Investment, 'id'>;

/** What the capacity check and ownership need of a unit, read under its row lock. */
export interface UnitForInvesting {
  readonly id: number;
  readonly projectId: number;
  readonly status: UnitLifecycleState;
  readonly price: Money;
  readonly totalInvestmentNeeded: Money;
  readonly minInvestmentAmount: Money;
}

interface Opening {
  readonly userId: number;
  readonly unit: UnitForInvesting;
  readonly projectMinInvestment: Money;
  /** The project is archived: nothing new opens in it. */
  readonly projectArchived: boolean;
  /** Committed amount of the unit, read in the same transaction as the insert. */
  readonly committed: Money;
  readonly amount: Money;
  readonly paymentReference: string;
  readonly paymentMethod: string | null;
  readonly now: Date;
}

function newInvestment(o: Opening, status: NewInvestment['status'], applicationId: number | null): NewInvestment {
  return {
    userId: o.userId,
    projectId: o.unit.projectId,
    unitId: o.unit.id,
    applicationId,
    amount: o.amount,
    // Computed here, never taken from the client (rules §2).
    ownershipPercentage: ownershipPercentage(o.amount, o.unit.price),
    currentValue: o.amount,
    profitShare: SignedMoney.ZERO,
    status,
    paymentMethod: o.paymentMethod,
    paymentReference: o.paymentReference,
    windowEndsAt: status === 'pending_kyc' || status === 'awaiting_payment' ? windowEndsAt(status, o.now) : null,
    paymentConfirmedBy: null,
    paymentConfirmedAt: null,
    cancelledAt: null,
    cancellationReason: null,
    createdAt: o.now,
  };
}

/**
 * A direct investment from the project page: awaiting_payment with valid KYC, else pending_kyc. The unit's
 * capacity is checked first; an investor without valid KYC must also stay within the reservation limit.
 */
export function openDirectInvestment(
  o: Opening & {
    readonly kycValid: boolean;
    /** The investor's unpaid reservations, read under their lock in the same transaction. */
    readonly openReservations: OpenReservations;
  },
): Result<NewInvestment, ReservationError | ReservationLimitError> {
  const check = checkReservation({
    unit: o.unit,
    projectMinInvestment: o.projectMinInvestment,
    projectArchived: o.projectArchived,
    committed: o.committed,
    amount: o.amount,
  });
  if (!check.ok) return check;
  const limited = checkReservationLimit({ kycValid: o.kycValid, open: o.openReservations, amount: o.amount });
  if (!limited.ok) return limited;
  return ok(newInvestment(o, initialInvestmentStatus(o.kycValid), null));
}

export interface ApplicationInvestmentOpened {
  readonly investment: NewInvestment;
  readonly application: {
    readonly from: ApplicationStatus;
    readonly to: ApplicationStatus;
    readonly effects: readonly ApplicationEffect[];
    readonly paymentAmount: Money;
    readonly paymentReference: string;
    readonly paymentDueAt: Date;
  };
}

/**
 * An application in kyc_approved gets its payment instructions: its investment opens in awaiting_payment
 * for the interest amount (capacity checked), and the application moves to awaiting_payment with the same
 * reference and due date. Link the two by setting `investmentId` once the investment has its id.
 */
export function openApplicationInvestment(
  o: Omit<Opening, 'amount'> & {
    readonly application: { readonly id: number; readonly status: ApplicationStatus; readonly interestAmount: Money };
  },
): Result<ApplicationInvestmentOpened, ReservationError | ApplicationTransitionError> {
  const moved = applyApplicationEvent(o.application.status, { type: 'INVESTMENT_OPENED' });
  if (!moved.ok) return moved;
  const opening = { ...o, amount: o.application.interestAmount };
  const check = checkReservation({
    unit: o.unit,
    projectMinInvestment: o.projectMinInvestment,
    projectArchived: o.projectArchived,
    committed: o.committed,
    amount: opening.amount,
  });
  if (!check.ok) return err(check.error);
  const investment = newInvestment(opening, 'awaiting_payment', o.application.id);
  return ok({
    investment,
    application: {
      from: o.application.status,
      to: moved.value.state,
      effects: moved.value.effects,
      paymentAmount: investment.amount,
      paymentReference: o.paymentReference,
      paymentDueAt: investment.windowEndsAt!,
    },
  });
}
