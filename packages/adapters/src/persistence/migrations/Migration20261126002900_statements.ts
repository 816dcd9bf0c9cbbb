import { Migration } from '@mikro-orm/migrations';

/**
 * Statements (issue 22 item 5): a sale statement per sold position, issued in the sale's transaction, and a
 * yearly statement per investor and year, issued on demand. `figures` holds every number the PDF shows and the
 * rates they were converted with, so a statement reissued after a rate change shows the same figures. One per
 * position and one per owner and year (partial unique indexes), so issuing twice issues once.
 */
export class Migration20261126002900Statements extends Migration {
  override name = 'Migration20261126002900_statements';

  override up(): void {
    this.addSql(`
      create table statements (
        id serial primary key,
        user_id integer not null references users (id) on delete cascade,
        kind text not null check (kind in ('sale', 'yearly')),
        investment_id integer references investments (id) on delete restrict,
        year integer check (year between 2000 and 9999),
        language text not null check (char_length(language) between 2 and 5),
        home_currency char(3) not null,
        figures jsonb not null,
        issued_at timestamptz not null,
        check ((kind = 'sale') = (investment_id is not null)),
        check ((kind = 'yearly') = (year is not null))
      )`);
    this.addSql(`create unique index statements_one_per_sale on statements (investment_id) where kind = 'sale'`);
    this.addSql(`create unique index statements_one_per_year on statements (user_id, year) where kind = 'yearly'`);
    this.addSql(`create index statements_owner_idx on statements (user_id, issued_at desc, id desc)`);
  }

  override down(): void {
    this.addSql('drop table statements');
  }
}
