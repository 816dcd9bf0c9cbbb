import {
  formatMoney,
  type SaleFiguresError,
  type Application,
  type DifferentSaleRecorded,
  type LifecycleError,
  type Money,
  type Payout,
  type PayoutRefusal,
  type ReservationError,
  type ReservationLimitError,
} from '@cobuy/domain';
import { appError, type AppError } from '../shared/app-error.js';

export type InvestingErrorCode =
  | 'APPLICATION.NOT_FOUND'
  | 'INVESTMENT.NOT_FOUND'
  | 'UNIT.NOT_FOUND'
  | 'APPLICATION.INVALID_TRANSITION'
  | 'INVESTMENT.INVALID_TRANSITION'
  | 'UNIT.INVALID_TRANSITION'
  | 'INVESTMENT.CAPACITY_EXCEEDED'
  | 'INVESTMENT.UNIT_NOT_OPEN'
  | 'INVESTMENT.PROJECT_ARCHIVED'
  | 'INVESTMENT.BELOW_MINIMUM'
  | 'INVESTING.CHANGED_MEANWHILE'
  | 'INVESTMENT.KYC_REQUIRED_FOR_MORE'
  | 'APPLICATION.ALREADY_OPEN'
  | 'PAYOUT.ALREADY_RECORDED'
  | 'PAYOUT.NOT_DUE'
  | 'PAYOUT.EXCEEDS_VALUE_RETURNED'
  | 'PAYOUT.INVALID_DATE';

/** The card's minimum (investor spec §5 and §9): 1,000 USD, shown converted to the viewer's currency. */
export const MIN_INTEREST_AMOUNT = '1000.00';

export const applicationNotFound = (id: number): AppError =>
  appError('APPLICATION.NOT_FOUND', `Application ${id} was not found`);
export const investmentNotFound = (id: number): AppError =>
  appError('INVESTMENT.NOT_FOUND', `Investment ${id} was not found`);
export const unitNotFound = (id: number): AppError => appError('UNIT.NOT_FOUND', `Unit ${id} was not found`);
export const investingChangedMeanwhile = (): AppError =>
  appError('INVESTING.CHANGED_MEANWHILE', 'This record was changed by someone else meanwhile; please reload');

/** A refused transition: a 409 naming the current state (rules §2). */
export function transitionRefused(e: LifecycleError): AppError {
  const code: AppError['code'] = e.code;
  return appError(code, e.message, { details: { currentState: e.currentState, event: e.event } });
}

/** Mark as Sold again with other figures: a 409 naming the sale on record (a sale is final). */
export function differentSaleRefused(e: DifferentSaleRecorded): AppError {
  return appError(e.code, e.message, {
    details: {
      currentState: e.currentState,
      event: e.event,
      recordedSale: {
        soldPrice: e.recordedSale.soldPrice.toString(),
        profitGenerated: e.recordedSale.profitGenerated.toString(),
        sellingCosts: e.recordedSale.sellingCosts?.toString() ?? null,
        soldAt: e.recordedSale.soldAt.toISOString(),
      },
    },
  });
}

/** The figures of a reservation-limit refusal, the same for the investor's and the admin's message. */
const limitDetails = (e: ReservationLimitError) => ({
  reason: e.reason,
  limitCount: e.limit.count,
  limitTotal: e.limit.total.toString(),
  openCount: e.open.count,
  openTotal: e.open.total.toString(),
  available: e.available.toString(),
});

/**
 * Capacity refusals: over capacity and closed units are 409s saying how much remains; below minimum is a 400.
 * Past the reservation limit without KYC is a 409 with the limit and what the investor holds.
 */
export function reservationRefused(e: ReservationError | ReservationLimitError, amountField = 'amount'): AppError {
  switch (e.code) {
    case 'INVESTMENT.KYC_REQUIRED_FOR_MORE':
      return appError(e.code, e.message, { details: limitDetails(e) });
    case 'INVESTMENT.BELOW_MINIMUM':
      return appError(e.code, e.message, {
        fields: { [amountField]: e.message },
        details: { minimum: e.minimum.toString() },
      });
    case 'INVESTMENT.CAPACITY_EXCEEDED':
      return appError(e.code, e.message, { details: { remaining: e.remaining.toString() } });
    case 'INVESTMENT.UNIT_NOT_OPEN':
      return appError(e.code, e.message, { details: { unitStatus: e.unitStatus } });
    case 'INVESTMENT.PROJECT_ARCHIVED':
      return appError(e.code, e.message);
  }
}

