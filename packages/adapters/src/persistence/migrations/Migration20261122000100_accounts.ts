import { Migration } from '@mikro-orm/migrations';

/**
 * Accounts, sessions, password reset codes and the mail outbox (product rules §4).
 * - users: unique lower(username) and lower(email); role 'user' unless made admin; KYC starts not_started.
 * - sessions and reset codes keep hashes only; both go with their user.
 * - mail_outbox: every mail is written here in the transaction that causes it and delivered later.
 */
export class Migration20261122000100Accounts extends Migration {
  override name = 'Migration20261122000100_accounts';

  override up(): void {
    this.addSql(`
      create table users (
        id serial primary key,
        username text not null check (length(username) between 3 and 30),
        email text not null check (email = lower(email) and length(email) <= 254),
        password_hash text not null,
        first_name text not null,
        last_name text not null,
        role text not null default 'user' check (role in ('user', 'admin')),
        kyc_status text not null default 'not_started'
          check (kyc_status in ('not_started', 'pending', 'under_review', 'approved', 'rejected', 'requires_additional_info')),
        kyc_approved_at timestamptz,
        kyc_expires_at timestamptz,
        last_login_at timestamptz,
        login_count integer not null default 0 check (login_count >= 0),
        is_active boolean not null default true,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )`);
    this.addSql(`create unique index users_username_lower_key on users (lower(username))`);
    this.addSql(`create unique index users_email_lower_key on users (lower(email))`);
    this.addSql(`create index users_admins_idx on users (id) where role = 'admin'`);

    this.addSql(`
      create table sessions (
        id serial primary key,
        user_id integer not null references users (id) on delete cascade,
        token_hash text not null unique check (length(token_hash) = 64),
        created_at timestamptz not null default now(),
        expires_at timestamptz not null,
        revoked_at timestamptz
      )`);
    this.addSql(`create index sessions_user_live_idx on sessions (user_id) where revoked_at is null`);

    this.addSql(`
      create table password_reset_codes (
        id serial primary key,
        user_id integer not null references users (id) on delete cascade,
        code_hash text not null,
        attempts integer not null default 0 check (attempts >= 0),
        expires_at timestamptz not null,
        used_at timestamptz,
        created_at timestamptz not null default now()
      )`);
    this.addSql(`create index password_reset_codes_user_idx on password_reset_codes (user_id, id desc)`);

    this.addSql(`
      create table mail_outbox (
        id serial primary key,
        template text not null,
        to_address text not null,
        reply_to text,
        subject text not null,
        text_body text not null,
        html_body text not null,
        status text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
        attempts integer not null default 0 check (attempts >= 0),
        next_attempt_at timestamptz not null default now(),
        locked_until timestamptz,
        last_error text,
        created_at timestamptz not null default now(),
        sent_at timestamptz
      )`);
    this.addSql(`create index mail_outbox_due_idx on mail_outbox (next_attempt_at, id) where status = 'pending'`);
  }

  override down(): void {
    this.addSql('drop table if exists mail_outbox');
    this.addSql('drop table if exists password_reset_codes');
    this.addSql('drop table if exists sessions');
    this.addSql('drop table if exists users');
  }
}
