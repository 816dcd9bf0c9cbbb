import type { ApplicationStatus } from '../application/application.machine.js';
import { formatMoney } from '../money/currency.js';
import { Money } from '../money/money.js';
import { MoneyTotal } from '../money/money-total.js';
import { err, ok, type Result } from '../shared/result.js';
import type { InvestmentStatus } from './investment.machine.js';

/**
 * What an investor without valid KYC may hold at once (rules §3): at most 3 open unpaid reservations, and at
 * most 100,000.00 USD across them. Without it, one fresh account could hold every unit of the platform for
 * the 14 days a pending_kyc investment waits, and take them again when the holds expire.
 */
export interface ReservationLimit {
  readonly count: number;
  readonly total: Money;
}

export const UNVERIFIED_RESERVATION_LIMIT: ReservationLimit = { count: 3, total: Money.of(100_000) };

/** Investments that hold capacity and are not paid yet. */
export const UNPAID_INVESTMENT_STATUSES: readonly InvestmentStatus[] = ['pending_kyc', 'awaiting_payment'];

/**
 * Applications an admin approved that wait for the investor's KYC: they open their investment (and take its
 * capacity) as soon as KYC is approved. Later states already have their investment, counted above; pending
 * applications are not approved yet and hold nothing.
 */
export const KYC_WAITING_APPLICATION_STATUSES: readonly ApplicationStatus[] = [
  'approved',
  'awaiting_kyc',
  'pending_kyc',
];

/** How many unpaid reservations an investor holds, and their sum. */
export interface OpenReservations {
  readonly count: number;
  /** Unbounded: a verified investor's unpaid positions may add up past one storable amount. */
  readonly total: MoneyTotal;
}

/** Counts the investor's unpaid investments and KYC-waiting applications; everything else is ignored. */
export function openReservationsOf(
  investments: Iterable<{ readonly status: InvestmentStatus; readonly amount: Money }>,
  applications: Iterable<{ readonly status: ApplicationStatus; readonly interestAmount: Money }>,
): OpenReservations {
  let count = 0;
  let total = MoneyTotal.ZERO;
  for (const i of investments) {
    if (!UNPAID_INVESTMENT_STATUSES.includes(i.status)) continue;
    count++;
    total = total.add(i.amount);
  }
  for (const a of applications) {
    if (!KYC_WAITING_APPLICATION_STATUSES.includes(a.status)) continue;
    count++;
    total = total.add(a.interestAmount);
  }
  return { count, total };
}

export interface ReservationLimitError {
  readonly code: 'INVESTMENT.KYC_REQUIRED_FOR_MORE';
  /** Which limit refused: the number of reservations, or their sum. */
  readonly reason: 'count' | 'total';
  readonly limit: ReservationLimit;
  /** What the investor already holds. */
  readonly open: OpenReservations;
  /** How much more the sum would still take (zero when the count refused). */
  readonly available: Money;
  readonly message: string;
}

export interface ReservationLimitInput {
  /** The investor's KYC is valid now: then there is no limit. */
  readonly kycValid: boolean;
  /** Read under the investor's lock, in the transaction that would add the new reservation. */
  readonly open: OpenReservations;
  /** The new reservation's amount. */
  readonly amount: Money;
  readonly limit?: ReservationLimit;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * May an investor add a reservation of `amount`? Always with valid KYC; without it, only while the count stays
 * within the limit and the sum (the new amount included) within the total. The message is the investor's.
 */
export function checkReservationLimit(input: ReservationLimitInput): Result<true, ReservationLimitError> {
  if (input.kycValid) return ok(true);
  const limit = input.limit ?? UNVERIFIED_RESERVATION_LIMIT;
  const { open, amount } = input;
  const left = open.total.compare(limit.total) < 0 ? Money.fromCents(limit.total.cents - open.total.cents) : Money.ZERO;
  const limits =
    `Without verified KYC you can hold at most ${plural(limit.count, 'unpaid reservation')} ` +
    `totalling ${formatMoney(limit.total)} USD`;
  const holding = `you hold ${open.count} (${formatMoney(open.total)} USD)`;
  const refuse = (reason: 'count' | 'total', detail: string) =>
    err<ReservationLimitError>({
      code: 'INVESTMENT.KYC_REQUIRED_FOR_MORE',
      reason,
      limit,
      open,
      available: reason === 'count' ? Money.ZERO : left,
      message: `${limits}; ${holding}${detail}. Complete KYC verification to invest more.`,
    });
  if (open.count + 1 > limit.count) return refuse('count', '');
  if (open.total.add(amount).compare(limit.total) > 0) {
    return refuse('total', `, so at most ${formatMoney(left)} USD more`);
  }
  return ok(true);
}
