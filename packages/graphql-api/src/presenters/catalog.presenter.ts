import type { ProjectListing } from '@cobuy/application';
import type { Developer, InvestmentProjection, ProjectUpdate, Unit, UnitStatistics } from '@cobuy/domain';

/**
 * The catalog's wire shapes, shared by REST and GraphQL so the two APIs cannot drift. Money and
 * percentages travel as decimal strings with two decimals; dates as ISO strings.
 */

export function presentProject({ project: p, summary: s }: ProjectListing) {
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    location: p.location,
    country: p.country,
    imageUrl: p.imageUrl,
    status: p.status,
    developerId: p.developerId,
    developerName: p.developerName,
    projectType: p.projectType,
    timeline: p.timeline,
    constructionTimeline: p.constructionTimeline,
    expectedProfit: p.expectedProfit.toString(),
    profitRangeMin: p.profitRangeMin.toString(),
    profitRangeMax: p.profitRangeMax.toString(),
    developerListingPrice: p.developerListingPrice.toString(),
    unitPrice: p.unitPrice.toString(),
    minInvestment: p.minInvestment.toString(),
    totalInvestmentNeeded: s.totalInvestmentNeeded.toString(),
    currentFunding: s.currentFunding.toString(),
    availableUnits: s.availableUnits,
    totalUnits: s.totalUnits,
    completionDate: p.completionDate?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
  };
}
export type ProjectJson = ReturnType<typeof presentProject>;

export function presentUnit(u: Unit) {
  return {
    id: u.id,
    projectId: u.projectId,
    unitNumber: u.unitNumber,
    unitType: u.unitType,
    status: u.status,
    price: u.price.toString(),
    minInvestmentAmount: u.minInvestmentAmount.toString(),
    currentInvestment: u.currentInvestment.toString(),
    totalInvestmentNeeded: u.totalInvestmentNeeded.toString(),
    bedrooms: u.bedrooms,
    bathrooms: u.bathrooms,
    floorArea: u.floorArea,
    plotSize: u.plotSize,
    floor: u.floor,
    block: u.block,
    imageUrl: u.imageUrl,
    features: [...u.features],
    description: u.description,
  };
}

export function presentUnitStatistics(s: UnitStatistics) {
  return {
    profitRange: { min: s.profitRange.min.toString(), max: s.profitRange.max.toString() },
    minimumInvestmentRange: {
      min: s.minimumInvestmentRange.min.toString(),
      max: s.minimumInvestmentRange.max.toString(),
    },
    availableUnits: s.availableUnits,
    partiallyFundedUnits: s.partiallyFundedUnits,
    fullyFundedUnits: s.fullyFundedUnits,
    soldUnits: s.soldUnits,
    totalUnits: s.totalUnits,
  };
}
export type UnitStatisticsJson = ReturnType<typeof presentUnitStatistics>;

export function presentProjectUpdate(u: ProjectUpdate) {
  return {
    id: u.id,
    projectId: u.projectId,
    title: u.title,
    description: u.description,
    progressPercentage: u.progressPercentage,
    updateType: u.updateType,
    imageUrl: u.imageUrl,
    createdAt: u.createdAt.toISOString(),
  };
}
export type ProjectUpdateJson = ReturnType<typeof presentProjectUpdate>;

export function presentDeveloper(d: Developer) {
  return {
    id: d.id,
    name: d.name,
    description: d.description,
    email: d.email,
    phone: d.phone,
    website: d.website,
    address: d.address,
    city: d.city,
    country: d.country,
    establishedYear: d.establishedYear,
    licenseNumber: d.licenseNumber,
    specialties: [...d.specialties],
    logoUrl: d.logoUrl,
    completedProjects: d.completedProjects,
    totalValue: d.totalValue.toString(),
    rating: d.rating,
    isActive: d.isActive,
  };
}
export type DeveloperJson = ReturnType<typeof presentDeveloper>;

export const presentProjection = (p: InvestmentProjection) => ({
  initial: p.initial.toString(),
  totalReturn: p.totalReturn.toString(),
  totalValue: p.totalValue.toString(),
  milestones: p.milestones.map((m) => ({ months: m.months, value: m.value.toString() })),
});
