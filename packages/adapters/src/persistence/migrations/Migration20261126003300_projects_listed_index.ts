import { Migration } from '@mikro-orm/migrations';

/**
 * The public projects list's count from an index (issue 23 item 2, docs/benchmarks.md "Scale"). Every first page
 * of the GraphQL list asks for `totalCount`, which is `select count(*) from projects where status <> 'archived'`:
 * without an index that matches it, PostgreSQL reads every row of the table, 0.06 ms at 100 projects and 3-8 ms
 * at 10,000 on the bench machine, the one statement of the first page that grows with the catalog.
 *
 * A partial index of the listed projects in the list's order (creation time, then id, newest first) answers
 * both statements of the unfiltered first page: the count as an index-only scan (the narrow index, not the wide
 * rows; 0.8 ms at 10,000), the page itself without a filter step. It replaces nothing: `projects_created_at_idx`
 * still serves the admins' lists, which include archived projects.
 */
export class Migration20261126003300ProjectsListedIndex extends Migration {
  override name = 'Migration20261126003300_projects_listed_index';

  override up(): void {
    this.addSql(`create index projects_listed_idx on projects (created_at desc, id desc) where status <> 'archived'`);
  }

  override down(): void {
    this.addSql('drop index if exists projects_listed_idx');
  }
}
