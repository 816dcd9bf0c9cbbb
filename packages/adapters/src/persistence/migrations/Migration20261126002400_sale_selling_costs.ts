import { Migration } from '@mikro-orm/migrations';

/**
 * Sale figures that add up (issue 19, item 6): the selling costs an admin enters at Mark as Sold are stored
 * with the sale, from which the profit is derived (sold price − unit price − selling costs; negative is a loss).
 * - `units.selling_costs`: null for a unit not sold, and for a sale recorded before costs were entered (what
 *   was paid is not known, so nothing is made up); never negative, and never above the sold price (a larger
 *   cost would take investors below zero).
 * - The view `unit_states` selects `units.*` as its columns stood when it was made, so it is made again to carry
 *   the new column (same definition otherwise).
 * `down` drops the column and restores the view as it was.
 */
export class Migration20261126002400SaleSellingCosts extends Migration {
  override name = 'Migration20261126002400_sale_selling_costs';

  override up(): void {
    this.addSql(`
      alter table units
        add column selling_costs numeric(15,2),
        add constraint units_selling_costs_range
          check (selling_costs is null or (selling_costs >= 0 and sold_price is not null and selling_costs <= sold_price))`);
    this.addSql('drop view unit_states');
    this.addSql(UNIT_STATES);
  }

  override down(): void {
    this.addSql('drop view unit_states');
    this.addSql('alter table units drop constraint units_selling_costs_range, drop column selling_costs');
    this.addSql(UNIT_STATES);
  }
}

const UNIT_STATES = `
  create view unit_states as
    select u.*,
           coalesce(f.confirmed, 0)::numeric(15,2) as current_investment,
           case
             when u.sold_at is not null then 'sold'
             when u.funding_override is not null then u.funding_override
             when coalesce(f.confirmed, 0) = 0 then 'available'
             when f.confirmed < u.total_investment_needed then 'partially_funded'
             else 'fully_funded'
           end as status
      from units u
      left join lateral (
        select sum(i.amount) as confirmed
          from investments i
         where i.unit_id = u.id and i.status in ('active', 'completed')
      ) f on true`;
