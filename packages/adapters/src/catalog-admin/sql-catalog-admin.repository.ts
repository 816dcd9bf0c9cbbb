import {
  Money,
  MoneyTotal,
  Percentage,
  type CatalogAdminRepository,
  type CatalogLinks,
  type ProjectFields,
  type ProjectStatus,
  type ProjectType,
  type StoredProject,
  type StoredUnit,
  type UnitFields,
  type UnitPriceTotals,
  type UnitType,
} from '@cobuy/domain';
import type { SqlRow } from '../accounts/accounts-row-mappers.js';
import type { SqlEntityManager } from '../persistence/orm.js';

const PROJECT_COLUMNS = `p.id, p.title, p.description, p.location, p.country, p.project_type, p.status,
  p.developer_name, p.timeline, p.construction_timeline, p.expected_profit::text as expected_profit,
  p.profit_range_min::text as profit_range_min, p.profit_range_max::text as profit_range_max,
  p.developer_listing_price::text as developer_listing_price, p.unit_price::text as unit_price,
  p.min_investment::text as min_investment, p.image_url, p.completion_date`;

const UNIT_COLUMNS = `u.id, u.project_id, u.unit_number, u.unit_type, u.bedrooms, u.bathrooms,
  u.floor_area::text as floor_area, u.plot_size::text as plot_size, u.price::text as price,
  u.total_investment_needed::text as total_investment_needed,
  u.min_investment_amount::text as min_investment_amount, u.features, u.description, u.image_url, u.floor, u.block`;

const textOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

const toProject = (r: SqlRow): StoredProject => ({
  id: Number(r.id),
  title: String(r.title),
  description: String(r.description),
  location: String(r.location),
  country: String(r.country),
  projectType: String(r.project_type) as ProjectType,
  status: String(r.status) as ProjectStatus,
  developerName: String(r.developer_name),
  timeline: Number(r.timeline),
  constructionTimeline: String(r.construction_timeline),
  expectedProfit: Percentage.of(String(r.expected_profit)),
  profitRangeMin: Percentage.of(String(r.profit_range_min)),
  profitRangeMax: Percentage.of(String(r.profit_range_max)),
  developerListingPrice: Money.of(String(r.developer_listing_price)),
  unitPrice: Money.of(String(r.unit_price)),
  minInvestment: Money.of(String(r.min_investment)),
  imageUrl: textOrNull(r.image_url),
  completionDate: r.completion_date ? new Date(r.completion_date as string | Date) : null,
});

const toUnit = (r: SqlRow): StoredUnit => ({
  id: Number(r.id),
  projectId: Number(r.project_id),
  unitNumber: String(r.unit_number),
  unitType: String(r.unit_type) as UnitType,
  bedrooms: Number(r.bedrooms),
  bathrooms: Number(r.bathrooms),
  floorArea: textOrNull(r.floor_area),
  plotSize: textOrNull(r.plot_size),
  price: Money.of(String(r.price)),
  totalInvestmentNeeded: Money.of(String(r.total_investment_needed)),
  minInvestmentAmount: Money.of(String(r.min_investment_amount)),
  features: (r.features as unknown[]).map(String),
  description: textOrNull(r.description),
  imageUrl: textOrNull(r.image_url),
  floor: r.floor === null || r.floor === undefined ? null : Number(r.floor),
  block: textOrNull(r.block),
});

const projectValues = (f: ProjectFields) => [
  f.title,
  f.description,
  f.location,
  f.country,
  f.projectType,
  f.status,
  f.developerName,
  f.developerName,
  f.timeline,
  f.constructionTimeline,
  f.expectedProfit.toString(),
  f.profitRangeMin.toString(),
  f.profitRangeMax.toString(),
  f.developerListingPrice.toString(),
  f.unitPrice.toString(),
  f.minInvestment.toString(),
  f.imageUrl,
  f.completionDate,
];

const unitValues = (f: UnitFields) => [
  f.unitNumber,
  f.unitType,
  f.bedrooms,
  f.bathrooms,
  f.floorArea,
  f.plotSize,
  f.price.toString(),
  f.totalInvestmentNeeded.toString(),
  f.minInvestmentAmount.toString(),
  JSON.stringify(f.features),
  f.description,
  f.imageUrl,
  f.floor,
  f.block,
];

/** The developer a project names, when one by that name exists (any letter case); the name is kept either way. */
const DEVELOPER_ID = '(select d.id from developers d where lower(d.name) = lower(?) limit 1)';
const FEATURES = `array(select jsonb_array_elements_text(?::jsonb))`;

const toLinks = (r: SqlRow | undefined): CatalogLinks => ({
  liveInvestments: Number(r?.live_investments ?? 0),
  investments: Number(r?.investments ?? 0),
  applications: Number(r?.applications ?? 0),
});

/**
 * The advisory lock key of unit price totals: above 2^31, so that no `hashtext(…)` key of the other advisory
 * locks (an int4, as a bigint) can ever be the same.
 */
const UNIT_PRICE_TOTALS_LOCK = '7236938716200001';

/** Admin writes on projects and units in SQL, bound to one use case's transaction. */
export class SqlCatalogAdminRepository implements CatalogAdminRepository {
  constructor(private readonly em: SqlEntityManager) {}

  async lockProject(id: number): Promise<StoredProject | null> {
    const rows = await this.em.execute<SqlRow[]>(
      `select ${PROJECT_COLUMNS} from projects p where p.id = ? for update`,
      [id],
    );
    return rows[0] ? toProject(rows[0]) : null;
  }

