import { Migration } from '@mikro-orm/migrations';

/**
 * Content in the investor's language (issue 20 item 2; docs/i18n.md, "Content translations"): an admin's
 * translation of one field of a project, unit, update or developer in one language, with the original it
 * translates (`source_text`, and its sha256 `source_hash` for the lookup by text) and who saved it when. Every
 * save and clear is in the audit trail (before and after), which is its history.
 *
 * The record is named by kind and id (four tables, so no foreign key); a trigger on each table removes its
 * translations with it, so none outlives its record.
 */
export class Migration20261126003000ContentTranslations extends Migration {
  override name = 'Migration20261126003000_content_translations';

  override up(): void {
    this.addSql(`
      create table content_translations (
        id bigserial primary key,
        entity_kind text not null check (entity_kind in ('project', 'unit', 'update', 'developer')),
        entity_id integer not null,
        field text not null,
        language text not null
          check (language in ('fr','es','de','zh','ar','pt','hi','ja','ko','ru','it','tr','nl','sw')),
        text text not null check (char_length(text) between 1 and 20000),
        source_text text not null,
        source_hash text not null,
        updated_at timestamptz not null,
        updated_by integer references users (id) on delete set null,
        unique (entity_kind, entity_id, field, language)
      )`);
    this.addSql('create index content_translations_source_idx on content_translations (source_hash, language)');
    this.addSql(`
      create function content_translations_forget() returns trigger language plpgsql as $$
      begin
        delete from content_translations where entity_kind = tg_argv[0] and entity_id = old.id;
        return old;
      end $$`);
    for (const [table, kind] of [
      ['projects', 'project'],
      ['units', 'unit'],
      ['project_updates', 'update'],
      ['developers', 'developer'],
    ]) {
      this.addSql(`
        create trigger ${table}_content_translations_forget after delete on ${table}
          for each row execute function content_translations_forget('${kind}')`);
    }
  }

  override down(): void {
    for (const table of ['projects', 'units', 'project_updates', 'developers']) {
      this.addSql(`drop trigger if exists ${table}_content_translations_forget on ${table}`);
    }
    this.addSql('drop function if exists content_translations_forget()');
    this.addSql('drop table if exists content_translations');
  }
}