/** An admin's approval refused by the reservation limit: the same code, worded for the admin. */
export function approvalNeedsKyc(e: ReservationLimitError, amount: Money): AppError {
  const held = `they already hold ${e.open.count} (${formatMoney(e.open.total)} USD)`;
  const why =
    e.reason === 'count' ? held : `${held}, and this application's ${formatMoney(amount)} USD would take them past it`;
  return appError(
    e.code,
    `The investor must complete KYC before this application can be approved: without verified KYC an investor ` +
      `may hold at most ${e.limit.count} unpaid reservations totalling ${formatMoney(e.limit.total)} USD, and ` +
      `${why}. The application stays pending.`,
    { details: limitDetails(e) },
  );
}

/** A second open application for the same unit (or project): a 409 naming the open one. */
export function applicationAlreadyOpen(open: Pick<Application, 'id' | 'status' | 'unitId' | 'projectId'>): AppError {
  const target = open.unitId === null ? 'this project' : 'this unit';
  return appError(
    'APPLICATION.ALREADY_OPEN',
    `You already have an open application for ${target} (application ${open.id}, ${open.status.replace(/_/g, ' ')}). ` +
      'Withdraw it first, or wait until it is decided.',
    {
      details: {
        applicationId: open.id,
        status: open.status,
        projectId: open.projectId,
        unitId: open.unitId,
      },
    },
  );
}

/**
 * Thrown inside an investing transaction when a conditional write finds the row changed by someone else: the
 * transaction rolls back and the use case answers a 409.
 */
export class ChangedMeanwhile extends Error {
  constructor() {
    super('An investing record changed during the transaction');
  }
}

/**
 * A 400 on a sale's figures (issue 19 item 6): selling costs above the sold price, or a `profitGenerated` other
 * than the derived one, naming both figures (message, field and `details.sentProfit` / `details.derivedProfit`).
 */
export function saleFiguresRefused(e: SaleFiguresError): AppError {
  if (e.code === 'SALE.PROFIT_MISMATCH') {
    return appError('VALIDATION.INVALID_INPUT', `The profit generated ${e.message}`, {
      fields: { profitGenerated: e.message },
      details: { sentProfit: e.sent.toString(), derivedProfit: e.derived.toString() },
    });
  }
  return appError('VALIDATION.INVALID_INPUT', `The selling costs ${e.message}`, {
    fields: { sellingCosts: e.message },
  });
}

/** A payout as a refusal names it (the one already recorded). */
export const payoutFacts = (p: Payout) => ({
  id: p.id,
  investmentId: p.investmentId,
  amount: p.amount.toString(),
  method: p.method,
  reference: p.reference,
  paidOn: p.paidOn,
  recordedAt: p.recordedAt.toISOString(),
});

/**
 * A refused payout (issue 19, item 5): a second record is a 409 naming the first, an investment not yet sold a
 * 409 naming its state, an amount past the value returned or a date outside sale…today a 400 on the field.
 */
export function payoutRefused(e: PayoutRefusal): AppError {
  switch (e.code) {
    case 'PAYOUT.ALREADY_RECORDED':
      return appError(e.code, e.message, { details: { payout: payoutFacts(e.payout) } });
    case 'PAYOUT.NOT_DUE':
      return appError(e.code, e.message, { details: { currentState: e.currentState } });
    case 'PAYOUT.EXCEEDS_VALUE_RETURNED':
      return appError(e.code, e.message, {
        fields: { amount: `must be at most the value returned, ${e.valueReturned.toString()} USD` },
        details: { valueReturned: e.valueReturned.toString() },
      });
    case 'PAYOUT.INVALID_DATE':
      return appError(e.code, e.message, { fields: { paidOn: e.message } });
  }
}
