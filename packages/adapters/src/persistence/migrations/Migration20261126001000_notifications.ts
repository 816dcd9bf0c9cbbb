import { Migration } from '@mikro-orm/migrations';

/**
 * Stored notifications (issue 18, product rules §6), made by the notification consumer from the event outbox:
 * - `source_key` names what made the row (`event:<outbox id>`); the unique (user_id, source_key) index makes
 *   each event's notification once per person, whatever the retries or processes;
 * - lists are the newest of one user (`notifications_user_idx`), the badge counts the unread ones
 *   (`notifications_unread_idx`, partial: read rows cost nothing to count);
 * - text bounded like the domain's NOTIFICATION_LIMITS; `read_at` set exactly when read.
 */
export class Migration20261126001000Notifications extends Migration {
  override name = 'Migration20261126001000_notifications';

  override up(): void {
    this.addSql(`
      create table notifications (
        id serial primary key,
        user_id integer not null references users (id) on delete cascade,
        type text not null check (type in ('milestone', 'alert', 'completion', 'other')),
        title text not null check (char_length(title) between 1 and 200),
        message text not null check (char_length(message) between 1 and 1000),
        source_key text not null check (char_length(source_key) between 1 and 100),
        is_read boolean not null default false,
        read_at timestamptz,
        created_at timestamptz not null,
        check (is_read = (read_at is not null)),
        unique (user_id, source_key)
      )`);
    this.addSql(`create index notifications_user_idx on notifications (user_id, id desc)`);
    this.addSql(`create index notifications_unread_idx on notifications (user_id) where not is_read`);
  }

  override down(): void {
    this.addSql('drop table if exists notifications');
  }
}
