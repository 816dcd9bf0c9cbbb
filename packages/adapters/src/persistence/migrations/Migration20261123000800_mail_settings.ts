import { Migration } from '@mikro-orm/migrations';

/**
 * The account that sends platform mail (issue 11 item 8): one row at most (`id` is always 1), so
 * "the settings" never means "the newest of several". The app password is kept only sealed with
 * AES-256-GCM (key id, IV, tag, ciphertext), never in plain text. Host and port default to Gmail's
 * implicit-TLS endpoint, the account type the form asks for.
 */
export class Migration20261123000800MailSettings extends Migration {
  override name = 'Migration20261123000800_mail_settings';

  override up(): void {
    this.addSql(`
      create table mail_settings (
        id smallint primary key default 1 check (id = 1),
        sender_address varchar(254) not null,
        password_key_id varchar(32) not null,
        password_iv bytea not null,
        password_auth_tag bytea not null,
        password_ciphertext bytea not null,
        smtp_host varchar(253) not null default 'smtp.gmail.com',
        smtp_port integer not null default 465 check (smtp_port between 1 and 65535),
        smtp_secure boolean not null default true,
        updated_by integer references users (id) on delete set null,
        updated_at timestamptz not null
      )`);
  }

  override down(): void {
    this.addSql('drop table if exists mail_settings');
  }
}
