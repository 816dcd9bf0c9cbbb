import { PARTNER_KEY_SHAPE, formatPartnerKey, type PartnerKeySecrets } from '@cobuy/domain';
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/** Uniform base62 characters from the system's CSPRNG (randomInt has no modulo bias). */
function randomBase62(length: number): string {
  const { alphabet } = PARTNER_KEY_SHAPE;
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/**
 * Partner keys: an 8-character public prefix and a 32-character secret (62^32, about 190 bits). The whole key is
 * stored as its SHA-256: with that much entropy a fast hash cannot be reversed or guessed, and checking a key costs
 * microseconds on every request, where argon2 (made for low-entropy passwords) would cost tens of milliseconds
 * and memory per request (docs/partners.md).
 */
export class CryptoPartnerKeySecrets implements PartnerKeySecrets {
  issue() {
    const prefix = randomBase62(PARTNER_KEY_SHAPE.prefixLength);
    const key = formatPartnerKey(prefix, randomBase62(PARTNER_KEY_SHAPE.secretLength));
    return { key, prefix, keyHash: this.hash(key) };
  }

  hash(key: string): string {
    return createHash('sha256').update(key, 'utf8').digest('hex');
  }

  sameHash(a: string, b: string): boolean {
    const left = Buffer.from(a, 'utf8');
    const right = Buffer.from(b, 'utf8');
    return left.length === right.length && timingSafeEqual(left, right);
  }
}
