import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEV_FILE_KEY_NAME,
  FileCipher,
  randomFileKeyring,
  readFileKeys,
  readMailSettingsKeys,
  type SealedFile,
} from './file-cipher.js';

const text = (s: string) => new TextEncoder().encode(s);
const flip = (bytes: Uint8Array, at = 0): Uint8Array => {
  const copy = new Uint8Array(bytes);
  copy[at] = copy[at]! ^ 0x01;
  return copy;
};
const b64 = (key: Buffer) => key.toString('base64');

describe('FileCipher (AES-256-GCM)', () => {
  const plaintext = text('PASSPORT-MARKER-7f3a: Ama Mensah, GH1234567');
  const cipher = new FileCipher(randomFileKeyring('k1'));

  it('opens what it sealed, with a fresh IV each time, and hides the plaintext', () => {
    const a = cipher.seal(plaintext, 'row-1');
    const b = cipher.seal(plaintext, 'row-1');
    expect(a.keyId).toBe('k1');
    expect(a.iv).toHaveLength(12);
    expect(a.authTag).toHaveLength(16);
    expect(Buffer.from(a.iv).equals(Buffer.from(b.iv))).toBe(false);
    expect(Buffer.from(a.ciphertext).includes(Buffer.from('PASSPORT-MARKER'))).toBe(false);
    expect(cipher.open(a, 'row-1')).toEqual(plaintext);
    expect(cipher.open(cipher.seal(new Uint8Array(0), 'empty'), 'empty')).toEqual(new Uint8Array(0));
  });

  it('refuses a changed ciphertext, tag or IV, and another row (aad)', () => {
    const sealed = cipher.seal(plaintext, 'row-1');
    const refuse = (s: SealedFile, aad = 'row-1') => expect(() => cipher.open(s, aad)).toThrow(/authentication/);
    refuse({ ...sealed, ciphertext: flip(sealed.ciphertext, 5) });
    refuse({ ...sealed, authTag: flip(sealed.authTag) });
    refuse({ ...sealed, iv: flip(sealed.iv) });
    refuse(sealed, 'row-2');
    expect(() => cipher.open({ ...sealed, authTag: sealed.authTag.slice(0, 8) }, 'row-1')).toThrow(/damaged/);
  });

  it('refuses to open with another key, and names a key it does not have', () => {
    const sealed = cipher.seal(plaintext, 'row-1');
    const other = new FileCipher(randomFileKeyring('k1'));
    expect(() => other.open(sealed, 'row-1')).toThrow(/authentication/);
    expect(() => other.open({ ...sealed, keyId: 'gone' }, 'row-1')).toThrow(/No file encryption key "gone"/);
  });

  it('after a rotation seals with the new key and still opens files sealed with the old one', () => {
    const oldKey = randomBytes(32);
    const before = new FileCipher({ current: 'k1', keys: new Map([['k1', oldKey]]) });
    const oldFile = before.seal(plaintext, 'row-1');
    const after = new FileCipher({
      current: 'k2',
      keys: new Map([
        ['k2', randomBytes(32)],
        ['k1', oldKey],
      ]),
    });
    expect(after.open(oldFile, 'row-1')).toEqual(plaintext);
    const newFile = after.seal(plaintext, 'row-1');
    expect(newFile.keyId).toBe('k2');
    expect(() => before.open(newFile, 'row-1')).toThrow(/No file encryption key "k2"/);
  });

  describe('chunked (streaming) format', () => {
    const chunks = [text('PASSPORT-MARKER-7f3a part one;'), text(' part two;'), text(' the end')];
    const sealAll = (c: FileCipher, aad = 'row-1') => {
      const sealer = c.beginChunks(aad);
      const sealed = chunks.map((chunk, seq) => {
        const { ciphertext, tag } = sealer.seal(chunk, seq, seq === chunks.length - 1);
        return Buffer.concat([ciphertext, tag]);
      });
      return { keyId: sealer.keyId, salt: sealer.salt, sealed };
    };
    const place = (file: { keyId: string; salt: Uint8Array }, seq: number, last: boolean, aad = 'row-1') => ({
      keyId: file.keyId,
      salt: file.salt,
      aad,
      seq,
      last,
    });

    it('opens each chunk it sealed, with a fresh salt (a key of its own) per file, and hides the plaintext', () => {
      const a = sealAll(cipher);
      const b = sealAll(cipher);
      expect(a.keyId).toBe('k1');
      expect(a.salt).toHaveLength(16);
      expect(Buffer.from(a.salt).equals(Buffer.from(b.salt))).toBe(false);
      expect(Buffer.from(a.sealed[0]!).equals(Buffer.from(b.sealed[0]!))).toBe(false);
      expect(a.sealed[0]!.includes(Buffer.from('PASSPORT-MARKER'))).toBe(false);
      expect(a.sealed[0]!.byteLength).toBe(chunks[0]!.byteLength + 16);
      a.sealed.forEach((sealed, seq) => {
        expect(cipher.openChunk(place(a, seq, seq === 2), sealed)).toEqual(chunks[seq]);
      });
    });

    it('refuses a changed chunk, a chunk moved to another place or file, a cut file and another row', () => {
      const a = sealAll(cipher);
      const b = sealAll(cipher);
      const refuse = (p: ReturnType<typeof place>, sealed: Uint8Array) =>
        expect(() => cipher.openChunk(p, sealed)).toThrow(/authentication/);
      refuse(place(a, 0, false), flip(a.sealed[0]!, 3));
      refuse(place(a, 0, false), flip(a.sealed[0]!, a.sealed[0]!.byteLength - 1)); // its tag
      refuse(place(a, 1, false), a.sealed[0]!); // reordered
      refuse(place(b, 0, false), a.sealed[0]!); // from another file (another salt, so another key)
      refuse(place(a, 1, true), a.sealed[1]!); // the file cut after chunk 1: it was not the last
      refuse(place(a, 2, false), a.sealed[2]!); // a chunk appended after the last
      refuse(place(a, 0, false, 'row-2'), a.sealed[0]!);
      expect(() => cipher.openChunk(place(a, 0, false), a.sealed[0]!.subarray(0, 8))).toThrow(/damaged/);
    });

    it('after a rotation still opens chunks sealed with the old key, by its id', () => {
      const oldKey = randomBytes(32);
      const before = new FileCipher({ current: 'k1', keys: new Map([['k1', oldKey]]) });
      const oldFile = sealAll(before);
      const after = new FileCipher({
        current: 'k2',
        keys: new Map([
          ['k2', randomBytes(32)],
          ['k1', oldKey],
        ]),
      });
      expect(after.openChunk(place(oldFile, 0, false), oldFile.sealed[0]!)).toEqual(chunks[0]);
      expect(after.beginChunks('row-1').keyId).toBe('k2');
      expect(() =>
        new FileCipher(randomFileKeyring('k3')).openChunk(place(oldFile, 0, false), oldFile.sealed[0]!),
      ).toThrow(/No file encryption key "k1"/);
    });
  });

  it('refuses keys that are not 32 bytes and a current key it does not hold', () => {
    expect(() => new FileCipher({ current: 'k1', keys: new Map([['k1', randomBytes(16)]]) })).toThrow(
      /must be exactly 32 bytes, got 16/,
    );
    expect(() => new FileCipher({ current: 'k9', keys: new Map([['k1', randomBytes(32)]]) })).toThrow(/"k9"/);
  });
});

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'cobuy-keys-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('readFileKeys', () => {
  it('reads one key from FILE_ENCRYPTION_KEY as k1, and never creates a development key then', () => {
    const dir = tempDir();
    const key = randomBytes(32);
    const ring = readFileKeys({ FILE_ENCRYPTION_KEY: b64(key) }, dir, true);
    expect(ring.current).toBe('k1');
    expect(ring.keys.get('k1')).toEqual(key);
    expect(() => statSync(join(dir, DEV_FILE_KEY_NAME))).toThrow();
  });

  it('reads a key list from FILE_ENCRYPTION_KEYS, the first one current, the others still usable', () => {
    const [k2, k1] = [randomBytes(32), randomBytes(32)];
    const ring = readFileKeys({ FILE_ENCRYPTION_KEYS: ` 2026b:${b64(k2)} , 2025a:${b64(k1)}` }, tempDir(), true);
    expect(ring.current).toBe('2026b');
    expect([...ring.keys.keys()]).toEqual(['2026b', '2025a']);
    const sealedBefore = new FileCipher({ current: '2025a', keys: new Map([['2025a', k1]]) }).seal(text('x'), 'a');
    expect(new FileCipher(ring).open(sealedBefore, 'a')).toEqual(text('x'));
  });

  it('refuses bad keys with a clear message that does not print them', () => {
    const dir = tempDir();
    const short = b64(randomBytes(16));
    const cases: [Record<string, string>, RegExp][] = [
      [{ FILE_ENCRYPTION_KEY: short }, /FILE_ENCRYPTION_KEY must be exactly 32 bytes in base64, got 16/],
      [{ FILE_ENCRYPTION_KEY: b64(randomBytes(48)) }, /got 48/],
      [{ FILE_ENCRYPTION_KEY: 'not base64 at all!' }, /FILE_ENCRYPTION_KEY must be base64/],
      [{ FILE_ENCRYPTION_KEYS: `k1:${short}` }, /key "k1" must be exactly 32 bytes in base64, got 16/],
      [{ FILE_ENCRYPTION_KEYS: b64(randomBytes(32)) }, /each entry must be id:base64key/],
      [{ FILE_ENCRYPTION_KEYS: `a:${b64(randomBytes(32))},a:${b64(randomBytes(32))}` }, /"a" appears twice/],
      [{ FILE_ENCRYPTION_KEYS: ' , ' }, /holds no key/],
      [{ FILE_ENCRYPTION_KEY: b64(randomBytes(32)), FILE_ENCRYPTION_KEYS: `a:${b64(randomBytes(32))}` }, /not both/],
    ];
    for (const [env, message] of cases) {
      let error: Error | undefined;
      try {
        readFileKeys(env, dir, false);
      } catch (e) {
        error = e as Error;
      }
      expect(error?.message, JSON.stringify(env)).toMatch(message);
      expect(error?.message).not.toContain(short);
    }
  });

  it('requires a key in production', () => {
    expect(() => readFileKeys({}, tempDir(), true)).toThrow(/FILE_ENCRYPTION_KEY .*is required in production/);
  });

  it('outside production creates a development key once (mode 0600) and reuses it on later starts', () => {
    const dir = join(tempDir(), 'nested', 'data');
    const first = readFileKeys({}, dir, false);
    const path = join(dir, DEV_FILE_KEY_NAME);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(first.source).toBe(path);
    const sealed = new FileCipher(first).seal(text('kept across restarts'), 'row');

    const second = readFileKeys({}, dir, false);
    expect(second.current).toBe(first.current);
    expect(new FileCipher(second).open(sealed, 'row')).toEqual(text('kept across restarts'));
    expect(readFileSync(path, 'utf8')).toMatch(/^dev:[A-Za-z0-9+/]{43}=\n$/);
  });

  it('refuses a damaged development key file instead of replacing it', () => {
    const dir = tempDir();
    writeFileSync(join(dir, DEV_FILE_KEY_NAME), 'dev:c2hvcnQ=\n');
    expect(() => readFileKeys({}, dir, false)).toThrow(/file-encryption\.key: key "dev" must be exactly 32 bytes/);
    expect(readFileSync(join(dir, DEV_FILE_KEY_NAME), 'utf8')).toBe('dev:c2hvcnQ=\n');
  });
});

