import {
  Money,
  Percentage,
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
import type { ProjectUpdateItem, UnitItem } from '@cobuy/application';
import type { DeveloperRow, Row } from '../persistence/entities/index.js';
import { toDate } from '../persistence/timestamps.js';

// Rows hold numeric columns as exact decimal strings; the domain holds Money and Percentage.
// The database's check constraints guarantee the enumerations, hence the plain casts.

/** A timestamp as the driver gives it: node-postgres (with MikroORM's type parsers) as text, PGlite as a Date. */
type Timestamp = Date | string;
/** PostgreSQL's text of a timestamptz in a UTC session ("2026-11-26 10:00:00.123456+00"), the driver's usual form. */
const UTC_TEXT = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;

/**
 * A timestamp as the APIs send it (ISO, milliseconds, the microseconds cut off): the text `toDate(…).toISOString()`
 * gives, written from PostgreSQL's UTC text without parsing a Date (the legacy date parser was 3% of the projects
 * list's CPU; docs/performance.md, "Fourth round"). Any other form (another session time zone, PGlite's Date)
 * goes through a Date.
 */
export function toIsoText(value: Timestamp): string {
  if (typeof value === 'string') {
    const utc = UTC_TEXT.exec(value);
    if (utc) return `${utc[1]}T${utc[2]}.${utc[3] === undefined ? '000' : utc[3].padEnd(3, '0').slice(0, 3)}Z`;
  }
  return toDate(value).toISOString();
}

/**
 * The columns of `projects` that the domain's Project holds, and no more (the table has ten others the
 * catalog never shows: prices for the admin form, media, audit times). Shared by the list and the single read.
 */
export const PROJECT_COLUMNS = `id, title, description, location, country, image_url, status, developer_id, developer_name,
       project_type, timeline, construction_timeline, expected_profit, profit_range_min, profit_range_max,
       developer_listing_price, unit_price, min_investment, completion_date, created_at`;

export interface ProjectDbRow {
  id: number;
  title: string;
  description: string;
  location: string;
  country: string;
  image_url: string | null;
  status: string;
  developer_id: number | null;
  developer_name: string;
  project_type: string;
  timeline: number;
  construction_timeline: string;
  expected_profit: string;
  profit_range_min: string;
  profit_range_max: string;
  developer_listing_price: string;
  unit_price: string;
  min_investment: string;
  completion_date: Timestamp | null;
  created_at: Timestamp;
}

export const toProject = (r: ProjectDbRow): Project => ({
  id: r.id,
  title: r.title,
  description: r.description,
  location: r.location,
  country: r.country,
  imageUrl: r.image_url,
  status: r.status as ProjectStatus,
  developerId: r.developer_id,
  developerName: r.developer_name,
  projectType: r.project_type as ProjectType,
  timeline: r.timeline,
  constructionTimeline: r.construction_timeline,
  expectedProfit: Percentage.of(r.expected_profit),
  profitRangeMin: Percentage.of(r.profit_range_min),
  profitRangeMax: Percentage.of(r.profit_range_max),
  developerListingPrice: Money.of(r.developer_listing_price),
  unitPrice: Money.of(r.unit_price),
  minInvestment: Money.of(r.min_investment),
  completionDate: r.completion_date === null ? null : toDate(r.completion_date),
  createdAt: toDate(r.created_at),
});

/** The columns of the view `unit_states` that a Unit holds (not the sale, override and audit columns). */
export const UNIT_COLUMNS = `id, project_id, unit_number, unit_type, status, price, min_investment_amount,
       current_investment, total_investment_needed, bedrooms, bathrooms, floor_area, plot_size, floor, block,
       image_url, features, description`;

export interface UnitDbRow {
  id: number;
  project_id: number;
  unit_number: string;
  unit_type: string;
  status: string;
  price: string;
  min_investment_amount: string;
  current_investment: string;
  total_investment_needed: string;
  bedrooms: number;
  bathrooms: number;
  floor_area: string | null;
  plot_size: string | null;
  floor: number | null;
  block: string | null;
  image_url: string | null;
  features: string[];
  description: string | null;
}

/**
 * A unit as the APIs send it (the project page's read model): the view `unit_states` derives its funding and
 * status, and its money columns come as exact two-decimal text, which is how Money prints them.
 */
export const toUnitItem = (r: UnitDbRow): UnitItem => ({
  id: r.id,
  projectId: r.project_id,
  unitNumber: r.unit_number,
  unitType: r.unit_type as UnitType,
  status: r.status as UnitStatus,
  price: r.price,
  minInvestmentAmount: r.min_investment_amount,
  currentInvestment: r.current_investment,
  totalInvestmentNeeded: r.total_investment_needed,
  bedrooms: r.bedrooms,
  bathrooms: r.bathrooms,
  floorArea: r.floor_area,
  plotSize: r.plot_size,
  floor: r.floor,
  block: r.block,
  imageUrl: r.image_url,
  features: r.features,
  description: r.description,
});

/** The same unit as the domain's record, for the reads that decide something: its money as Money. */
export const toUnit = (r: UnitDbRow): Unit => ({
  ...toUnitItem(r),
  price: Money.of(r.price),
  minInvestmentAmount: Money.of(r.min_investment_amount),
  currentInvestment: Money.of(r.current_investment),
  totalInvestmentNeeded: Money.of(r.total_investment_needed),
});

export const PROJECT_UPDATE_COLUMNS =
  'id, project_id, title, description, progress_percentage, update_type, image_url, created_at';

export interface ProjectUpdateDbRow {
  id: number;
  project_id: number;
  title: string;
  description: string;
  progress_percentage: number;
  update_type: string;
  image_url: string | null;
  created_at: Timestamp;
}

/** An update as the APIs send it (the project page's read model): its time as ISO text, no Date. */
export const toUpdateItem = (r: ProjectUpdateDbRow): ProjectUpdateItem => ({
  id: r.id,
  projectId: r.project_id,
  title: r.title,
  description: r.description,
  progressPercentage: r.progress_percentage,
  updateType: r.update_type as ProjectUpdateType,
  imageUrl: r.image_url,
  createdAt: toIsoText(r.created_at),
});

/** The same update as the domain's record: its time as a Date. */
export const toProjectUpdate = (r: ProjectUpdateDbRow): ProjectUpdate => ({
  ...toUpdateItem(r),
  createdAt: toDate(r.created_at),
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
