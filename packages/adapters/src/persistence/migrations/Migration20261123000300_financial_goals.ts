import { Migration } from '@mikro-orm/migrations';

/**
 * Financial goals (investor spec §3, accounts spec `financial_goals`; product rules §5: only their owner's).
 * Amounts are exact (numeric(15,2), the domain's Money). The spec's `isCompleted` is not stored: a goal is
 * achieved when current_amount ≥ target_amount, which a stored flag could only contradict.
 */
export class Migration20261123000300FinancialGoals extends Migration {
  override name = 'Migration20261123000300_financial_goals';

  override up(): void {
    this.addSql(`
      create table financial_goals (
        id serial primary key,
        user_id integer not null references users (id) on delete cascade,
        goal_name text not null check (length(trim(goal_name)) between 1 and 100),
        goal_type text not null
          check (goal_type in ('property_purchase', 'retirement', 'emergency_fund', 'investment_target')),
        target_amount numeric(15, 2) not null check (target_amount > 0),
        current_amount numeric(15, 2) not null default 0 check (current_amount >= 0),
        target_date date not null,
        description text check (length(description) <= 1000),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`);
    this.addSql(`create index financial_goals_user_idx on financial_goals (user_id, target_date, id)`);
  }

  override down(): void {
    this.addSql('drop table if exists financial_goals');
  }
}
