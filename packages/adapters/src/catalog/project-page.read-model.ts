import type { ProjectListRow, ProjectPageReadModel, ProjectUpdateItem, UnitItem } from '@cobuy/application';
import type { ProjectUpdateType, UnitStatus, UnitType } from '@cobuy/domain';
import type { Database } from '../persistence/orm.js';
import {
  groupBy,
  projectStatement,
  unitsStatement,
  unitSummaryStatement,
  updatesStatement,
} from './catalog-read.repository.js';
import { toIsoText, type ProjectUpdateDbRow, type UnitDbRow } from './catalog-row-mappers.js';
import { NO_UNITS, toListRow } from './project-list.read-model.js';

/**
 * The project page's read model: the catalog's own statements (the same text as its repository sends), each row
 * copied once into the shape the APIs send. The numeric columns come as exact two-decimal text (numeric(15,2)),
 * which is how Money prints them, so they pass through as they are; no domain object is built (docs/performance.md,
 * "Session 10").
 */
export class SqlProjectPageReadModel implements ProjectPageReadModel {
  constructor(private readonly db: Database) {}

  async findProject(id: number): Promise<ProjectListRow | null> {
    const [project] = await this.db.read(projectStatement(id));
    if (!project) return null;
    const [summary] = await this.db.read(unitSummaryStatement([id]));
    return toListRow(project, summary ?? NO_UNITS);
  }

  async unitsByProject(projectIds: readonly number[]): Promise<Map<number, UnitItem[]>> {
    if (projectIds.length === 0) return new Map();
    const rows = await this.db.read(unitsStatement(projectIds));
    return groupBy(rows.map(toUnitItem), (u) => u.projectId, projectIds);
  }

  async updatesByProject(projectIds: readonly number[]): Promise<Map<number, ProjectUpdateItem[]>> {
    if (projectIds.length === 0) return new Map();
    const rows = await this.db.read(updatesStatement(projectIds));
    return groupBy(rows.map(toUpdateItem), (u) => u.projectId, projectIds);
  }
}

function toUnitItem(r: UnitDbRow): UnitItem {
  return {
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
  };
}

function toUpdateItem(r: ProjectUpdateDbRow): ProjectUpdateItem {
  return {
    id: r.id,
    projectId: r.project_id,
    title: r.title,
    description: r.description,
    progressPercentage: r.progress_percentage,
    updateType: r.update_type as ProjectUpdateType,
    imageUrl: r.image_url,
    createdAt: toIsoText(r.created_at),
  };
}
