import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * AES-256-GCM for private files (KYC documents), in two formats:
 * - whole (`seal`/`open`): one random 12-byte IV and one 16-byte tag for the whole plaintext. Files stored
 *   before uploads streamed, and the mail settings password, use it.
 * - chunked (`beginChunks`/`openChunk`), for files written as they stream: the STREAM construction of Tink's
 *   AES-GCM-HKDF streaming AEAD. Each file gets a random 16-byte salt and its own key, HKDF-SHA256 of the
 *   keyring key with that salt; each chunk is sealed on its own (ciphertext ‖ 16-byte tag) under the nonce
 *   0⁷ ‖ chunk number (32 bits) ‖ last-chunk flag, so a chunk that is changed, moved, dropped or repeated, or
 *   a file cut after any chunk but its last, does not open, and each chunk is checked before it is given out.
 * In both, the associated data (`aad`) names the row the ciphertext belongs to, so a ciphertext copied into
 * another row, or a row whose metadata was changed, does not open.
 */

const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const SALT_BYTES = 16;
const CHUNK_KEY_INFO = Buffer.from('cobuy stored file chunks v1', 'utf8');
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{2,3})?$/;

/** The keys files may be sealed with: `current` seals new files; every key opens the files it sealed. */
export interface FileKeyring {
  readonly current: string;
  readonly keys: ReadonlyMap<string, Buffer>;
  /** Where the keys came from (a variable name or the development key file), for a start-up line; never secret. */
  readonly source?: string;
}

export interface SealedFile {
  /** Which key sealed it (so files survive a key rotation). */
  readonly keyId: string;
  readonly iv: Uint8Array;
  readonly authTag: Uint8Array;
  readonly ciphertext: Uint8Array;
}

/** Seals one file's chunks, in order; the key id and salt are stored with the file. */
export interface ChunkSealer {
  readonly keyId: string;
  readonly salt: Uint8Array;
  /** The chunk's ciphertext and its tag, stored one after the other (as two pieces: no copy to join them here). */
  seal(plaintext: Uint8Array, seq: number, last: boolean): SealedChunk;
}

export interface SealedChunk {
  readonly ciphertext: Buffer;
  readonly tag: Buffer;
}

/** Where a chunk belongs: its file's key id and salt, its row's associated data, its number and whether it ends the file. */
export interface ChunkPlace {
  readonly keyId: string;
  readonly salt: Uint8Array;
  readonly aad: string;
  readonly seq: number;
  readonly last: boolean;
}

function chunkNonce(seq: number, last: boolean): Buffer {
  const nonce = Buffer.alloc(IV_BYTES);
  nonce.writeUInt32BE(seq, IV_BYTES - 5);
  nonce[IV_BYTES - 1] = last ? 1 : 0;
  return nonce;
}

const fileKey = (key: Buffer, salt: Uint8Array): Buffer =>
  Buffer.from(hkdfSync('sha256', key, salt, CHUNK_KEY_INFO, KEY_BYTES));

export class FileCipher {
  private readonly currentKey: Buffer;

  constructor(private readonly keyring: FileKeyring) {
    for (const [id, key] of keyring.keys) checkKey(key, `File encryption key "${id}"`);
    const current = keyring.keys.get(keyring.current);
    if (!current) throw new Error(`The current file encryption key "${keyring.current}" is not in the keyring`);
    this.currentKey = current;
  }

  /** Which key new files are sealed with. */
  get currentKeyId(): string {
    return this.keyring.current;
  }

