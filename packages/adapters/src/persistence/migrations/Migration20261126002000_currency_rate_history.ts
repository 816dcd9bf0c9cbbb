import { Migration } from '@mikro-orm/migrations';

/**
 * Currencies as data (issue 20 item 3; docs/currencies.md). `currency_rates` keeps each display currency's name,
 * symbol, flag, decimals and current rate; `currency_rate_changes` keeps every rate it ever had: who set it
 * (an admin, the provider, or the seed), when, and from when it counts, so a rate "as of" any instant can be
 * looked up (statements, home-currency returns). Appended only: no update or delete is ever issued on it.
 *
 * The seed (the investor spec's rates, and JPY 150 / KRW 1350 which the spec leaves out) moves here from the
 * start-up code: a currency missing from `currency_rates` is inserted, one present (a database that started
 * before) keeps its row. Each currency's rate at the time of migration becomes its first change, effective from
 * the epoch, so every earlier instant has a rate.
 *
 * `scheduled_runs` holds the claims that make a periodic job run once across processes (the rates provider).
 */
export class Migration20261126002000CurrencyRateHistory extends Migration {
  override name = 'Migration20261126002000_currency_rate_history';

  override up(): void {
    this.addSql(`
      insert into currency_rates (code, name, symbol, flag, rate, decimals, sort_order) values
        ('USD', 'US Dollar', '$', '🇺🇸', 1, 2, 0),
        ('GHS', 'Ghanaian Cedi', '₵', '🇬🇭', 12.5, 2, 1),
        ('NGN', 'Nigerian Naira', '₦', '🇳🇬', 1650, 2, 2),
        ('XOF', 'West African CFA Franc', 'CFA', '🇸🇳', 610, 2, 3),
        ('XAF', 'Central African CFA Franc', 'FCFA', '🇨🇲', 610, 2, 4),
        ('GBP', 'British Pound', '£', '🇬🇧', 0.79, 2, 5),
        ('EUR', 'Euro', '€', '🇪🇺', 0.92, 2, 6),
        ('CNY', 'Chinese Yuan', '¥', '🇨🇳', 7.3, 2, 7),
        ('JPY', 'Japanese Yen', '¥', '🇯🇵', 150, 0, 8),
        ('KRW', 'South Korean Won', '₩', '🇰🇷', 1350, 0, 9)
      on conflict (code) do nothing`);
    this.addSql(`
      create table currency_rate_changes (
        id bigserial primary key,
        code text not null references currency_rates (code) on delete restrict,
        rate numeric(18,6) not null check (rate > 0),
        previous_rate numeric(18,6) check (previous_rate > 0),
        effective_at timestamptz not null,
        set_at timestamptz not null,
        set_by integer references users (id) on delete set null,
        source text not null check (source in ('seed', 'admin', 'provider')),
        constraint currency_rate_changes_usd_is_one check (code <> 'USD' or rate = 1)
      )`);
    this.addSql(
      `create index currency_rate_changes_code_effective_idx on currency_rate_changes (code, effective_at desc, id desc)`,
    );
    this.addSql(`
      insert into currency_rate_changes (code, rate, previous_rate, effective_at, set_at, set_by, source)
      select code, rate, null, timestamptz '1970-01-01 00:00:00+00', now(), null, 'seed' from currency_rates`);
    this.addSql(
      `alter table currency_rates add constraint currency_rates_usd_is_one check (code <> 'USD' or rate = 1)`,
    );
    this.addSql(`
      create table scheduled_runs (
        job text primary key,
        last_run_at timestamptz not null
      )`);
  }

  override down(): void {
    this.addSql('drop table if exists scheduled_runs, currency_rate_changes');
    this.addSql('alter table currency_rates drop constraint if exists currency_rates_usd_is_one');
  }
}
