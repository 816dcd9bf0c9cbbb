import { Migration } from '@mikro-orm/migrations';

/**
 * The audit trail is append-only (issue 11 §9: nothing can edit or delete an audit record):
 * - a trigger refuses every UPDATE, DELETE and TRUNCATE of audit_log, whoever sends it and however many rows
 *   it would touch (statement-level, so even a statement matching no row is refused);
 * - the actor's foreign key no longer sets actor_id to null when a user is deleted (that would rewrite who
 *   acted): a user who appears in the trail cannot be deleted (accounts are deactivated instead);
 * - `at` is kept to the millisecond, the precision the application writes, so a page cursor holding a
 *   JavaScript Date names a record's position exactly;
 * - indexes for the Audit tab: newest first overall and per actor (the entity index exists already).
 * A database owner can still drop the trigger; revoking UPDATE and DELETE from the application's role in
 * production closes that too (docs/audit.md).
 */
export class Migration20261123000700AuditAppendOnly extends Migration {
  override name = 'Migration20261123000700_audit_append_only';

  override up(): void {
    this.addSql(`
      create function audit_log_refuse_change() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_log is append-only: % refused', tg_op
          using errcode = 'insufficient_privilege',
                hint = 'Audit records are never edited or deleted; record a new entry instead.';
      end
      $$`);
    this.addSql(`
      create trigger audit_log_append_only
        before update or delete or truncate on audit_log
        for each statement execute function audit_log_refuse_change()`);

    this.addSql(`
      alter table audit_log
        drop constraint audit_log_actor_id_fkey,
        add constraint audit_log_actor_id_fkey foreign key (actor_id) references users (id) on delete restrict,
        add constraint audit_log_at_milliseconds check (at = date_trunc('milliseconds', at))`);

    this.addSql('create index audit_log_at_idx on audit_log (at desc, id desc)');
    this.addSql('create index audit_log_actor_at_idx on audit_log (actor_id, at desc, id desc)');
  }

  override down(): void {
    this.addSql('drop index if exists audit_log_actor_at_idx');
    this.addSql('drop index if exists audit_log_at_idx');
    this.addSql('drop trigger if exists audit_log_append_only on audit_log');
    this.addSql('drop function if exists audit_log_refuse_change()');
    this.addSql(`
      alter table audit_log
        drop constraint audit_log_at_milliseconds,
        drop constraint audit_log_actor_id_fkey,
        add constraint audit_log_actor_id_fkey foreign key (actor_id) references users (id) on delete set null`);
  }
}
