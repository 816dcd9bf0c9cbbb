import {
  Money,
  Percentage,
  type CurrencyCode,
  type CurrencyRate,
  type Developer,
  type Project,
  type ProjectStatus,
  type ProjectType,
  type ProjectUpdate,
  type ProjectUpdateType,
  type Unit,
  type UnitStatus,
  type UnitType,
} from '@cobuy/domain';
import type {
  CurrencyRateRow,
  DeveloperRow,
  ProjectRow,
  ProjectUpdateRow,
  Row,
  UnitRow,
} from '../persistence/entities/index.js';

// Rows hold numeric columns as exact decimal strings; the domain holds Money and Percentage.
// The database's check constraints guarantee the enumerations, hence the plain casts.

export const toProject = (r: Row<typeof ProjectRow>): Project => ({
  id: r.id,
  title: r.title,
  description: r.description,
  location: r.location,
  country: r.country,
  imageUrl: r.imageUrl ?? null,
  status: r.status as ProjectStatus,
  developerId: r.developerId ?? null,
  developerName: r.developerName,
  projectType: r.projectType as ProjectType,
  timeline: r.timeline,
  constructionTimeline: r.constructionTimeline,
  expectedProfit: Percentage.of(r.expectedProfit),
  profitRangeMin: Percentage.of(r.profitRangeMin),
  profitRangeMax: Percentage.of(r.profitRangeMax),
  developerListingPrice: Money.of(r.developerListingPrice),
  unitPrice: Money.of(r.unitPrice),
  minInvestment: Money.of(r.minInvestment),
  completionDate: r.completionDate ?? null,
  createdAt: r.createdAt,
});

export const toUnit = (r: Row<typeof UnitRow>): Unit => ({
  id: r.id,
  projectId: r.projectId,
  unitNumber: r.unitNumber,
  unitType: r.unitType as UnitType,
  status: r.status as UnitStatus,
  price: Money.of(r.price),
  minInvestmentAmount: Money.of(r.minInvestmentAmount),
  currentInvestment: Money.of(r.currentInvestment),
  totalInvestmentNeeded: Money.of(r.totalInvestmentNeeded),
  bedrooms: r.bedrooms,
  bathrooms: r.bathrooms,
  floorArea: r.floorArea ?? null,
  plotSize: r.plotSize ?? null,
  floor: r.floor ?? null,
  block: r.block ?? null,
  imageUrl: r.imageUrl ?? null,
  features: r.features,
  description: r.description ?? null,
});

export const toProjectUpdate = (r: Row<typeof ProjectUpdateRow>): ProjectUpdate => ({
  id: r.id,
  projectId: r.projectId,
  title: r.title,
  description: r.description,
  progressPercentage: r.progressPercentage,
  updateType: r.updateType as ProjectUpdateType,
  imageUrl: r.imageUrl ?? null,
  createdAt: r.createdAt,
});

export const toDeveloper = (r: Row<typeof DeveloperRow>): Developer => ({
  id: r.id,
  name: r.name,
  description: r.description,
  email: r.email,
  phone: r.phone,
  website: r.website ?? null,
  address: r.address,
  city: r.city,
  country: r.country,
  establishedYear: r.establishedYear ?? null,
  licenseNumber: r.licenseNumber ?? null,
  specialties: r.specialties,
  logoUrl: r.logoUrl ?? null,
  completedProjects: r.completedProjects,
  totalValue: Money.of(r.totalValue),
  rating: r.rating,
  isActive: r.isActive,
});

/** numeric(18,6) reads back as "12.500000"; the rate table speaks in minimal decimals ("12.5"). */
const trimDecimal = (value: string): string =>
  value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;

export const toCurrencyRate = (r: Row<typeof CurrencyRateRow>): CurrencyRate => ({
  code: r.code as CurrencyCode,
  name: r.name,
  symbol: r.symbol,
  flag: r.flag,
  rate: trimDecimal(r.rate),
  decimals: r.decimals === 0 ? 0 : 2,
});
