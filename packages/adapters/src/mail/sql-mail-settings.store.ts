import type { MailSettingsStore, MailSettingsSummary, StoredMailSettings } from '@cobuy/domain';
import { sql, type Kysely } from 'kysely';
import type { FileCipher } from '../files/file-cipher.js';
import type { SqlEntityManager } from '../persistence/orm.js';

type Row = {
  sender_address: string;
  password_key_id: string;
  password_iv: Uint8Array;
  password_auth_tag: Uint8Array;
  password_ciphertext: Uint8Array;
  smtp_host: string;
  smtp_port: number;
  smtp_secure: boolean;
  updated_by: number | null;
  updated_at: Date | string;
  updated_by_email: string | null;
};

/** pg answers bytea as a Buffer, PGlite as a Uint8Array; both are views. */
const bytes = (value: Uint8Array): Uint8Array => new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
const param = (value: Uint8Array): Buffer => Buffer.from(value.buffer, value.byteOffset, value.byteLength);

/**
 * The associated data names both the purpose and the sender, so a ciphertext sealed for a KYC file (same
 * keyring) never opens as a password, and a password does not survive its sender address being changed
 * in the database behind the application's back.
 */
const aadOf = (senderAddress: string): string => JSON.stringify(['mail_settings', 'app_password', senderAddress]);

const summaryOf = (row: Row): MailSettingsSummary => ({
  senderAddress: row.sender_address,
  smtpHost: row.smtp_host,
  smtpPort: Number(row.smtp_port),
  smtpSecure: row.smtp_secure,
  updatedBy: row.updated_by === null ? null : Number(row.updated_by),
  updatedByEmail: row.updated_by_email,
  updatedAt: new Date(row.updated_at),
});

/**
 * The mail settings row, the app password sealed with AES-256-GCM (a random 12-byte nonce per save, the
 * 16-byte tag, the key id) under the mail settings keyring (MAIL_SETTINGS_KEY, its own key: see
 * docs/mail-settings.md). Construct one per transaction with that transaction's entity manager.
 */
export class SqlMailSettingsStore implements MailSettingsStore {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly cipher: FileCipher,
  ) {}

  private get db(): Kysely<unknown> {
    return this.em.getTransactionContext<Kysely<unknown>>() ?? this.em.getConnection().getClient<unknown>();
  }

  private async row(): Promise<Row | undefined> {
    const { rows } = await sql<Row>`select m.*, u.email as updated_by_email
                                      from mail_settings m left join users u on u.id = m.updated_by
                                     where m.id = 1`.execute(this.db);
    return rows[0];
  }

  async readSummary(): Promise<MailSettingsSummary | null> {
    const row = await this.row();
    return row ? summaryOf(row) : null;
  }

  /** Throws when the password cannot be opened (its key is no longer configured, or the row was changed). */
  async read(): Promise<StoredMailSettings | null> {
    const row = await this.row();
    if (!row) return null;
    let password: Uint8Array;
    try {
      password = this.cipher.open(
        {
          keyId: row.password_key_id,
          iv: bytes(row.password_iv),
          authTag: bytes(row.password_auth_tag),
          ciphertext: bytes(row.password_ciphertext),
        },
        aadOf(row.sender_address),
      );
    } catch (cause) {
      throw new Error(
        `The saved mail password cannot be opened (key "${row.password_key_id}": is it still in MAIL_SETTINGS_KEYS?, ` +
          'or the row was changed outside the application); save the Email Settings again',
        { cause },
      );
    }
    const { updatedByEmail: _email, ...summary } = summaryOf(row);
    return { ...summary, password: new TextDecoder().decode(password) };
  }

  async save(settings: StoredMailSettings): Promise<void> {
    const sealed = this.cipher.seal(new TextEncoder().encode(settings.password), aadOf(settings.senderAddress));
    await sql`insert into mail_settings (id, sender_address, password_key_id, password_iv, password_auth_tag,
                password_ciphertext, smtp_host, smtp_port, smtp_secure, updated_by, updated_at)
              values (1, ${settings.senderAddress}, ${sealed.keyId}, ${param(sealed.iv)}, ${param(sealed.authTag)},
                      ${param(sealed.ciphertext)}, ${settings.smtpHost}, ${settings.smtpPort}, ${settings.smtpSecure},
                      ${settings.updatedBy}, ${settings.updatedAt})
              on conflict (id) do update set
                sender_address = excluded.sender_address, password_key_id = excluded.password_key_id,
                password_iv = excluded.password_iv, password_auth_tag = excluded.password_auth_tag,
                password_ciphertext = excluded.password_ciphertext, smtp_host = excluded.smtp_host,
                smtp_port = excluded.smtp_port, smtp_secure = excluded.smtp_secure,
                updated_by = excluded.updated_by, updated_at = excluded.updated_at`.execute(this.db);
  }
}
