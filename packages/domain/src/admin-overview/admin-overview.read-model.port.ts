import type { AdminOverview, AdminOverviewWindow } from './admin-overview.js';

/**
 * Reads the admin overview: the counts and sums with the rules of admin-overview.ts, and one entry for every
 * week of the window (zeros included), oldest first. Implementations aggregate where the data is (SQL).
 */
export interface AdminOverviewReadModel {
  read(window: AdminOverviewWindow): Promise<AdminOverview>;
}