  seal(plaintext: Uint8Array, aad: string): SealedFile {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.currentKey, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(aad, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    return { keyId: this.keyring.current, iv, authTag: cipher.getAuthTag(), ciphertext };
  }

  /** The plaintext; throws when the key is unknown or the ciphertext, tag, IV or `aad` were changed. */
  open(sealed: SealedFile, aad: string): Uint8Array {
    const key = this.keyring.keys.get(sealed.keyId);
    if (!key) throw new Error(`No file encryption key "${sealed.keyId}" is configured: this file cannot be opened`);
    if (sealed.iv.byteLength !== IV_BYTES || sealed.authTag.byteLength !== TAG_BYTES) {
      throw new Error('The sealed file is damaged (bad IV or authentication tag length)');
    }
    const decipher = createDecipheriv(ALGORITHM, key, sealed.iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(aad, 'utf8'));
    decipher.setAuthTag(sealed.authTag);
    try {
      return new Uint8Array(Buffer.concat([decipher.update(sealed.ciphertext), decipher.final()]));
    } catch (cause) {
      throw new Error('The sealed file did not pass authentication (changed, or sealed for another row)', { cause });
    }
  }

  /** Starts a chunked file under the current key, with a fresh salt (so a key of its own). */
  beginChunks(aad: string): ChunkSealer {
    const salt = randomBytes(SALT_BYTES);
    const key = fileKey(this.currentKey, salt);
    const associated = Buffer.from(aad, 'utf8');
    return {
      keyId: this.keyring.current,
      salt,
      seal: (plaintext, seq, last) => {
        const cipher = createCipheriv(ALGORITHM, key, chunkNonce(seq, last), { authTagLength: TAG_BYTES });
        cipher.setAAD(associated);
        // GCM is a stream mode: `final` adds no bytes, so `update` gave the whole ciphertext.
        const ciphertext = cipher.update(plaintext);
        cipher.final();
        return { ciphertext, tag: cipher.getAuthTag() };
      },
    };
  }

  /** One chunk's plaintext; throws when the key is unknown or the chunk is not this place's, unchanged. */
  openChunk(place: ChunkPlace, sealed: Uint8Array): Uint8Array {
    const key = this.keyring.keys.get(place.keyId);
    if (!key) throw new Error(`No file encryption key "${place.keyId}" is configured: this file cannot be opened`);
    if (place.salt.byteLength !== SALT_BYTES || sealed.byteLength < TAG_BYTES) {
      throw new Error('The sealed file is damaged (bad salt or chunk length)');
    }
    const tagAt = sealed.byteLength - TAG_BYTES;
    const decipher = createDecipheriv(ALGORITHM, fileKey(key, place.salt), chunkNonce(place.seq, place.last), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(place.aad, 'utf8'));
    decipher.setAuthTag(sealed.subarray(tagAt));
    try {
      return new Uint8Array(Buffer.concat([decipher.update(sealed.subarray(0, tagAt)), decipher.final()]));
    } catch (cause) {
      throw new Error(`Chunk ${place.seq} of a sealed file did not pass authentication (changed, moved or cut)`, {
        cause,
      });
    }
  }
}

function checkKey(key: Buffer, what: string): void {
  if (key.byteLength !== KEY_BYTES) {
    throw new Error(`${what} must be exactly ${KEY_BYTES} bytes, got ${key.byteLength}`);
  }
}

const HOW_TO_MAKE_A_KEY = 'make one with `openssl rand -base64 32`';

const HEX_KEY = /^[0-9a-fA-F]{64}$/;

/** 32 bytes as base64 (44 characters) or as hex (64 characters: base64 of that length would be 48 bytes). */
function decodeKey(text: string, what: string): Buffer {
  const trimmed = text.trim();
  if (HEX_KEY.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (!BASE64.test(trimmed)) throw new Error(`${what} must be base64 or hex (${HOW_TO_MAKE_A_KEY})`);
  const key = Buffer.from(trimmed, 'base64');
  if (key.byteLength !== KEY_BYTES) {
    throw new Error(
      `${what} must be exactly ${KEY_BYTES} bytes in base64, got ${key.byteLength} (${HOW_TO_MAKE_A_KEY})`,
    );
  }
  return key;
}

/** `id:base64key,id:base64key` (the first seals new files). The same syntax is used by the development key file. */
function parseKeyList(text: string, variable: string): { current: string; keys: Map<string, Buffer> } {
  const keys = new Map<string, Buffer>();
  let current: string | undefined;
  for (const entry of text.split(',')) {
    if (!entry.trim()) continue;
    const colon = entry.indexOf(':');
    const id = colon < 0 ? '' : entry.slice(0, colon).trim();
    if (!KEY_ID.test(id)) {
      throw new Error(`${variable}: each entry must be id:base64key, the id 1-32 letters, digits, _ or -`);
    }
    if (keys.has(id)) throw new Error(`${variable}: the key id "${id}" appears twice`);
    keys.set(id, decodeKey(entry.slice(colon + 1), `${variable}: key "${id}"`));
    current ??= id;
  }
  if (!current) throw new Error(`${variable} is set but holds no key`);
  return { current, keys };
}

/** The name of the development key file inside DATA_DIR. */
export const DEV_FILE_KEY_NAME = 'file-encryption.key';

/** Which variables hold a keyring, what it protects (for the production error) and its development key file. */
interface KeyringSpec {
  readonly list: string;
  readonly single: string;
  readonly protects: string;
  readonly devFileName: string;
}

/**
 * A keyring from the environment: `<list>=id:key,id:key` (the first seals, the others still open what they
 * sealed) or `<single>=key` (one key, id `k1`); each key 32 bytes in base64 or hex. Production requires one of
 * them. Elsewhere, without them, a key is generated once into `<dataDir>/<devFileName>` (mode 0600) and read
 * again on later starts. Nothing secret is printed or put into an error message.
 */
function readKeyring(
  env: Readonly<Record<string, string | undefined>>,
  spec: KeyringSpec,
  dataDir: string,
  production: boolean,
): FileKeyring {
  const list = env[spec.list]?.trim();
  const single = env[spec.single]?.trim();
  if (list && single) {
    throw new Error(`Set ${spec.list} or ${spec.single}, not both (${spec.list} can hold several keys)`);
  }
  if (list) return { ...parseKeyList(list, spec.list), source: spec.list };
  if (single) {
    return { current: 'k1', keys: new Map([['k1', decodeKey(single, spec.single)]]), source: spec.single };
  }
  if (production) {
    throw new Error(
      `${spec.single} (or ${spec.list}) is required in production: it encrypts ${spec.protects} (${HOW_TO_MAKE_A_KEY})`,
    );
  }
  return developmentKeyring(dataDir, spec.devFileName);
}

/**
 * The file encryption keys (identity documents): `FILE_ENCRYPTION_KEYS=id:base64,id:base64` or
 * `FILE_ENCRYPTION_KEY=base64`; development keeps a generated `<dataDir>/file-encryption.key`, so
 * development uploads survive restarts.
 */
export function readFileKeys(
  env: Readonly<Record<string, string | undefined>>,
  dataDir: string,
  production: boolean,
): FileKeyring {
  const spec = {
    list: 'FILE_ENCRYPTION_KEYS',
    single: 'FILE_ENCRYPTION_KEY',
    protects: 'identity documents',
    devFileName: DEV_FILE_KEY_NAME,
  };
  return readKeyring(env, spec, dataDir, production);
}

/**
 * The keys that seal the Email Settings app password (a keyring of its own: a leaked document key does not open
 * it, and either can be rotated alone): `MAIL_SETTINGS_KEYS=id:key,id:key` or `MAIL_SETTINGS_KEY=key`; development
 * keeps a generated `<dataDir>/mail-settings.key`.
 */
export function readMailSettingsKeys(
  env: Readonly<Record<string, string | undefined>>,
  dataDir: string,
  production: boolean,
): FileKeyring {
  const spec = {
    list: 'MAIL_SETTINGS_KEYS',
    single: 'MAIL_SETTINGS_KEY',
    protects: 'the password of the account that sends mail',
    devFileName: 'mail-settings.key',
  };
  return readKeyring(env, spec, dataDir, production);
}

function developmentKeyring(dataDir: string, fileName: string): FileKeyring {
  const path = join(dataDir, fileName);
  mkdirSync(dataDir, { recursive: true });
  try {
    // `wx`: never overwrite a key another process (or an earlier start) created; files sealed with it would be lost.
    writeFileSync(path, `dev:${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return { ...parseKeyList(readFileSync(path, 'utf8'), path), source: path };
}

/** A keyring with one fresh random key, for tests and throw-away servers. */
export function randomFileKeyring(id = 'test'): FileKeyring {
  return { current: id, keys: new Map([[id, randomBytes(KEY_BYTES)]]) };
}
