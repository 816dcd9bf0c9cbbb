import { Migration } from '@mikro-orm/migrations';

/**
 * Partner API keys (issue 11 item 10b): a key is `cbk_<prefix>_<secret>`; the prefix is kept in clear (unique,
 * for the look-up) and the whole key only as its SHA-256 (64 hex characters). Names are unique among active
 * keys in any letter case (a revoked key's name may be used again). Each key has its own request rate and query
 * cost limits; `last_used_at` is written at most once a minute by the server.
 */
export class Migration20261123001000PartnerKeys extends Migration {
  override name = 'Migration20261123001000_partner_keys';

  override up(): void {
    this.addSql(`
      create table partner_keys (
        id serial primary key,
        name varchar(80) not null check (char_length(name) between 3 and 80),
        prefix char(8) not null unique,
        key_hash char(64) not null,
        requests_per_minute integer not null check (requests_per_minute between 1 and 600),
        max_query_cost integer not null check (max_query_cost between 50 and 1000),
        created_by integer references users (id) on delete set null,
        created_at timestamptz not null,
        last_used_at timestamptz,
        revoked_at timestamptz
      )`);
    this.addSql(
      'create unique index partner_keys_active_name_key on partner_keys (lower(name)) where revoked_at is null',
    );
  }

  override down(): void {
    this.addSql('drop table if exists partner_keys');
  }
}
