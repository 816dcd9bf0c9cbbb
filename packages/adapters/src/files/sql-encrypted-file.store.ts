import type { FileReadStream, FileStore, FileStreams, IncomingFile, StagedFile, StoredFile } from '@cobuy/domain';
import { sql, type Kysely } from 'kysely';
import type { Database, SqlEntityManager } from '../persistence/orm.js';
import type { FileCipher } from './file-cipher.js';
import { FILE_KEY, newFileKey, openStoredFile, readAll, writeChunkedFile } from './stored-file-format.js';

/** The Kysely client of the entity manager's transaction, or of the pool (autocommit) outside one. */
const kyselyOf = (em: SqlEntityManager): Kysely<unknown> =>
  em.getTransactionContext<Kysely<unknown>>() ?? em.getConnection().getClient<unknown>();

const oneAtATime = async function* (content: Uint8Array): AsyncGenerator<Uint8Array> {
  yield content;
};

/**
 * Private files in PostgreSQL (`stored_files`, `stored_file_chunks`), sealed with AES-256-GCM
 * (stored-file-format.ts): every server process sharing the database sees the same files, and a file is
 * written, kept or deleted in the same transaction as the record that refers to it (construct one per
 * transaction with that transaction's entity manager). Keys are 128 random bits in hex, never derived from
 * the upload.
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
    return kyselyOf(this.em);
  }

  async put(file: StoredFile): Promise<string> {
    const key = newFileKey();
    const content = oneAtATime(file.content);
    await writeChunkedFile(this.db, this.cipher, { ...file, key, content, stagedAt: new Date(), keep: true });
    return key;
  }

  async keep(keys: readonly string[]): Promise<number> {
    const valid = keys.filter((k) => FILE_KEY.test(k));
    if (valid.length === 0) return 0;
    const { rows } = await sql<{ key: string }>`update stored_files set staged_at = null
                                                 where key in (${sql.join(valid)}) and staged_at is not null
                                                   and chunk_count > 0
                                             returning key`.execute(this.db);
    return rows.length;
  }

  async get(key: string): Promise<StoredFile | null> {
    const file = await openStoredFile(this.db, this.cipher, key);
    if (!file) return null;
    return { content: await readAll(file), contentType: file.contentType, fileName: file.fileName };
  }

  async delete(key: string): Promise<void> {
    if (!FILE_KEY.test(key)) return;
    // Its chunks go with it (on delete cascade).
    await sql`delete from stored_files where key = ${key}`.execute(this.db);
  }
}

/**
 * The same files written and read outside any transaction: an upload's files are staged as they arrive
 * (each chunk its own statement, autocommit), so no transaction or connection is held while a client sends,
 * and a download reads one chunk per statement. A staged file is deleted when its submission fails, and by
 * `discardStagedBefore` when its process died before it could.
 */
export class SqlEncryptedFileStreams implements FileStreams {
  constructor(
    private readonly db: Database,
    private readonly cipher: FileCipher,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private get kysely(): Kysely<unknown> {
    return kyselyOf(this.db.em());
  }

  async stage(file: IncomingFile): Promise<StagedFile> {
    const key = newFileKey();
    try {
      const staged = { ...file, key, stagedAt: this.now(), keep: false };
      const byteSize = await writeChunkedFile(this.kysely, this.cipher, staged);
      return { key, contentType: file.contentType, fileName: file.fileName, byteSize };
    } catch (error) {
      await this.discardStaged([key]);
      throw error;
    }
  }

  async discardStaged(keys: readonly string[]): Promise<void> {
    const valid = keys.filter((k) => FILE_KEY.test(k));
    if (valid.length === 0) return;
    await sql`delete from stored_files where key in (${sql.join(valid)}) and staged_at is not null`.execute(
      this.kysely,
    );
  }

  async discardStagedBefore(before: Date): Promise<number> {
    const { rows } = await sql<{ key: string }>`delete from stored_files where staged_at < ${before}
                                                returning key`.execute(this.kysely);
    return rows.length;
  }

  open(key: string): Promise<FileReadStream | null> {
    return openStoredFile(this.kysely, this.cipher, key);
  }
}
