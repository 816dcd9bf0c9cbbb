import type { IntlShape } from 'react-intl';
import type { AdminInvestmentStatsQuery, InvestmentStatus } from '../../graphql/generated';

/**
 * The Investments tab's sub-tabs (accounts spec §2), each with the statuses it lists; its name and empty message
 * are the `adminInvesting.subTab.<key>` and `adminInvesting.empty.<key>` messages. 'All' lists every status,
 * cancelled and completed included.
 */
export const INVESTMENT_SUB_TABS = [
  { key: 'pending_kyc', statuses: ['pending_kyc'] },
  { key: 'awaiting_payment', statuses: ['awaiting_payment'] },
  { key: 'active', statuses: ['active'] },
  { key: 'completed', statuses: ['completed'] },
  { key: 'all', statuses: null },
] as const satisfies ReadonlyArray<{ key: string; statuses: readonly InvestmentStatus[] | null }>;

export type InvestmentSubTab = (typeof INVESTMENT_SUB_TABS)[number];
export type InvestmentSubTabKey = InvestmentSubTab['key'];

/** The statuses a sub-tab asks the server for (none: every status). */
export const statusesOf = (tab: InvestmentSubTab): InvestmentStatus[] | null =>
  tab.statuses ? [...tab.statuses] : null;

/** The sub-tab an address names (`?status=`), or null when it names none. */
export const subTabNamed = (key: string | null): InvestmentSubTab | null =>
  INVESTMENT_SUB_TABS.find((t) => t.key === key) ?? null;

/** How many investments each sub-tab holds, from the stat query (counted on the server). */
export type SubTabCounts = Record<InvestmentSubTabKey, number>;

const OPENING_ORDER: readonly InvestmentSubTabKey[] = ['awaiting_payment', 'pending_kyc', 'active'];

/**
 * The sub-tab the tab opens on: the first that holds something to do, payments first (money waiting to be matched
 * to a bank transfer), then KYC, then the active positions; All when nothing is waiting or active.
 */
export function openingSubTab(counts: SubTabCounts): InvestmentSubTabKey {
  return OPENING_ORDER.find((key) => counts[key] > 0) ?? 'all';
}

/** The longest payment-reference search the server takes. */
export const PAYMENT_REFERENCE_SEARCH_MAX = 40;

/**
 * What is wrong with a payment-reference search before it is sent (the server says the same): letters, digits,
 * spaces and dashes, as a reference is written on a bank statement. Null when it can be asked.
 */
export function paymentReferenceSearchError(text: string, intl: IntlShape): string | null {
  if (text.length > PAYMENT_REFERENCE_SEARCH_MAX) {
    return intl.formatMessage({ id: 'adminInvesting.search.referenceTooLong' }, { max: PAYMENT_REFERENCE_SEARCH_MAX });
  }
  if (!/^[A-Za-z0-9\s-]*$/.test(text)) return intl.formatMessage({ id: 'adminInvesting.search.referenceChars' });
  return null;
}

export interface InvestmentStats {
  total: number;
  pendingKyc: number;
  awaitingPayment: number;
  active: number;
  /** USD, exact: the amounts of active and completed investments, added up by the server. */
  totalValue: string;
}

/** The five stat cards and the sub-tabs' counts, from the server's counts. */
export function investmentStats(data: AdminInvestmentStatsQuery): { stats: InvestmentStats; counts: SubTabCounts } {
  return {
    stats: {
      total: data.all.totalCount,
      pendingKyc: data.pendingKyc.totalCount,
      awaitingPayment: data.awaitingPayment.totalCount,
      active: data.active.totalCount,
      totalValue: data.confirmed.totalAmount,
    },
    counts: {
      pending_kyc: data.pendingKyc.totalCount,
      awaiting_payment: data.awaitingPayment.totalCount,
      active: data.active.totalCount,
      completed: data.completed.totalCount,
      all: data.all.totalCount,
    },
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