describe('readMailSettingsKeys', () => {
  it('reads MAIL_SETTINGS_KEY in base64 or hex, and MAIL_SETTINGS_KEYS for rotation', () => {
    const key = randomBytes(32);
    const fromBase64 = readMailSettingsKeys({ MAIL_SETTINGS_KEY: b64(key) }, tempDir(), true);
    const fromHex = readMailSettingsKeys({ MAIL_SETTINGS_KEY: key.toString('hex') }, tempDir(), true);
    for (const ring of [fromBase64, fromHex]) {
      expect(ring.current).toBe('k1');
      expect(ring.keys.get('k1')!.equals(key)).toBe(true);
    }
    const rotated = readMailSettingsKeys({ MAIL_SETTINGS_KEYS: `k2:${b64(randomBytes(32))},k1:${b64(key)}` }, '', true);
    expect(rotated.current).toBe('k2');
    expect(rotated.keys.get('k1')!.equals(key)).toBe(true);
  });

  it('is its own keyring: required in production, its own development file, never the document key', () => {
    expect(() => readMailSettingsKeys({ FILE_ENCRYPTION_KEY: b64(randomBytes(32)) }, tempDir(), true)).toThrow(
      /MAIL_SETTINGS_KEY .*is required in production/,
    );
    expect(() => readMailSettingsKeys({ MAIL_SETTINGS_KEY: 'ab'.repeat(31) }, tempDir(), true)).toThrow(
      /MAIL_SETTINGS_KEY must be exactly 32 bytes/,
    );
    const dir = tempDir();
    const first = readMailSettingsKeys({}, dir, false);
    expect(statSync(join(dir, 'mail-settings.key')).mode & 0o777).toBe(0o600);
    expect(readMailSettingsKeys({}, dir, false).keys.get('dev')!.equals(first.keys.get('dev')!)).toBe(true);
    expect(() => statSync(join(dir, DEV_FILE_KEY_NAME))).toThrow();
  });
});
