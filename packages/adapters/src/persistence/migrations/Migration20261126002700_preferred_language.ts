import { Migration } from '@mikro-orm/migrations';

/**
 * The language a user chose (issue 20; docs/i18n.md, "On the server"): mails, notifications and the server's
 * messages to them use it. Null until chosen: the browser's language then decides. The check keeps the column to
 * the site's 15 languages (`LANGUAGE_CODES`), so a bad value cannot reach the mail renderer even by hand.
 */
export class Migration20261126002700PreferredLanguage extends Migration {
  override name = 'Migration20261126002700_preferred_language';

  override up(): void {
    this.addSql(`
      alter table users
        add column preferred_language text,
        add constraint users_preferred_language_known
          check (preferred_language is null or preferred_language in
            ('en', 'fr', 'es', 'de', 'zh', 'ar', 'pt', 'hi', 'ja', 'ko', 'ru', 'it', 'tr', 'nl', 'sw'))`);
  }

  override down(): void {
    this.addSql('alter table users drop constraint users_preferred_language_known, drop column preferred_language');
  }
}
