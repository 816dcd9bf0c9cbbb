import type { StoredProject, StoredUnit } from '@cobuy/domain';

/** A project as the admin form stores it: money and percentages as exact decimal text. */
export const presentAdminProject = (p: StoredProject) => ({
  ...p,
  expectedProfit: p.expectedProfit.toString(),
  profitRangeMin: p.profitRangeMin.toString(),
  profitRangeMax: p.profitRangeMax.toString(),
  developerListingPrice: p.developerListingPrice.toString(),
  unitPrice: p.unitPrice.toString(),
  minInvestment: p.minInvestment.toString(),
  completionDate: p.completionDate?.toISOString() ?? null,
});

/** A unit as the admin form stores it. */
export const presentAdminUnit = (u: StoredUnit) => ({
  ...u,
  features: [...u.features],
  price: u.price.toString(),
  totalInvestmentNeeded: u.totalInvestmentNeeded.toString(),
  minInvestmentAmount: u.minInvestmentAmount.toString(),
});

export type AdminProjectJson = ReturnType<typeof presentAdminProject>;
export type AdminUnitJson = ReturnType<typeof presentAdminUnit>;
