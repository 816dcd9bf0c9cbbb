import { Migration } from '@mikro-orm/migrations';

/**
 * Developer Management (accounts spec §2, §5; issue 11 §3):
 * - ratings move in steps of 0.1 (spec §5, §9): a stored rating between tenths (the old demo data's 4.85) is
 *   rounded half-up to the tenth the public card already showed, then a check keeps every rating on a tenth;
 * - names are unique whatever their letter case, so the public page never lists one firm twice;
 * - a founding year is 1800 or later (the application also refuses years after the current one);
 * - a developer that projects name cannot be deleted: the foreign key restricts instead of setting the
 *   projects' developer to null (the application refuses first with a 409 that says why);
 * - an index for counting a developer's projects.
 */
export class Migration20261123000500Developers extends Migration {
  override name = 'Migration20261123000500_developers';

  override up(): void {
    this.addSql('update developers set rating = round(rating, 1) where rating <> round(rating, 1)');
    this.addSql(`
      alter table developers
        add constraint developers_rating_tenths check (rating = round(rating, 1)),
        add constraint developers_established_year_check check (established_year is null or established_year >= 1800)`);
    this.addSql('create unique index developers_name_lower_key on developers (lower(name))');
    this.addSql(`
      alter table projects
        drop constraint projects_developer_id_fkey,
        add constraint projects_developer_id_fkey foreign key (developer_id) references developers (id) on delete restrict`);
    this.addSql('create index projects_developer_id_idx on projects (developer_id)');
  }

  override down(): void {
    this.addSql('drop index if exists projects_developer_id_idx');
    this.addSql(`
      alter table projects
        drop constraint projects_developer_id_fkey,
        add constraint projects_developer_id_fkey foreign key (developer_id) references developers (id) on delete set null`);
    this.addSql('drop index if exists developers_name_lower_key');
    this.addSql(`
      alter table developers
        drop constraint developers_established_year_check,
        drop constraint developers_rating_tenths`);
  }
}
