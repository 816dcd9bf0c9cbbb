import { Migration } from '@mikro-orm/migrations';

/**
 * The admin panel's Investments and Interests lists a page at a time (issue 23 item 1, docs/api.md "Lists that
 * page"): newest first by creation time, then id, read from an index in that order, so a page costs the same
 * at the end of a long list as at its start.
 *
 * - `(created_at, id)` on each table: the unfiltered list and its keyset condition.
 * - `(status, created_at, id)` and `(project_id, created_at, id)`: a status tab (one status: the review queue,
 *   Awaiting Payment…) or one project's list, read in order from the index without sorting.
 * - The payment-reference search compares the reference without dashes or spaces (`like '%…%'` on an
 *   expression): a pg_trgm GIN index of that same expression answers it.
 * - The investor search (`ilike '%…%'` on the email or on "first last"): pg_trgm GIN indexes on users.
 *
 * pg_trgm is already created by Migration20261126002600_project_search_index (PGlite loads it: orm.ts).
 */
export class Migration20261126003100AdminListIndexes extends Migration {
  override name = 'Migration20261126003100_admin_list_indexes';

  override up(): void {
    this.addSql('create extension if not exists pg_trgm');
    for (const table of ['investments', 'project_interests']) {
      this.addSql(`create index ${table}_created_at_idx on ${table} (created_at, id)`);
      this.addSql(`create index ${table}_status_created_at_idx on ${table} (status, created_at, id)`);
      this.addSql(`create index ${table}_project_created_at_idx on ${table} (project_id, created_at, id)`);
    }
    this.addSql(
      `create index investments_payment_reference_trgm_idx on investments
         using gin ((regexp_replace(upper(payment_reference), '[^A-Z0-9]', '', 'g')) gin_trgm_ops)`,
    );
    this.addSql('create index users_email_trgm_idx on users using gin (email gin_trgm_ops)');
    this.addSql(
      `create index users_full_name_trgm_idx on users using gin ((first_name || ' ' || last_name) gin_trgm_ops)`,
    );
  }

  override down(): void {
    for (const index of [
      'users_full_name_trgm_idx',
      'users_email_trgm_idx',
      'investments_payment_reference_trgm_idx',
      ...['investments', 'project_interests'].flatMap((table) => [
        `${table}_project_created_at_idx`,
        `${table}_status_created_at_idx`,
        `${table}_created_at_idx`,
      ]),
    ]) {
      this.addSql(`drop index if exists ${index}`);
    }
  }
}
