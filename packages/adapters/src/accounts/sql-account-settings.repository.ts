import {
  DEFAULT_MAIL_PREFERENCES,
  isLanguageCode,
  type LanguageCode,
  isCurrencyCode,
  type CurrencyCode,
  type AccountSettingsRepository,
  type MailPreferenceKey,
  type MailPreferences,
  type ProfileChange,
  type UserProfile,
} from '@cobuy/domain';
import type { SqlEntityManager } from '../persistence/orm.js';
import type { SqlRow } from './accounts-row-mappers.js';

/** The column of each preference in `mail_preferences` (a new preference is a new column, default true). */
const MAIL_PREFERENCE_COLUMNS: Readonly<Record<MailPreferenceKey, string>> = {
  projectUpdates: 'project_updates',
  applicationNews: 'application_news',
};

const toProfile = (r: SqlRow): UserProfile => ({
  userId: Number(r.id),
  email: String(r.email),
  firstName: String(r.first_name),
  lastName: String(r.last_name),
  phone: r.phone === null || r.phone === undefined ? null : String(r.phone),
  homeCurrency: isCurrencyCode(r.home_currency) ? r.home_currency : null,
});

const PROFILE_COLUMNS = 'id, email, first_name, last_name, phone, home_currency';
const keys = Object.keys(MAIL_PREFERENCE_COLUMNS) as MailPreferenceKey[];

/** The profile fields of `users` and the `mail_preferences` row, bound to the caller's transaction. */
export class SqlAccountSettingsRepository implements AccountSettingsRepository {
  constructor(private readonly em: SqlEntityManager) {}

  async findProfile(userId: number): Promise<UserProfile | null> {
    const rows = await this.em.execute<SqlRow[]>(`select ${PROFILE_COLUMNS} from users where id = ?`, [userId]);
    return rows[0] ? toProfile(rows[0]) : null;
  }

  async updateProfile(userId: number, change: ProfileChange): Promise<UserProfile | null> {
    const rows = await this.em.execute<SqlRow[]>(
      `update users set first_name = ?, last_name = ?, phone = ?, updated_at = now() where id = ?
       returning ${PROFILE_COLUMNS}`,
      [change.firstName, change.lastName, change.phone, userId],
    );
    return rows[0] ? toProfile(rows[0]) : null;
  }

  async setHomeCurrency(userId: number, homeCurrency: CurrencyCode | null): Promise<UserProfile | null> {
    const rows = await this.em.execute<SqlRow[]>(
      `update users set home_currency = ?, updated_at = now() where id = ? returning ${PROFILE_COLUMNS}`,
      [homeCurrency, userId],
    );
    return rows[0] ? toProfile(rows[0]) : null;
  }

  async readMailPreferences(userId: number): Promise<MailPreferences> {
    const rows = await this.em.execute<SqlRow[]>(
      `select ${keys.map((k) => MAIL_PREFERENCE_COLUMNS[k]).join(', ')} from mail_preferences where user_id = ?`,
      [userId],
    );
    const row = rows[0];
    if (!row) return DEFAULT_MAIL_PREFERENCES;
    return Object.fromEntries(
      keys.map((k) => [k, Boolean(row[MAIL_PREFERENCE_COLUMNS[k]])]),
    ) as unknown as MailPreferences;
  }

  async saveMailPreferences(userId: number, preferences: MailPreferences, at: Date): Promise<MailPreferences> {
    const columns = keys.map((k) => MAIL_PREFERENCE_COLUMNS[k]);
    await this.em.execute(
      `insert into mail_preferences (user_id, ${columns.join(', ')}, updated_at)
       values (?, ${columns.map(() => '?').join(', ')}, ?)
       on conflict (user_id) do update set ${columns.map((c) => `${c} = excluded.${c}`).join(', ')},
         updated_at = excluded.updated_at`,
      [userId, ...keys.map((k) => preferences[k]), at],
      'run',
    );
    return this.readMailPreferences(userId);
  }

  async readPreferredLanguage(userId: number): Promise<LanguageCode | null> {
    const rows = await this.em.execute<SqlRow[]>('select preferred_language from users where id = ?', [userId]);
    const stored = rows[0]?.preferred_language;
    return isLanguageCode(stored) ? stored : null;
  }

  async savePreferredLanguage(userId: number, language: LanguageCode | null, at: Date): Promise<boolean> {
    const rows = await this.em.execute<SqlRow[]>(
      'update users set preferred_language = ?, updated_at = ? where id = ? returning id',
      [language, at, userId],
    );
    return rows.length > 0;
  }
}

/**
 * Whether the account at `address` takes mails under `preference`: true unless that account turned it off. An
 * address with no account (a contact inbox) has no preferences and gets every mail.
 */
export async function mailboxWants(
  em: SqlEntityManager,
  address: string,
  preference: MailPreferenceKey,
): Promise<boolean> {
  const rows = await em.execute<SqlRow[]>(
    `select p.${MAIL_PREFERENCE_COLUMNS[preference]} as wanted
       from users u join mail_preferences p on p.user_id = u.id
      where lower(u.email) = lower(?)`,
    [address],
  );
  return rows[0] ? Boolean(rows[0].wanted) : true;
}
