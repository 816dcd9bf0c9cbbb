import { createHash, randomBytes, randomInt } from 'node:crypto';
import { RESET_CODE_LENGTH, type TokenIssuer } from '@cobuy/domain';

/**
 * Session tokens are 32 random bytes (256 bits) in base64url, 43 characters. They are stored as their
 * SHA-256: a token has enough entropy that a fast hash cannot be reversed, and a lookup by hash is a
 * plain index probe. Reset codes are uniform over 000000-999999.
 */
export class CryptoTokenIssuer implements TokenIssuer {
  issueSessionToken(): { token: string; tokenHash: string } {
    const token = randomBytes(32).toString('base64url');
    return { token, tokenHash: this.hashSessionToken(token) };
  }

  hashSessionToken(token: string): string {
    return createHash('sha256').update(token, 'utf8').digest('hex');
  }

  issueResetCode(): string {
    return String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, '0');
  }
}
