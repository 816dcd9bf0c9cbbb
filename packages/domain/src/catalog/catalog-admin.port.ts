import type { Money } from '../money/money.js';
import type { Percentage } from '../money/percentage.js';
import type { AuditLog } from '../ports/audit-log.port.js';
import type { ProjectStatus, ProjectType, UnitType } from './catalog.js';
import type { UnitPriceTotals } from './unit-price-totals.js';

/** What an admin sets on a project (accounts spec §3 projects). Unit counts and funding are derived, never set. */
export interface ProjectFields {
  readonly title: string;
  readonly description: string;
  readonly location: string;
  readonly country: string;
  readonly projectType: ProjectType;
  readonly status: ProjectStatus;
  readonly developerName: string;
  readonly timeline: number;
  readonly constructionTimeline: string;
  readonly expectedProfit: Percentage;
  readonly profitRangeMin: Percentage;
  readonly profitRangeMax: Percentage;
  readonly developerListingPrice: Money;
  readonly unitPrice: Money;
  readonly minInvestment: Money;
  readonly imageUrl: string | null;
  readonly completionDate: Date | null;
}

/** What an admin sets on a unit (spec §3 units). Status and current investment are derived (view unit_states). */
export interface UnitFields {
  readonly unitNumber: string;
  readonly unitType: UnitType;
  readonly bedrooms: number;
  readonly bathrooms: number;
  readonly floorArea: string | null;
  readonly plotSize: string | null;
  readonly price: Money;
  readonly totalInvestmentNeeded: Money;
  readonly minInvestmentAmount: Money;
  readonly features: readonly string[];
  readonly description: string | null;
  readonly imageUrl: string | null;
  readonly floor: number | null;
  readonly block: string | null;
}

export interface StoredProject extends ProjectFields {
  readonly id: number;
}
export interface StoredUnit extends UnitFields {
  readonly id: number;
  readonly projectId: number;
}

/** Investments and applications that hold on to a project or unit (they forbid deleting it). */
export interface CatalogLinks {
  /** Investments not cancelled. */
  readonly liveInvestments: number;
  readonly investments: number;
  readonly applications: number;
}

export interface CatalogAdminRepository {
  lockProject(id: number): Promise<StoredProject | null>;
  insertProject(fields: ProjectFields, at: Date): Promise<StoredProject>;
  updateProject(id: number, fields: ProjectFields, at: Date): Promise<StoredProject>;
  deleteProject(id: number): Promise<void>;
  projectLinks(id: number): Promise<CatalogLinks>;
  lockUnit(projectId: number, unitId: number): Promise<StoredUnit | null>;
  /** The id of another unit of the project with this number, if any. */
  unitNumberTaken(projectId: number, unitNumber: string, exceptId: number | null): Promise<number | null>;
  insertUnit(projectId: number, fields: UnitFields, at: Date): Promise<StoredUnit>;
  updateUnit(id: number, fields: UnitFields, at: Date): Promise<StoredUnit>;
  deleteUnit(id: number): Promise<void>;
  unitLinks(id: number): Promise<CatalogLinks>;
  /**
   * Takes the platform-wide lock on unit prices (held until the transaction ends) and then adds up the prices of
   * every unit but `exceptUnitId`: in the project, and on the whole platform. Saves that raise a price take turns
   * on it, so two of them cannot each fit alone and pass the bound together.
   */
  lockUnitPriceTotals(projectId: number, exceptUnitId: number | null): Promise<UnitPriceTotals>;
}

export interface CatalogAdminStore {
  readonly catalog: CatalogAdminRepository;
  readonly audit: AuditLog;
}

/** One transaction per admin write: the change and its audit entry together. */
export interface CatalogAdminUnitOfWork {
  run<T>(work: (store: CatalogAdminStore) => Promise<T>): Promise<T>;
}
