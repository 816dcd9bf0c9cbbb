import { Migration } from '@mikro-orm/migrations';

/**
 * The investor's home currency (issue 22 item 6; docs/currencies.md, "Returns in cedis and the home currency"):
 * `users.home_currency`, null until the investor picks one in /settings. It names a listed currency, so the
 * reference to `currency_rates` keeps a code with no rate (and no history to convert with) out.
 */
export class Migration20261126002800HomeCurrency extends Migration {
  override name = 'Migration20261126002800_home_currency';

  override up(): void {
    this.addSql(`alter table users add column home_currency text references currency_rates (code) on delete restrict`);
  }

  override down(): void {
    this.addSql('alter table users drop column home_currency');
  }
}
