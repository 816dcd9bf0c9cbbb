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
