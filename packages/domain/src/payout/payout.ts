import type { Investment } from '../investment/investment.js';
import type { InvestmentStatus } from '../investment/investment.machine.js';
import type { Money } from '../money/money.js';
import { err, ok, type Result } from '../shared/result.js';

/** How the value returned of a sold position reached the investor (issue 19, item 5). */
export const PAYOUT_METHODS = ['bank_transfer', 'mobile_money', 'cheque'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

export const PAYOUT_METHOD_LABELS: Readonly<Record<PayoutMethod, string>> = {
  bank_transfer: 'Bank transfer',
  mobile_money: 'Mobile money',
  cheque: 'Cheque',
};

/** The longest payment reference kept (a bank's or a mobile-money operator's transaction id). */
export const PAYOUT_REFERENCE_MAX = 100;

/**
 * The payment of a sold position's value returned to its investor, recorded by an administrator once the money
 * has been sent: once per investment, never more than the value returned. `paidOn` is the calendar day in
 * Accra (`YYYY-MM-DD`).
 */
export interface Payout {
  readonly id: number;
  readonly investmentId: number;
  readonly userId: number;
  readonly amount: Money;
  readonly method: PayoutMethod;
  readonly reference: string;
  readonly paidOn: string;
  readonly recordedBy: number;
  readonly recordedAt: Date;
}

export type NewPayout = Omit<Payout, 'id'>;

export type PayoutRefusal =
  | { readonly code: 'PAYOUT.ALREADY_RECORDED'; readonly message: string; readonly payout: Payout }
  | { readonly code: 'PAYOUT.NOT_DUE'; readonly message: string; readonly currentState: InvestmentStatus }
  | {
      readonly code: 'PAYOUT.EXCEEDS_VALUE_RETURNED';
      readonly message: string;
      readonly valueReturned: Money;
    }
  | { readonly code: 'PAYOUT.INVALID_DATE'; readonly message: string };

/** Accra keeps GMT all year (no daylight saving), so its calendar day is the UTC one. */
export const accraDay = (instant: Date): string => instant.toISOString().slice(0, 10);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written `YYYY-MM-DD` (not 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export interface PayoutRequest {
  /** Read under the investment's row lock. */
  readonly investment: Pick<Investment, 'id' | 'status' | 'currentValue'>;
  /** The payout already recorded for it, read under the same lock. */
  readonly recorded: Payout | null;
  readonly amount: Money;
  readonly paidOn: string;
  /** The day its unit was sold (Accra), null when it is not sold. */
  readonly soldOn: string | null;
  /** Today in Accra. */
  readonly today: string;
}

/**
 * Whether a payout may be recorded: the investment is completed (its unit sold and the profit distributed), no
 * payout was recorded for it before, the amount is above zero and at most the value returned (amount + profit
 * share; the input refuses zero), and it was paid between the sale and today.
 */
export function checkPayout(r: PayoutRequest): Result<void, PayoutRefusal> {
  if (r.recorded) {
    return err({
      code: 'PAYOUT.ALREADY_RECORDED',
      message: `The payout of investment ${r.investment.id} was already recorded (${r.recorded.amount.toString()} USD on ${r.recorded.paidOn}, reference ${r.recorded.reference}); a payout is recorded once`,
      payout: r.recorded,
    });
  }
  if (r.investment.status !== 'completed') {
    return err({
      code: 'PAYOUT.NOT_DUE',
      message: `Investment ${r.investment.id} is '${r.investment.status}': a payout is recorded once its unit is sold`,
      currentState: r.investment.status,
    });
  }
  if (r.amount.greaterThan(r.investment.currentValue)) {
    return err({
      code: 'PAYOUT.EXCEEDS_VALUE_RETURNED',
      message: `The payout of ${r.amount.toString()} USD is more than the value returned, ${r.investment.currentValue.toString()} USD`,
      valueReturned: r.investment.currentValue,
    });
  }
  if (r.paidOn > r.today) {
    return err({
      code: 'PAYOUT.INVALID_DATE',
      message: `The payout date ${r.paidOn} is in the future (today is ${r.today} in Accra)`,
    });
  }
  if (r.soldOn && r.paidOn < r.soldOn) {
    return err({
      code: 'PAYOUT.INVALID_DATE',
      message: `The payout date ${r.paidOn} is before the unit was sold, on ${r.soldOn}`,
    });
  }
  return ok(undefined);
}
