/**
 * One lock per investor, held until the transaction ends: a reservation for an investor (a direct investment,
 * an approval) takes it before reading what the investor already holds, so two parallel requests of one investor
 * on different units cannot both pass the reservation limit. Lock order: the investor first, before any unit,
 * application or investment row, so it can never close a deadlock cycle.
 */
export interface InvestorLock {
  lockForReservations(userId: number): Promise<void>;
}