  async insertProject(fields: ProjectFields, at: Date): Promise<StoredProject> {
    const rows = await this.em.execute<SqlRow[]>(
      `insert into projects as p (title, description, location, country, project_type, status, developer_name,
         developer_id, timeline, construction_timeline, expected_profit, profit_range_min, profit_range_max,
         developer_listing_price, unit_price, min_investment, image_url, completion_date, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ${DEVELOPER_ID}, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       returning ${PROJECT_COLUMNS}`,
      [...projectValues(fields), at, at],
    );
    return toProject(rows[0]!);
  }

  async updateProject(id: number, fields: ProjectFields, at: Date): Promise<StoredProject> {
    const rows = await this.em.execute<SqlRow[]>(
      `update projects as p
          set title = ?, description = ?, location = ?, country = ?, project_type = ?, status = ?,
              developer_name = ?, developer_id = ${DEVELOPER_ID}, timeline = ?, construction_timeline = ?,
              expected_profit = ?, profit_range_min = ?, profit_range_max = ?, developer_listing_price = ?,
              unit_price = ?, min_investment = ?, image_url = ?, completion_date = ?, updated_at = ?
        where p.id = ?
        returning ${PROJECT_COLUMNS}`,
      [...projectValues(fields), at, id],
    );
    return toProject(rows[0]!);
  }

  async deleteProject(id: number): Promise<void> {
    await this.em.execute('delete from projects where id = ?', [id], 'run');
  }

  async projectLinks(id: number): Promise<CatalogLinks> {
    const rows = await this.em.execute<SqlRow[]>(
      `select (select count(*) from investments where project_id = ? and status <> 'cancelled') as live_investments,
              (select count(*) from investments where project_id = ?) as investments,
              (select count(*) from project_interests where project_id = ?) as applications`,
      [id, id, id],
    );
    return toLinks(rows[0]);
  }

  async lockUnit(projectId: number, unitId: number): Promise<StoredUnit | null> {
    const rows = await this.em.execute<SqlRow[]>(
      `select ${UNIT_COLUMNS} from units u where u.id = ? and u.project_id = ? for update`,
      [unitId, projectId],
    );
    return rows[0] ? toUnit(rows[0]) : null;
  }

  async unitNumberTaken(projectId: number, unitNumber: string, exceptId: number | null): Promise<number | null> {
    // Saves of one number in one project take turns, so both cannot pass the look-up and one hit the unique key.
    await this.em.execute('select pg_advisory_xact_lock(?, hashtext(?))', [projectId, unitNumber]);
    const rows = await this.em.execute<SqlRow[]>(
      'select id from units where project_id = ? and unit_number = ? and id is distinct from ? limit 1',
      [projectId, unitNumber, exceptId],
    );
    return rows[0] ? Number(rows[0].id) : null;
  }

  async insertUnit(projectId: number, fields: UnitFields, at: Date): Promise<StoredUnit> {
    const rows = await this.em.execute<SqlRow[]>(
      `insert into units as u (project_id, unit_number, unit_type, bedrooms, bathrooms, floor_area, plot_size,
         price, total_investment_needed, min_investment_amount, features, description, image_url, floor, block,
         created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ${FEATURES}, ?, ?, ?, ?, ?, ?)
       returning ${UNIT_COLUMNS}`,
      [projectId, ...unitValues(fields), at, at],
    );
    return toUnit(rows[0]!);
  }

  async updateUnit(id: number, fields: UnitFields, at: Date): Promise<StoredUnit> {
    const rows = await this.em.execute<SqlRow[]>(
      `update units as u
          set unit_number = ?, unit_type = ?, bedrooms = ?, bathrooms = ?, floor_area = ?, plot_size = ?, price = ?,
              total_investment_needed = ?, min_investment_amount = ?, features = ${FEATURES}, description = ?,
              image_url = ?, floor = ?, block = ?, updated_at = ?
        where u.id = ?
        returning ${UNIT_COLUMNS}`,
      [...unitValues(fields), at, id],
    );
    return toUnit(rows[0]!);
  }

  async deleteUnit(id: number): Promise<void> {
    await this.em.execute('delete from units where id = ?', [id], 'run');
  }

  async lockUnitPriceTotals(projectId: number, exceptUnitId: number | null): Promise<UnitPriceTotals> {
    await this.em.execute('select pg_advisory_xact_lock(?::bigint)', [UNIT_PRICE_TOTALS_LOCK]);
    // A statement of its own, after the lock: at READ COMMITTED it sees every save that held the lock before.
    // The sums are numeric, never cast to numeric(15,2): a total stored past the bound still reads.
    const rows = await this.em.execute<{ project: string; platform: string }[]>(
      `select coalesce(sum(price) filter (where project_id = ?), 0)::text as project,
              coalesce(sum(price), 0)::text as platform
         from units
        where id is distinct from ?`,
      [projectId, exceptUnitId],
    );
    return { project: MoneyTotal.ofStored(rows[0]!.project), platform: MoneyTotal.ofStored(rows[0]!.platform) };
  }

  async unitLinks(id: number): Promise<CatalogLinks> {
    const rows = await this.em.execute<SqlRow[]>(
      `select (select count(*) from investments where unit_id = ? and status <> 'cancelled') as live_investments,
              (select count(*) from investments where unit_id = ?) as investments,
              (select count(*) from project_interests where unit_id = ?) as applications`,
      [id, id, id],
    );
    return toLinks(rows[0]);
  }
}
