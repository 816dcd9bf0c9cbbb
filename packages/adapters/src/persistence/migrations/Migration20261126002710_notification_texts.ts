import { Migration } from '@mikro-orm/migrations';

/**
 * Notifications in the reader's language (issue 20; docs/i18n.md, "On the server"): beside the English title and
 * message, each keeps the catalog ids and values they were made from (`text`), so they are drawn in the reader's
 * language when read and a change of language applies to the old ones too. Null on notifications made before,
 * which keep showing their English.
 */
export class Migration20261126002710NotificationTexts extends Migration {
  override name = 'Migration20261126002710_notification_texts';

  override up(): void {
    this.addSql('alter table notifications add column text jsonb');
  }

  override down(): void {
    this.addSql('alter table notifications drop column text');
  }
}
