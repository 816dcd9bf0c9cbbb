import argon2 from 'argon2';
import type { PasswordHasher } from '@cobuy/domain';

export interface Argon2Options {
  /** KiB. */
  readonly memoryCost: number;
  readonly timeCost: number;
  readonly parallelism: number;
}

/** OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): about 20-40 ms per hash on one core here. */
export const DEFAULT_ARGON2_OPTIONS: Argon2Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * argon2id, with the parameters and salt encoded in each hash (PHC string), so the parameters can be
 * raised later without invalidating stored passwords.
 */
export class Argon2PasswordHasher implements PasswordHasher {
  constructor(private readonly options: Argon2Options = DEFAULT_ARGON2_OPTIONS) {}

  hash(secret: string): Promise<string> {
    return argon2.hash(secret, { type: argon2.argon2id, ...this.options });
  }

  async verify(hash: string, secret: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, secret);
    } catch {
      // A malformed stored hash is a non-match, never a crash of the sign-in.
      return false;
    }
  }
}
