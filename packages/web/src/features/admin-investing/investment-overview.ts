import type { AdminInvestmentCard_InvestmentFragment, InvestmentStatus } from '../../graphql/generated';
import { sum } from '../../lib/decimal';

type InvestmentRow = Pick<AdminInvestmentCard_InvestmentFragment, 'status' | 'amount'>;

/**
 * The Investments tab's sub-tabs (accounts spec §2), each with the statuses it lists and its empty message.
 * 'All' lists every status, cancelled and completed included.
 */
export const INVESTMENT_SUB_TABS = [
  { key: 'pending_kyc', label: 'Pending KYC', statuses: ['pending_kyc'], empty: 'No investments waiting for KYC' },
  {
    key: 'awaiting_payment',
    label: 'Awaiting Payment',
    statuses: ['awaiting_payment'],
    empty: 'No investments awaiting payment',
  },
  { key: 'active', label: 'Active', statuses: ['active'], empty: 'No active investments' },
  { key: 'completed', label: 'Completed', statuses: ['completed'], empty: 'No sold investments yet' },
  { key: 'all', label: 'All', statuses: null, empty: 'No investments yet' },
] as const satisfies ReadonlyArray<{
  key: string;
  label: string;
  statuses: readonly InvestmentStatus[] | null;
  empty: string;
}>;

export type InvestmentSubTab = (typeof INVESTMENT_SUB_TABS)[number];
export type InvestmentSubTabKey = InvestmentSubTab['key'];

/** The investments a sub-tab lists, in the server's order. */
export function investmentsIn<T extends InvestmentRow>(tab: InvestmentSubTab, investments: readonly T[]): T[] {
  const statuses: readonly InvestmentStatus[] | null = tab.statuses;
  return statuses ? investments.filter((i) => statuses.includes(i.status)) : [...investments];
}

const subTab = (key: InvestmentSubTabKey): InvestmentSubTab => INVESTMENT_SUB_TABS.find((t) => t.key === key)!;

const OPENING_ORDER: readonly InvestmentSubTabKey[] = ['awaiting_payment', 'pending_kyc', 'active'];

/**
 * The sub-tab the tab opens on: the first that holds something to do, payments first (money waiting to be matched
 * to a bank transfer), then KYC, then the active positions; All when nothing is waiting or active.
 */
export function openingSubTab(investments: readonly InvestmentRow[]): InvestmentSubTabKey {
  const first = OPENING_ORDER.find((key) => investmentsIn(subTab(key), investments).length > 0);
  return first ?? 'all';
}

/** The longest payment-reference search the server takes. */
export const PAYMENT_REFERENCE_SEARCH_MAX = 40;

/**
 * What is wrong with a payment-reference search before it is sent (the server says the same): letters, digits,
 * spaces and dashes, as a reference is written on a bank statement. Null when it can be asked.
 */
export function paymentReferenceSearchError(text: string): string | null {
  if (text.length > PAYMENT_REFERENCE_SEARCH_MAX) return `At most ${PAYMENT_REFERENCE_SEARCH_MAX} characters`;
  if (!/^[A-Za-z0-9\s-]*$/.test(text)) return 'Only letters, digits, spaces and dashes';
  return null;
}

/** Statuses whose money is (or was) really invested: paid and not given back. */
const VALUE_STATUSES: readonly InvestmentStatus[] = ['active', 'completed'];

export interface InvestmentStats {
  total: number;
  pendingKyc: number;
  awaitingPayment: number;
  active: number;
  /** USD, exact: the amounts of active and completed investments added as decimals. */
  totalValue: string;
}

/** The five stat cards: counts by status, and the value of the confirmed positions. */
export function investmentStats(investments: readonly InvestmentRow[]): InvestmentStats {
  const count = (status: InvestmentStatus) => investments.filter((i) => i.status === status).length;
  return {
    total: investments.length,
    pendingKyc: count('pending_kyc'),
    awaitingPayment: count('awaiting_payment'),
    active: count('active'),
    totalValue: sum(['0.00', ...investments.filter((i) => VALUE_STATUSES.includes(i.status)).map((i) => i.amount)]),
  };
}

/**
 * What an admin may do with an investment in this status (rules §2): confirm the payment of one awaiting it, and
 * cancel one whose payment is not yet confirmed. The server refuses anything else with a 409.
 */
export function investmentActions(status: InvestmentStatus): { confirmPayment: boolean; cancel: boolean } {
  return {
    confirmPayment: status === 'awaiting_payment',
    cancel: status === 'pending_kyc' || status === 'awaiting_payment',
  };
}

/**
 * Record Payout (issue 19): offered on a sold (completed) investment whose payout is not recorded yet. The server
 * also refuses an admin's own investment (four eyes); the card cannot know who is looking, so it says so then.
 */
export const canRecordPayout = (investment: { status: InvestmentStatus; payout: unknown }): boolean =>
  investment.status === 'completed' && !investment.payout;
