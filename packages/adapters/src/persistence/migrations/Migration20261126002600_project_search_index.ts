import { Migration } from '@mikro-orm/migrations';

/**
 * The projects list's text search through an index (issue 23 item 1, docs/api.md "Lists that page").
 *
 * The search keeps its meaning, a case-insensitive part of the title, description, location or developer name
 * (`ilike '%…%'`); PostgreSQL's pg_trgm answers such a pattern from a GIN index of each column's trigrams, so
 * at 10,000 projects a search reads the index instead of every row. One index per column, not one on their
 * concatenation: the four conditions stay the ones the list has always used (a search never matches across two
 * columns), and the planner combines the four (BitmapOr). The location filter, the same `ilike`, uses its one.
 *
 * pg_trgm is a trusted extension (PostgreSQL 13 and later): the database's owner may create it. PGlite ships it
 * as `@electric-sql/pglite/contrib/pg_trgm`, which every PGlite the project opens loads (persistence/orm.ts).
 * The order of the list (creation time, then id) already has its index (`projects_created_at_idx`).
 */
export class Migration20261126002600ProjectSearchIndex extends Migration {
  override name = 'Migration20261126002600_project_search_index';

  override up(): void {
    this.addSql('create extension if not exists pg_trgm');
    for (const column of ['title', 'description', 'location', 'developer_name']) {
      this.addSql(`create index projects_${column}_trgm_idx on projects using gin (${column} gin_trgm_ops)`);
    }
  }

  override down(): void {
    for (const column of ['title', 'description', 'location', 'developer_name']) {
      this.addSql(`drop index if exists projects_${column}_trgm_idx`);
    }
  }
}
