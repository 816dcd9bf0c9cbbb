import type { ProjectListReadModel, ProjectListRow } from '@cobuy/application';
import {
  MoneyTotal,
  type KeyedPage,
  type PageRequest,
  type ProjectFilter,
  type ProjectStatus,
  type ProjectType,
} from '@cobuy/domain';
import type { Database } from '../persistence/orm.js';
import { keyedPage } from '../persistence/keyset.js';
import { projectPageStatement, unitSummaryStatement, type UnitSummaryRow } from './catalog-read.repository.js';
import { toIsoText, type ProjectDbRow } from './catalog-row-mappers.js';

/** A project without units: its sums are zero, written as every other sum ("0.00"). */
const NO_SUM = MoneyTotal.ZERO.toString();
export const NO_UNITS: UnitSummaryRow = {
  project_id: 0,
  total: 0,
  available: 0,
  partially_funded: 0,
  fully_funded: 0,
  sold: 0,
  needed: null,
  funded: null,
  min_low: null,
  min_high: null,
};

/**
 * The projects list's read model: the catalog's two statements (the page, its unit summaries), their rows
 * copied once into the shape the APIs send. The numeric columns come from the database as exact two-decimal
 * text (numeric(15,2), percentages numeric(5,2), the sums `::text`), which is how Money, MoneyTotal and
 * Percentage print them, so they pass through as they are; no domain object is built (docs/performance.md,
 * "Fourth round").
 */
export class SqlProjectListReadModel implements ProjectListReadModel {
  constructor(private readonly db: Database) {}

  async listProjects(filter: ProjectFilter, page: PageRequest): Promise<KeyedPage<ProjectListRow>> {
    const rows = await this.db.read(projectPageStatement(filter, page));
    const listed = rows.length > page.limit ? rows.slice(0, page.limit) : rows;
    const summaries = new Map<number, UnitSummaryRow>();
    if (listed.length > 0) {
      const ids = listed.map((r) => r.id);
      for (const s of await this.db.read(unitSummaryStatement(ids))) {
        summaries.set(Number(s.project_id), s);
      }
    }
    return keyedPage(rows, page.limit, (r) => toListRow(r, summaries.get(r.id) ?? NO_UNITS));
  }
}

/** A project's row and its unit summary as the APIs send them (the list's and the project page's). */
export function toListRow(p: ProjectDbRow, s: UnitSummaryRow): ProjectListRow {
  return {
    item: {
      id: p.id,
      title: p.title,
      description: p.description,
      location: p.location,
      country: p.country,
      imageUrl: p.image_url,
      status: p.status as ProjectStatus,
      developerId: p.developer_id,
      developerName: p.developer_name,
      projectType: p.project_type as ProjectType,
      timeline: p.timeline,
      constructionTimeline: p.construction_timeline,
      expectedProfit: p.expected_profit,
      profitRangeMin: p.profit_range_min,
      profitRangeMax: p.profit_range_max,
      developerListingPrice: p.developer_listing_price,
      unitPrice: p.unit_price,
      minInvestment: p.min_investment,
      totalInvestmentNeeded: s.needed ?? NO_SUM,
      currentFunding: s.funded ?? NO_SUM,
      availableUnits: Number(s.available),
      totalUnits: Number(s.total),
      completionDate: p.completion_date === null ? null : toIsoText(p.completion_date),
      createdAt: toIsoText(p.created_at),
    },
    units: {
      partiallyFundedUnits: Number(s.partially_funded),
      fullyFundedUnits: Number(s.fully_funded),
      soldUnits: Number(s.sold),
      minInvestmentLow: s.min_low,
      minInvestmentHigh: s.min_high,
    },
  };
}
