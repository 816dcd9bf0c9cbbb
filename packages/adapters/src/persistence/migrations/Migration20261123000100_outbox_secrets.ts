import { Migration } from '@mikro-orm/migrations';

/**
 * A mail's secrets (a password-reset code) leave its bodies: the bodies keep a placeholder and the values
 * sit in `secrets`, which is cleared once the mail is sent, has failed for good, or the secret has expired.
 * Codes already written into bodies by the earlier outbox are blanked.
 */
export class Migration20261123000100OutboxSecrets extends Migration {
  override name = 'Migration20261123000100_outbox_secrets';

  override up(): void {
    this.addSql(`alter table mail_outbox add column secrets jsonb, add column secrets_expire_at timestamptz`);
    this.addSql(
      `create index mail_outbox_secrets_expiry_idx on mail_outbox (secrets_expire_at) where secrets is not null`,
    );
    this.addSql(`
      update mail_outbox
         set text_body = regexp_replace(text_body, 'reset code is: [0-9]{6}', 'reset code is: [removed]', 'g'),
             html_body = regexp_replace(html_body, '>[0-9]{6}<', '>[removed]<', 'g')
       where template = 'password-reset-code'`);
  }

  override down(): void {
    this.addSql('drop index if exists mail_outbox_secrets_expiry_idx');
    this.addSql('alter table mail_outbox drop column if exists secrets, drop column if exists secrets_expire_at');
  }
}
