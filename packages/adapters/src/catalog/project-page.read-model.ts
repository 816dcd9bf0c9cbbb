import type { ProjectListRow, ProjectPageReadModel, ProjectUpdateItem, UnitItem } from '@cobuy/application';
import type { Database } from '../persistence/orm.js';
import {
  groupBy,
  projectStatement,
  unitsStatement,
  unitSummaryStatement,
  updatesStatement,
} from './catalog-read.repository.js';
import { toUnitItem, toUpdateItem } from './catalog-row-mappers.js';
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
