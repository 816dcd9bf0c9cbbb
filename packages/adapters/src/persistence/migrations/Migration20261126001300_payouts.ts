import { Migration } from '@mikro-orm/migrations';

/**
 * Payouts of sold positions (issue 19, item 5): an admin records how and when the value returned reached the
 * investor. The use case decides under the investment's row lock (once per investment, at most the value
 * returned, never by the investor themselves); the table holds what it can by itself as well:
 * - one payout per investment (`payouts_one_per_investment`), so even a write that skipped the lock cannot
 *   record a second;
 * - the amount above zero, the method one of the domain's `PAYOUT_METHODS`, a reference of 1-100 characters;
 * - the admin who recorded it is not the investor paid (four eyes, rules §5).
 * A new table: a database holding data is unaffected; `down` drops it.
 */
export class Migration20261126001300Payouts extends Migration {
  override name = 'Migration20261126001300_payouts';

  override up(): void {
    this.addSql(`
      create table payouts (
        id serial primary key,
        investment_id integer not null references investments (id) on delete restrict,
        user_id integer not null references users (id) on delete restrict,
        amount numeric(15,2) not null check (amount > 0),
        method text not null check (method in ('bank_transfer', 'mobile_money', 'cheque')),
        reference text not null check (char_length(reference) between 1 and 100),
        paid_on date not null,
        recorded_by integer not null references users (id) on delete restrict,
        recorded_at timestamptz not null,
        constraint payouts_one_per_investment unique (investment_id),
        constraint payouts_not_recorded_by_payee check (recorded_by <> user_id)
      )`);
    this.addSql(`create index payouts_user_idx on payouts (user_id)`);
  }

  override down(): void {
    this.addSql('drop table if exists payouts');
  }
}
