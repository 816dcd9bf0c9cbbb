import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../persistence/testing/use-test-database.js';
import { FileCipher, randomFileKeyring } from './file-cipher.js';
import { SqlEncryptedFileStore } from './sql-encrypted-file.store.js';

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

    const [raw] = await fixture.db
      .em()
      .execute<
        { byte_size: number; key_id: string; has_marker: boolean; iv_len: number; tag_len: number; len: number }[]
      >(
        `select byte_size, key_id, length(iv) as iv_len, length(auth_tag) as tag_len, length(ciphertext) as len,
                position(convert_to(?, 'UTF8') in ciphertext) > 0 as has_marker
           from stored_files where key = ?`,
        [MARKER, key],
      );
    expect(raw).toMatchObject({ byte_size: content.byteLength, key_id: 'k1', iv_len: 12, tag_len: 16 });
    expect(Number(raw!.len)).toBe(content.byteLength);
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
});
