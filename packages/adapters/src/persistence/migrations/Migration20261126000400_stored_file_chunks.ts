import { Migration } from '@mikro-orm/migrations';

/**
 * Documents written as they stream (issue 17, item 5: an upload is never held whole in memory):
 * - stored_file_chunks: a file's ciphertext in chunks of up to 256 KB of plaintext, each sealed on its own
 *   (file-cipher.ts, the chunked format), written one by one as the upload arrives and deleted with its file;
 * - stored_files.chunk_count: null for a file stored whole (`ciphertext`, `auth_tag`: every row before this
 *   migration, still read as before), the number of chunks otherwise (0 while they are being written); for a
 *   chunked file `iv` holds the salt of its key;
 * - stored_files.staged_at: set while an upload's file is not yet part of a record (written outside the
 *   record's transaction, which must not stay open while a client sends); the submission's transaction clears
 *   it, and a failed or abandoned submission deletes the file. The partial index finds leftovers of a process
 *   that died mid-upload.
 * Existing rows keep their ciphertext and satisfy the new checks as they are.
 */
export class Migration20261126000400StoredFileChunks extends Migration {
  override name = 'Migration20261126000400_stored_file_chunks';

  override up(): void {
    this.addSql('alter table stored_files add column chunk_count integer check (chunk_count >= 0)');
    this.addSql('alter table stored_files add column staged_at timestamptz');
    this.addSql('alter table stored_files alter column ciphertext drop not null');
    this.addSql('alter table stored_files alter column auth_tag drop not null');
    this.addSql(`
      alter table stored_files add constraint stored_files_one_format check (
        (chunk_count is null and ciphertext is not null and auth_tag is not null)
        or (chunk_count is not null and ciphertext is null and auth_tag is null)
      )`);
    // A file becomes part of a record only complete: at least its last chunk is written.
    this.addSql(`
      alter table stored_files add constraint stored_files_kept_complete
        check (staged_at is not null or chunk_count is null or chunk_count > 0)`);
    this.addSql('create index stored_files_staged_at on stored_files (staged_at) where staged_at is not null');
    this.addSql(`
      create table stored_file_chunks (
        file_key text not null references stored_files (key) on delete cascade,
        seq integer not null check (seq >= 0),
        bytes bytea not null,
        primary key (file_key, seq)
      )`);
  }

  override down(): void {
    this.addSql('drop table if exists stored_file_chunks');
    this.addSql('delete from stored_files where chunk_count is not null');
    this.addSql('drop index if exists stored_files_staged_at');
    this.addSql('alter table stored_files drop constraint if exists stored_files_kept_complete');
    this.addSql('alter table stored_files drop constraint if exists stored_files_one_format');
    this.addSql('alter table stored_files alter column auth_tag set not null');
    this.addSql('alter table stored_files alter column ciphertext set not null');
    this.addSql('alter table stored_files drop column staged_at');
    this.addSql('alter table stored_files drop column chunk_count');
  }
}
