import type { FileReadStream } from '@cobuy/domain';
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { FileCipher } from './file-cipher.js';

/**
 * How a file lives in `stored_files` (+ `stored_file_chunks`), shared by the store of a transaction and the
 * streaming one. Two formats (file-cipher.ts): whole (`ciphertext` + `auth_tag`, every file stored before
 * uploads streamed: read as before) and chunked (`chunk_count` chunks of at most CHUNK_BYTES of plaintext,
 * one row each, written as the upload arrives and read one at a time).
 */

/** Plaintext per chunk: small enough that an upload holds little in memory, large enough for few rows (80 per 10 MB). */
export const CHUNK_BYTES = 128 * 1024;

export const FILE_KEY = /^[0-9a-f]{32}$/;
export const newFileKey = (): string => randomBytes(16).toString('hex');

/** pg answers bytea as a Buffer, PGlite as a Uint8Array; both are views. */
const bytes = (value: Uint8Array): Uint8Array => new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
const param = (value: Uint8Array): Buffer => Buffer.from(value.buffer, value.byteOffset, value.byteLength);

/**
 * Ties a ciphertext to its row: the key and the two columns the server trusts when serving the file. A
 * ciphertext moved into another row, or a content type changed in the database, no longer opens. The chunked
 * format has its own label, so no chunk can pass for a whole file or the reverse.
 */
const wholeAadOf = (key: string, contentType: string, fileName: string): string =>
  JSON.stringify(['stored_files', key, contentType, fileName]);
const chunkedAadOf = (key: string, contentType: string, fileName: string): string =>
  JSON.stringify(['stored_file_chunks', key, contentType, fileName]);

/**
 * Cuts a stream into chunks of exactly `size` bytes but the last (1 to `size` bytes; 0 only for an empty
 * file). One buffer per file, reused for every chunk: a chunk must be used (sealed) before the next is asked for.
 */
async function* inChunks(
  source: AsyncIterable<Uint8Array>,
  size: number,
): AsyncGenerator<{ bytes: Uint8Array; last: boolean }> {
  const chunk = Buffer.allocUnsafeSlow(size);
  let filled = 0;
  for await (const piece of source) {
    for (let at = 0; at < piece.byteLength;) {
      // Full, and more follows: only now is it known that this chunk is not the last one.
      if (filled === size) {
        yield { bytes: chunk, last: false };
        filled = 0;
      }
      const take = Math.min(size - filled, piece.byteLength - at);
      chunk.set(piece.subarray(at, at + take), filled);
      filled += take;
      at += take;
    }
  }
  yield { bytes: chunk.subarray(0, filled), last: true };
}

export interface NewFile {
  readonly key: string;
  readonly contentType: string;
  readonly fileName: string;
  readonly content: AsyncIterable<Uint8Array>;
  /** When it began to arrive: a file being written is staged (it is not complete yet). */
  readonly stagedAt: Date;
  /** Written in its record's transaction: kept (no longer staged) once complete. Else it stays staged. */
  readonly keep: boolean;
}

/**
 * Writes a file in the chunked format: its row first (0 chunks), then each chunk as soon as it is full,
 * then its size and chunk count. At most one chunk and its ciphertext are in memory at a time, and the
 * source is not read further while a chunk is being written (backpressure up to the client's socket).
 * The bytes travel as bytea parameters (Kysely), never inlined into the SQL text.
 */
