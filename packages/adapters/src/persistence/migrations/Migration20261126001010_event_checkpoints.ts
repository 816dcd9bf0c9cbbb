import { Migration } from '@mikro-orm/migrations';

/**
 * The outbox read by checkpoint instead of by a consumed-events table (issue 18; docs/notifications.md):
 * - each event carries the id of the transaction that wrote it (`tx_id`, 64-bit: never wraps). Consumers read
 *   in (tx_id, id) order and only below the oldest transaction still running, so an event whose transaction
 *   commits late is never passed, whatever its id;
 * - `event_consumers` holds each consumer's position: everything at or below (tx_id, event_id) is applied.
 *   A consumer locks its row for its transaction, so one process at a time applies a consumer's events;
 * - `domain_events_type_position_idx` lets a consumer read its own types from its position, so a poll costs
 *   the same with a thousand stored events or a million.
 *
 * Rows already stored: they get tx_id 1 and are read in id order. The one consumer shipped so far
 * (`investing.kyc-decisions`, which takes `kyc.changed`) gets the position after the last stored event; any
 * `kyc.changed` it had not applied is moved to tx_id 2, after that position, so it is applied and nothing it
 * applied is applied again. The notification consumer starts after the events stored before it existed (no
 * notifications for the past). Then `consumed_events`, the type index it used and the never-used
 * `published_at` column go.
 */
export class Migration20261126001010EventCheckpoints extends Migration {
  override name = 'Migration20261126001010_event_checkpoints';

  override up(): void {
    this.addSql(`alter table domain_events add column tx_id xid8`);
    this.addSql(`update domain_events set tx_id = '1'::xid8`);
    this.addSql(`
      update domain_events e set tx_id = '2'::xid8
       where e.type = 'kyc.changed'
         and not exists (select 1 from consumed_events c
                          where c.consumer = 'investing.kyc-decisions' and c.event_id = e.id)`);
    this.addSql(`
      alter table domain_events
        alter column tx_id set default pg_current_xact_id(),
        alter column tx_id set not null`);
    this.addSql(`create index domain_events_type_position_idx on domain_events (type, tx_id, id)`);

    this.addSql(`
      create table event_consumers (
        consumer text primary key check (char_length(consumer) between 1 and 100),
        tx_id xid8 not null,
        event_id bigint not null,
        updated_at timestamptz not null
      )`);
    // Every consumer found in consumed_events starts after the stored events (tx_id 1); kyc-decisions' pending
    // ones are at tx_id 2, so they are still ahead of it (it is the only consumer shipped before this, so the
    // only one whose types are known here). A consumer without a row starts from the beginning.
    this.addSql(`
      insert into event_consumers (consumer, tx_id, event_id, updated_at)
      select c.consumer, '1'::xid8, coalesce((select max(id) from domain_events), 0), now()
        from (select distinct consumer from consumed_events
              union select 'investing.kyc-decisions') c`);
    this.addSql(`
      insert into event_consumers (consumer, tx_id, event_id, updated_at)
      values ('notifications', '2'::xid8, coalesce((select max(id) from domain_events), 0), now())`);

    this.addSql(`drop table consumed_events`);
    this.addSql(`drop index domain_events_type_idx`);
    this.addSql(`drop index domain_events_unpublished_idx`);
    this.addSql(`alter table domain_events drop column published_at`);
  }

  override down(): void {
    this.addSql(`alter table domain_events add column published_at timestamptz`);
    this.addSql(`create index domain_events_unpublished_idx on domain_events (id) where published_at is null`);
    this.addSql(`create index domain_events_type_idx on domain_events (type, id)`);
    this.addSql(`
      create table consumed_events (
        consumer text not null,
        event_id bigint not null references domain_events (id) on delete cascade,
        consumed_at timestamptz not null,
        primary key (consumer, event_id)
      )`);
    this.addSql(`
      insert into consumed_events (consumer, event_id, consumed_at)
      select c.consumer, e.id, c.updated_at
        from event_consumers c
        join domain_events e on (e.tx_id, e.id) <= (c.tx_id, c.event_id)`);
    this.addSql(`drop table event_consumers`);
    this.addSql(`drop index domain_events_type_position_idx`);
    this.addSql(`alter table domain_events drop column tx_id`);
  }
}
