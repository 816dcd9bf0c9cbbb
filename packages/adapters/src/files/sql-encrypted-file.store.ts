import type { FileStore, StoredFile } from '@cobuy/domain';
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { SqlEntityManager } from '../persistence/orm.js';
import type { FileCipher } from './file-cipher.js';

const KEY = /^[0-9a-f]{32}$/;

type Row = {
  content_type: string;
  file_name: string;
  byte_size: number;
  key_id: string;
  iv: Uint8Array;
  auth_tag: Uint8Array;
  ciphertext: Uint8Array;
};

/** pg answers bytea as a Buffer, PGlite as a Uint8Array; both are views. */
const bytes = (value: Uint8Array): Uint8Array => new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
const param = (value: Uint8Array): Buffer => Buffer.from(value.buffer, value.byteOffset, value.byteLength);

/**
 * Ties a ciphertext to its row: the key and the two columns the server trusts when serving the file. A
 * ciphertext moved into another row, or a content type changed in the database, no longer opens.
 */
const aadOf = (key: string, contentType: string, fileName: string): string =>
  JSON.stringify(['stored_files', key, contentType, fileName]);

/**
 * Private files in PostgreSQL (`stored_files`), sealed with AES-256-GCM: every server process sharing the
 * database sees the same files, and a file is written in the same transaction as the record that refers to
 * it (construct one per transaction with that transaction's entity manager). Keys are 128 random bits in
 * hex, never derived from the upload.
 *
 * The bytes travel as real bytea parameters through the ORM's own query builder (Kysely) in the entity
 * manager's transaction: `em.execute` inlines parameters into the SQL text, which would turn a 10 MB file
 * into a 20 MB statement.
 */
export class SqlEncryptedFileStore implements FileStore {
  constructor(
    private readonly em: SqlEntityManager,
    private readonly cipher: FileCipher,
  ) {}

  private get db(): Kysely<unknown> {
    return this.em.getTransactionContext<Kysely<unknown>>() ?? this.em.getConnection().getClient<unknown>();
  }

  async put(file: StoredFile): Promise<string> {
    const key = randomBytes(16).toString('hex');
    const sealed = this.cipher.seal(file.content, aadOf(key, file.contentType, file.fileName));
    await sql`insert into stored_files (key, content_type, file_name, byte_size, key_id, iv, auth_tag, ciphertext)
              values (${key}, ${file.contentType}, ${file.fileName}, ${file.content.byteLength}, ${sealed.keyId},
                      ${param(sealed.iv)}, ${param(sealed.authTag)}, ${param(sealed.ciphertext)})`.execute(this.db);
    return key;
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!KEY.test(key)) return null;
    const { rows } = await sql<Row>`select content_type, file_name, byte_size, key_id, iv, auth_tag, ciphertext
                                      from stored_files where key = ${key}`.execute(this.db);
    const row = rows[0];
    if (!row) return null;
    const content = this.cipher.open(
      { keyId: row.key_id, iv: bytes(row.iv), authTag: bytes(row.auth_tag), ciphertext: bytes(row.ciphertext) },
      aadOf(key, row.content_type, row.file_name),
    );
    if (content.byteLength !== Number(row.byte_size)) throw new Error(`Stored file ${key}: its size does not match`);
    return { content, contentType: row.content_type, fileName: row.file_name };
  }

  async delete(key: string): Promise<void> {
    if (!KEY.test(key)) return;
    await sql`delete from stored_files where key = ${key}`.execute(this.db);
  }
}
