import {
  KYC_WAITING_APPLICATION_STATUSES,
  openReservationsOf,
  UNPAID_INVESTMENT_STATUSES,
  type InvestingStore,
  type OpenReservations,
} from '@cobuy/domain';

/**
 * What the investor holds unpaid (rules §3): read after `store.investors.lockForReservations(userId)` in the
 * transaction that adds the next reservation, so parallel requests of one investor count each other.
 */
export async function readOpenReservations(store: InvestingStore, userId: number): Promise<OpenReservations> {
  const investments = await store.investments.listByUser(userId, UNPAID_INVESTMENT_STATUSES);
  const applications = await store.applications.listByUser(userId, KYC_WAITING_APPLICATION_STATUSES);
  return openReservationsOf(investments, applications);
}
