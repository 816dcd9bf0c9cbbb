import type { Money } from '../money/money.js';
import type { MoneyTotal } from '../money/money-total.js';
import type { Percentage } from '../money/percentage.js';
import { UNIT_LIFECYCLE_STATES } from '../unit/unit.machine.js';

/** The catalog as investors read it. Amounts are USD except `Developer.totalValue` (GHS). */

export const PROJECT_TYPES = ['residential', 'commercial', 'mixed-use'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

/** Both vocabularies the specs use: the investor pages' and the admin form's. */
export const PROJECT_STATUSES = [
  'available',
  'new',
  'funding',
  'planning',
  'pre-construction',
  'under-construction',
  'in-progress',
  'near-completion',
  'completed',
  // Retired from the catalog: a project investors hold cannot be deleted, so an admin archives it instead.
  // Hidden from public lists, takes no new interest or investment; its investors' positions carry on.
  'archived',
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const ARCHIVED_PROJECT_STATUS = 'archived' satisfies ProjectStatus;

/** The locations the projects filter offers (investor spec §9); matched against the project's location. */
export const PROJECT_LOCATIONS = ['Accra', 'Lagos', 'Dubai'] as const;

export const UNIT_TYPES = [
  '2-bedroom-apartment',
  '3-bedroom-apartment',
  '4-bedroom-apartment',
  '2-bedroom-terrace',
  '3-bedroom-terrace',
  '4-bedroom-terrace',
  'semi-detached',
  'fully-detached',
  'self-compound',
] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

export const UNIT_FEATURES = [
  'ensuite_master',
  'fitted_kitchen',
  'parking_space',
  'garden',
  'balcony',
  'swimming_pool',
  'security',
  'generator',
  'borehole',
  'tiled_floors',
  'pop_ceiling',
  'wardrobes',
] as const;
export type UnitFeature = (typeof UNIT_FEATURES)[number];

/** A unit's status is the state of its lifecycle (unit.machine.ts): one list for both. */
export const UNIT_STATUSES = UNIT_LIFECYCLE_STATES;
export type UnitStatus = (typeof UNIT_STATUSES)[number];

export const PROJECT_UPDATE_TYPES = ['progress', 'milestone', 'completion', 'alert'] as const;
export type ProjectUpdateType = (typeof PROJECT_UPDATE_TYPES)[number];

export interface Developer {
  readonly id: number;
  readonly name: string;
  readonly description: string;
  readonly email: string;
  readonly phone: string;
  readonly website: string | null;
  readonly address: string;
  readonly city: string;
  readonly country: string;
  readonly establishedYear: number | null;
  readonly licenseNumber: string | null;
  readonly specialties: readonly string[];
  readonly logoUrl: string | null;
  readonly completedProjects: number;
  /** Ghana cedis. */
  readonly totalValue: Money;
  /** 0.00-5.00, two decimals. */
  readonly rating: string;
  readonly isActive: boolean;
}

export interface Project {
  readonly id: number;
  readonly title: string;
  readonly description: string;
  readonly location: string;
  readonly country: string;
  readonly imageUrl: string | null;
  readonly status: ProjectStatus;
  readonly developerId: number | null;
  readonly developerName: string;
  readonly projectType: ProjectType;
  /** Months. */
  readonly timeline: number;
  readonly constructionTimeline: string;
  readonly expectedProfit: Percentage;
  readonly profitRangeMin: Percentage;
  readonly profitRangeMax: Percentage;
  readonly developerListingPrice: Money;
  readonly unitPrice: Money;
  readonly minInvestment: Money;
  readonly completionDate: Date | null;
  readonly createdAt: Date;
}

/**
 * Figures derived from a project's units; never stored, so they cannot drift from the units. The sums are
 * `MoneyTotal`s: they add up stored prices and are never refused, whatever those prices are.
 */
export interface ProjectUnitSummary {
  readonly totalUnits: number;
  readonly availableUnits: number;
  readonly partiallyFundedUnits: number;
  readonly fullyFundedUnits: number;
  readonly soldUnits: number;
  readonly totalInvestmentNeeded: MoneyTotal;
  /** Sum of the units' current investment. */
  readonly currentFunding: MoneyTotal;
  readonly minInvestmentLow: Money | null;
  readonly minInvestmentHigh: Money | null;
}

export interface Unit {
  readonly id: number;
  readonly projectId: number;
  readonly unitNumber: string;
  readonly unitType: UnitType;
  readonly status: UnitStatus;
  readonly price: Money;
  readonly minInvestmentAmount: Money;
  readonly currentInvestment: Money;
  readonly totalInvestmentNeeded: Money;
  readonly bedrooms: number;
  readonly bathrooms: number;
  /** Square metres, two decimals. */
  readonly floorArea: string | null;
  readonly plotSize: string | null;
  readonly floor: number | null;
  readonly block: string | null;
  readonly imageUrl: string | null;
  readonly features: readonly string[];
  readonly description: string | null;
}

export interface ProjectUpdate {
  readonly id: number;
  readonly projectId: number;
  readonly title: string;
  readonly description: string;
  readonly progressPercentage: number;
  readonly updateType: ProjectUpdateType;
  readonly imageUrl: string | null;
  readonly createdAt: Date;
}

export interface ProjectFilter {
  /** Matches projects whose location mentions it (case-insensitive), e.g. 'Accra' also finds Tema, Greater Accra. */
  readonly location?: string;
  readonly projectType?: ProjectType;
  /** The investor's budget: projects whose minimum investment is at most this amount. */
  readonly maxMinInvestment?: Money;
  /** Free text over title, description, location and developer name. */
  readonly search?: string;
  /** Archived projects too (the admin panel's list); public lists leave them out. */
  readonly includeArchived?: boolean;
}
