import type { AdminOverview } from '@cobuy/domain';

/** The admin overview as both APIs show it: money as two-decimal USD strings, weeks as their Monday (UTC). */
export const presentAdminOverview = (o: AdminOverview) => ({
  activeProjects: o.activeProjects,
  totalProjects: o.totalProjects,
  pendingInterests: o.pendingInterests,
  pendingKyc: o.pendingKyc,
  confirmedInvestment: o.confirmedInvestment.toString(),
  investmentNeeded: o.investmentNeeded.toString(),
  weeks: o.weeks.map((w) => ({
    weekStart: w.weekStart.toISOString().slice(0, 10),
    commitments: w.commitments.toString(),
    confirmedPayments: w.confirmedPayments.toString(),
  })),
});
export type AdminOverviewJson = ReturnType<typeof presentAdminOverview>;