export async function writeChunkedFile(db: Kysely<unknown>, cipher: FileCipher, file: NewFile): Promise<number> {
  const sealer = cipher.beginChunks(chunkedAadOf(file.key, file.contentType, file.fileName));
  await sql`insert into stored_files (key, content_type, file_name, byte_size, key_id, iv, chunk_count, staged_at)
            values (${file.key}, ${file.contentType}, ${file.fileName}, 0, ${sealer.keyId}, ${param(sealer.salt)},
                    0, ${file.stagedAt})`.execute(db);
  let seq = 0;
  let size = 0;
  for await (const chunk of inChunks(file.content, CHUNK_BYTES)) {
    const { ciphertext, tag } = sealer.seal(chunk.bytes, seq, chunk.last);
    // Joined by the database: one copy of the chunk fewer in this process.
    await sql`insert into stored_file_chunks (file_key, seq, bytes)
              values (${file.key}, ${seq}, ${ciphertext}::bytea || ${tag}::bytea)`.execute(db);
    seq += 1;
    size += chunk.bytes.byteLength;
  }
  await sql`update stored_files set byte_size = ${size}, chunk_count = ${seq},
                                    staged_at = ${file.keep ? null : file.stagedAt}
              where key = ${file.key}`.execute(db);
  return size;
}

type Row = {
  content_type: string;
  file_name: string;
  byte_size: number;
  key_id: string;
  iv: Uint8Array;
  auth_tag: Uint8Array | null;
  ciphertext: Uint8Array | null;
  chunk_count: number | null;
};

/**
 * Opens a stored file: its row now, its plaintext as it is read. A whole-format file is read and checked in
 * one piece (its one tag covers all of it); a chunked one a chunk at a time, each checked before it is given
 * out, the count and the size checked at the end. A staged file (an upload not yet part of a record) is not
 * a document yet: it does not open.
 */
export async function openStoredFile(
  db: Kysely<unknown>,
  cipher: FileCipher,
  key: string,
): Promise<FileReadStream | null> {
  if (!FILE_KEY.test(key)) return null;
  const { rows } = await sql<Row>`select content_type, file_name, byte_size, key_id, iv, auth_tag, ciphertext,
                                         chunk_count
                                    from stored_files
                                   where key = ${key} and staged_at is null`.execute(db);
  const row = rows[0];
  if (!row) return null;
  const byteSize = Number(row.byte_size);
  const content = row.chunk_count === null ? wholeContent(cipher, key, row) : chunkedContent(db, cipher, key, row);
  return { contentType: row.content_type, fileName: row.file_name, byteSize, content };
}

async function* wholeContent(cipher: FileCipher, key: string, row: Row): AsyncGenerator<Uint8Array> {
  const content = cipher.open(
    { keyId: row.key_id, iv: bytes(row.iv), authTag: bytes(row.auth_tag!), ciphertext: bytes(row.ciphertext!) },
    wholeAadOf(key, row.content_type, row.file_name),
  );
  if (content.byteLength !== Number(row.byte_size)) throw new Error(`Stored file ${key}: its size does not match`);
  yield content;
}

async function* chunkedContent(
  db: Kysely<unknown>,
  cipher: FileCipher,
  key: string,
  row: Row,
): AsyncGenerator<Uint8Array> {
  const count = Number(row.chunk_count);
  if (count === 0) throw new Error(`Stored file ${key} is incomplete (no chunk written)`);
  const aad = chunkedAadOf(key, row.content_type, row.file_name);
  let size = 0;
  for (let seq = 0; seq < count; seq++) {
    const { rows } = await sql<{ bytes: Uint8Array }>`select bytes from stored_file_chunks
                                                        where file_key = ${key} and seq = ${seq}`.execute(db);
    if (!rows[0]) throw new Error(`Stored file ${key}: chunk ${seq} is missing`);
    const plaintext = cipher.openChunk(
      { keyId: row.key_id, salt: bytes(row.iv), aad, seq, last: seq === count - 1 },
      bytes(rows[0].bytes),
    );
    size += plaintext.byteLength;
    yield plaintext;
  }
  if (size !== Number(row.byte_size)) throw new Error(`Stored file ${key}: its size does not match`);
}

/** The whole plaintext of an opened file (for small files and tests; downloads stream). */
export async function readAll(file: FileReadStream): Promise<Uint8Array> {
  const pieces: Uint8Array[] = [];
  for await (const piece of file.content) pieces.push(piece);
  return new Uint8Array(Buffer.concat(pieces));
}
