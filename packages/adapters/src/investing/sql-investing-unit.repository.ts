import {
  ARCHIVED_PROJECT_STATUS,
  Money,
  SignedMoney,
  type LockedUnit,
  type UnitFundingReading,
  type UnitFundingState,
  type UnitLifecycleState,
  type UnitRepository,
} from '@cobuy/domain';
import type { SqlRow } from '../accounts/accounts-row-mappers.js';
import type { SqlEntityManager } from '../persistence/orm.js';

/**
 * Units as the investing use cases write them. The lock is taken on the `units` row; the funding status is
 * read from the view `unit_states` in the same statement, so what is checked is what the database derives.
 */
export class SqlInvestingUnitRepository implements UnitRepository {
  constructor(private readonly em: SqlEntityManager) {}

  async findProject(projectId: number) {
    const rows = await this.em.execute<SqlRow[]>(
      'select id, title, min_investment, status from projects where id = ?',
      [projectId],
    );
    const r = rows[0];
    if (!r) return null;
    return {
      id: Number(r.id),
      title: String(r.title),
      minInvestment: Money.of(String(r.min_investment)),
      archived: r.status === ARCHIVED_PROJECT_STATUS,
    };
  }

  async lockForInvesting(unitId: number): Promise<LockedUnit | null> {
    // Lock first, read second. Under READ COMMITTED a statement that waited for the lock re-reads only the
    // locked row; anything it joined (the view's funding, sold_at) would still be from before the wait. The
    // second statement takes a fresh snapshot, so it sees what the previous lock holder committed.
    const locked = await this.em.execute<SqlRow[]>('select id from units where id = ? for update', [unitId]);
    if (locked.length === 0) return null;
    const rows = await this.em.execute<SqlRow[]>(
      `select s.id, s.project_id, s.unit_number, s.unit_type, s.price, s.total_investment_needed,
              s.min_investment_amount, s.sold_at, s.sold_price, s.profit_generated, s.selling_costs, s.status, p.title as project_title,
              p.min_investment as project_min_investment, p.status as project_status
         from unit_states s
         join projects p on p.id = s.project_id
        where s.id = ?`,
      [unitId],
    );
    const r = rows[0];
    if (!r) return null;
    const soldAt = r.sold_at ? new Date(String(r.sold_at instanceof Date ? r.sold_at.toISOString() : r.sold_at)) : null;
    return {
      id: Number(r.id),
      projectId: Number(r.project_id),
      unitNumber: String(r.unit_number),
      unitType: String(r.unit_type),
      status: r.status as UnitLifecycleState,
      price: Money.of(String(r.price)),
      totalInvestmentNeeded: Money.of(String(r.total_investment_needed)),
      minInvestmentAmount: Money.of(String(r.min_investment_amount)),
      projectTitle: String(r.project_title),
      projectMinInvestment: Money.of(String(r.project_min_investment)),
      projectArchived: r.project_status === ARCHIVED_PROJECT_STATUS,
      soldAt,
      sale:
        soldAt && r.sold_price != null && r.profit_generated != null
          ? {
              soldAt,
              soldPrice: Money.of(String(r.sold_price)),
              profitGenerated: SignedMoney.of(String(r.profit_generated)),
              sellingCosts: r.selling_costs == null ? null : Money.of(String(r.selling_costs)),
            }
          : null,
    };
  }

  async readFunding(unitId: number): Promise<UnitFundingReading | null> {
    const rows = await this.em.execute<SqlRow[]>(
      'select status, current_investment, funding_override from unit_states where id = ?',
      [unitId],
    );
    const r = rows[0];
    if (!r) return null;
    return {
      status: r.status as UnitLifecycleState,
      currentInvestment: Money.of(String(r.current_investment)),
      fundingOverride: (r.funding_override ?? null) as UnitFundingState | null,
    };
  }

  async listOpenUnitIds(projectId: number): Promise<number[]> {
    const rows = await this.em.execute<SqlRow[]>(
      `select id from unit_states where project_id = ? and status in ('available', 'partially_funded')
        order by unit_number, id`,
      [projectId],
    );
    return rows.map((r) => Number(r.id));
  }

  async setFundingOverride(unitId: number, status: UnitFundingState | null, at: Date): Promise<void> {
    await this.em.execute(
      'update units set funding_override = ?, updated_at = ? where id = ?',
      [status, at, unitId],
      'run',
    );
  }

  async markSold(
    unitId: number,
    sale: {
      readonly soldPrice: Money;
      readonly sellingCosts: Money;
      readonly profitGenerated: SignedMoney;
      readonly soldAt: Date;
    },
  ): Promise<void> {
    await this.em.execute(
      `update units set sold_at = ?, sold_price = ?, selling_costs = ?, profit_generated = ?, funding_override = null,
              updated_at = ?
        where id = ?`,
      [
        sale.soldAt,
        sale.soldPrice.toString(),
        sale.sellingCosts.toString(),
        sale.profitGenerated.toString(),
        sale.soldAt,
        unitId,
      ],
      'run',
    );
  }
}
