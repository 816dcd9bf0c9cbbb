import { sql } from 'kysely';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../persistence/testing/use-test-database.js';
import { FileCipher, randomFileKeyring } from './file-cipher.js';
import { SqlEncryptedFileStore, SqlEncryptedFileStreams } from './sql-encrypted-file.store.js';
import { CHUNK_BYTES as CHUNK } from './stored-file-format.js';

const MARKER = 'KYC-PLAINTEXT-MARKER-9c1e';

/** A PDF-looking document with a marker repeated through it, large enough to span many pages of a TOAST value. */
function document(): Uint8Array {
  const body = `%PDF-1.4\n${`${MARKER} Ama Mensah passport GH1234567\n`.repeat(20_000)}%%EOF\n`;
  return new TextEncoder().encode(body);
}

describe('SqlEncryptedFileStore', () => {
  const fixture = useTestDatabase();
  const cipher = new FileCipher(randomFileKeyring('k1'));

  it('stores only ciphertext under a random key and gives the bytes back', async () => {
    const store = new SqlEncryptedFileStore(fixture.db.em(), cipher);
    const content = document();
    const key = await store.put({ content, contentType: 'application/pdf', fileName: 'passport.pdf' });
    const other = await store.put({ content, contentType: 'application/pdf', fileName: 'passport.pdf' });
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(other).not.toBe(key);

    const [raw] = await fixture.db.em().execute<
      {
        byte_size: number;
        key_id: string;
        chunk_count: number;
        salt_len: number;
        whole: boolean;
        staged: boolean;
        chunks: number;
        len: number;
        has_marker: boolean;
      }[]
    >(
      `select f.byte_size, f.key_id, f.chunk_count, length(f.iv) as salt_len,
              f.ciphertext is not null or f.auth_tag is not null as whole, f.staged_at is not null as staged,
              count(c.seq)::int as chunks, sum(length(c.bytes))::int as len,
              bool_or(position(convert_to(?, 'UTF8') in c.bytes) > 0) as has_marker
         from stored_files f join stored_file_chunks c on c.file_key = f.key
        where f.key = ? group by f.key`,
      [MARKER, key],
    );
    const chunks = Math.ceil(content.byteLength / CHUNK);
    expect(chunks).toBeGreaterThan(2);
    expect(raw).toMatchObject({
      byte_size: content.byteLength,
      key_id: 'k1',
      chunk_count: chunks,
      salt_len: 16,
      whole: false,
      staged: false,
      chunks,
    });
    // Each chunk carries its 16-byte tag.
    expect(Number(raw!.len)).toBe(content.byteLength + 16 * chunks);
    expect(raw!.has_marker).toBe(false);
    // The same query does find the marker in plaintext bytes, so the check above can fail.
    const [control] = await fixture.db
      .em()
      .execute<{ found: boolean }[]>("select position(convert_to(?, 'UTF8') in convert_to(?, 'UTF8')) > 0 as found", [
        MARKER,
        `xx${MARKER}xx`,
      ]);
    expect(control!.found).toBe(true);

    const back = await new SqlEncryptedFileStore(fixture.db.em(), cipher).get(key);
    expect(back?.contentType).toBe('application/pdf');
    expect(back?.fileName).toBe('passport.pdf');
    expect(Buffer.from(back!.content).equals(Buffer.from(content))).toBe(true);
  });

  it('writes inside the caller transaction: a rollback leaves no file', async () => {
    let key = '';
    await expect(
      fixture.db.em().transactional(async (em) => {
        key = await new SqlEncryptedFileStore(em, cipher).put({
          content: new Uint8Array([1, 2, 3]),
          contentType: 'image/png',
          fileName: 'x.png',
        });
        expect(await new SqlEncryptedFileStore(em, cipher).get(key)).not.toBeNull();
        throw new Error('the record could not be saved');
      }),
    ).rejects.toThrow('the record could not be saved');
    expect(await new SqlEncryptedFileStore(fixture.db.em(), cipher).get(key)).toBeNull();
  });

  it('refuses to serve a row whose content type was changed in the database', async () => {
    const store = new SqlEncryptedFileStore(fixture.db.em(), cipher);
    const key = await store.put({
      content: new Uint8Array([0xff, 0xd8, 0xff]),
      contentType: 'image/jpeg',
      fileName: 'a.jpg',
    });
    await fixture.db.em().execute("update stored_files set content_type = 'text/html' where key = ?", [key], 'run');
    await expect(store.get(key)).rejects.toThrow(/authentication/);
  });

  it('cannot be read with another key, and deletes', async () => {
    const store = new SqlEncryptedFileStore(fixture.db.em(), cipher);
    const key = await store.put({ content: new Uint8Array([9, 9, 9]), contentType: 'image/webp', fileName: 's.webp' });
    const stranger = new SqlEncryptedFileStore(fixture.db.em(), new FileCipher(randomFileKeyring('k1')));
    await expect(stranger.get(key)).rejects.toThrow(/authentication/);

    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    expect(await store.get('not-a-key')).toBeNull();
    expect(await store.get('0'.repeat(32))).toBeNull();
  });

  it('still reads a file stored whole (before uploads streamed), also after a key rotation', async () => {
    // A row exactly as the earlier code wrote it: one IV, one tag, the whole ciphertext, its own associated data.
    const oldKey = randomBytes(32);
    const before = new FileCipher({ current: 'k0', keys: new Map([['k0', oldKey]]) });
    const key = randomBytes(16).toString('hex');
    const content = document();
    const aad = JSON.stringify(['stored_files', key, 'application/pdf', 'old.pdf']);
    const sealed = before.seal(content, aad);
    await sql`insert into stored_files (key, content_type, file_name, byte_size, key_id, iv, auth_tag, ciphertext)
              values (${key}, 'application/pdf', 'old.pdf', ${content.byteLength}, ${sealed.keyId},
                      ${Buffer.from(sealed.iv)}, ${Buffer.from(sealed.authTag)}, ${Buffer.from(sealed.ciphertext)})`.execute(
      fixture.db.em().getConnection().getClient<unknown>(),
    );
    const rotated = new FileCipher({
      current: 'k1',
      keys: new Map([
        ['k1', randomBytes(32)],
        ['k0', oldKey],
      ]),
    });
    const back = await new SqlEncryptedFileStore(fixture.db.em(), rotated).get(key);
    expect(Buffer.from(back!.content).equals(Buffer.from(content))).toBe(true);
    const opened = await new SqlEncryptedFileStreams(fixture.db, rotated).open(key);
    expect(opened).toMatchObject({ contentType: 'application/pdf', fileName: 'old.pdf', byteSize: content.byteLength });
    expect(Buffer.concat(await pieces(opened!.content)).equals(Buffer.from(content))).toBe(true);
  });

  it('stages a stream chunk by chunk, not readable until a transaction keeps it, then read a chunk at a time', async () => {
    const streams = new SqlEncryptedFileStreams(fixture.db, cipher);
    const content = document();
    // Arriving in odd pieces, as a socket delivers them.
    const staged = await streams.stage({
      contentType: 'application/pdf',
      fileName: 'passport.pdf',
      content: inPieces(content, 10_000),
    });
    expect(staged).toMatchObject({
      contentType: 'application/pdf',
      fileName: 'passport.pdf',
      byteSize: content.byteLength,
    });
    expect(await streams.open(staged.key)).toBeNull();
    expect(await new SqlEncryptedFileStore(fixture.db.em(), cipher).get(staged.key)).toBeNull();

    const kept = await fixture.db
      .em()
      .transactional((em) => new SqlEncryptedFileStore(em, cipher).keep([staged.key, '0'.repeat(32)]));
    expect(kept).toBe(1);
    const opened = await streams.open(staged.key);
    const read = await pieces(opened!.content);
    expect(read.map((p) => p.byteLength)).toEqual(
      Array.from({ length: Math.ceil(content.byteLength / CHUNK) }, (_, i) =>
        Math.min(CHUNK, content.byteLength - i * CHUNK),
      ),
    );
    expect(Buffer.concat(read).equals(Buffer.from(content))).toBe(true);
    // Kept: no longer staged, so a clean-up leaves it alone.
    await streams.discardStaged([staged.key]);
    expect(await streams.open(staged.key)).not.toBeNull();
  });

  it('a rolled-back keep leaves the file staged, and discarding it leaves no row nor chunk', async () => {
    const streams = new SqlEncryptedFileStreams(fixture.db, cipher);
    const staged = await streams.stage({
      contentType: 'image/png',
      fileName: 'a.png',
      content: inPieces(document(), 65_536),
    });
    await expect(
      fixture.db.em().transactional(async (em) => {
        expect(await new SqlEncryptedFileStore(em, cipher).keep([staged.key])).toBe(1);
        throw new Error('the record could not be saved');
      }),
    ).rejects.toThrow('the record could not be saved');
    expect(await streams.open(staged.key)).toBeNull();
    expect(await rowsOf(staged.key)).toEqual({ files: 1, chunks: Math.ceil(document().byteLength / CHUNK) });
    await streams.discardStaged([staged.key]);
    expect(await rowsOf(staged.key)).toEqual({ files: 0, chunks: 0 });
  });

  it('a stream that fails part-way leaves nothing behind', async () => {
    const streams = new SqlEncryptedFileStreams(fixture.db, cipher);
    const before = await allRows();
    async function* broken(): AsyncGenerator<Uint8Array> {
      yield* inPieces(document(), 100_000);
      throw new Error('the client went away');
    }
    await expect(
      streams.stage({ contentType: 'application/pdf', fileName: 'x.pdf', content: broken() }),
    ).rejects.toThrow('the client went away');
    expect(await allRows()).toEqual(before);
  });

  it('refuses a chunked file whose chunk was changed, dropped, or whose end was cut off', async () => {
    const streams = new SqlEncryptedFileStreams(fixture.db, cipher);
    const store = new SqlEncryptedFileStore(fixture.db.em(), cipher);
    const content = document();
    const stage = () => store.put({ content, contentType: 'application/pdf', fileName: 'p.pdf' });
    const run = (statement: string, params: unknown[]) => fixture.db.em().execute(statement, params, 'run');

    const changed = await stage();
    await run(
      'update stored_file_chunks set bytes = set_byte(bytes, 99, get_byte(bytes, 99) # 1) where file_key = ? and seq = 1',
      [changed],
    );
    await expect(pieces((await streams.open(changed))!.content)).rejects.toThrow(/Chunk 1 .* authentication/);

    const dropped = await stage();
    await run('delete from stored_file_chunks where file_key = ? and seq = 1', [dropped]);
    await expect(pieces((await streams.open(dropped))!.content)).rejects.toThrow(/chunk 1 is missing/);

    const cut = await stage();
    await run('update stored_files set chunk_count = chunk_count - 1 where key = ?', [cut]);
    await expect(pieces((await streams.open(cut))!.content)).rejects.toThrow(/authentication/);
  });

  it('deletes staged files left by a process that died, but only those older than the cut-off', async () => {
    let now = new Date('2026-11-26T10:00:00Z');
    const streams = new SqlEncryptedFileStreams(fixture.db, cipher, () => now);
    const old = await streams.stage({
      contentType: 'image/png',
      fileName: 'a.png',
      content: inPieces(document(), 50_000),
    });
    now = new Date('2026-11-26T10:30:00Z');
    const recent = await streams.stage({
      contentType: 'image/png',
      fileName: 'b.png',
      content: inPieces(document(), 50_000),
    });
    expect(await streams.discardStagedBefore(new Date('2026-11-26T10:15:00Z'))).toBe(1);
    expect(await rowsOf(old.key)).toEqual({ files: 0, chunks: 0 });
    expect((await rowsOf(recent.key)).files).toBe(1);
    await streams.discardStaged([recent.key]);
  });

  async function pieces(content: AsyncIterable<Uint8Array>): Promise<Buffer[]> {
    const all: Buffer[] = [];
    for await (const piece of content) all.push(Buffer.from(piece));
    return all;
  }

  async function* inPieces(content: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
    for (let at = 0; at < content.byteLength; at += size) yield content.subarray(at, at + size);
  }

  async function rowsOf(key: string): Promise<{ files: number; chunks: number }> {
    const [row] = await fixture.db.em().execute<{ files: number; chunks: number }[]>(
      `select (select count(*)::int from stored_files where key = ?) as files,
                (select count(*)::int from stored_file_chunks where file_key = ?) as chunks`,
      [key, key],
    );
    return { files: Number(row!.files), chunks: Number(row!.chunks) };
  }

  async function allRows(): Promise<{ files: number; chunks: number }> {
    const [row] = await fixture.db.em().execute<{ files: number; chunks: number }[]>(
      `select (select count(*)::int from stored_files) as files,
                (select count(*)::int from stored_file_chunks) as chunks`,
    );
    return { files: Number(row!.files), chunks: Number(row!.chunks) };
  }
});
