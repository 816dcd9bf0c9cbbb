import { Migration } from '@mikro-orm/migrations';

/**
 * The /settings page (issue 18): the user's phone number and their mail preferences.
 * - users.phone: optional, stored normalised (`+` and 7 to 15 digits, E.164; domain `normalisePhone`); existing
 *   users have none.
 * - mail_preferences: one row per user who changed a preference, a column per preference. A user without a row
 *   receives every optional mail (each column's default), so existing users keep getting what they got.
 */
export class Migration20261126001200SettingsMail extends Migration {
  override name = 'Migration20261126001200_settings_mail';

  override up(): void {
    this.addSql(`alter table users add column phone text check (phone ~ '^[+][1-9][0-9]{6,14}$')`);
    this.addSql(`
      create table mail_preferences (
        user_id integer primary key references users (id) on delete cascade,
        project_updates boolean not null default true,
        application_news boolean not null default true,
        updated_at timestamptz not null default now()
      )`);
  }

  override down(): void {
    this.addSql('drop table if exists mail_preferences');
    this.addSql('alter table users drop column if exists phone');
  }
}
