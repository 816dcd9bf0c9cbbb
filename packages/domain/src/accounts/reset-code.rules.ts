/** Product rules §4: a 6-digit code, valid 15 minutes, 5 attempts, single use. */
export const RESET_CODE_LENGTH = 6;
export const RESET_CODE_TTL_MS = 15 * 60 * 1000;
export const RESET_CODE_MAX_ATTEMPTS = 5;

const CODE_PATTERN = /^\d{6}$/;

export function isResetCodeFormat(code: string): boolean {
  return CODE_PATTERN.test(code);
}

/** A stored reset code; only its hash is kept. */
export interface PasswordResetCode {
  readonly id: number;
  readonly userId: number;
  readonly codeHash: string;
  readonly attempts: number;
  readonly expiresAt: Date;
  readonly usedAt: Date | null;
  readonly createdAt: Date;
}

export type ResetCodeState = 'usable' | 'used' | 'expired' | 'exhausted';

export function resetCodeState(code: PasswordResetCode, now: Date): ResetCodeState {
  if (code.usedAt !== null) return 'used';
  if (now.getTime() >= code.expiresAt.getTime()) return 'expired';
  if (code.attempts >= RESET_CODE_MAX_ATTEMPTS) return 'exhausted';
  return 'usable';
}

export function resetCodeExpiry(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + RESET_CODE_TTL_MS);
}
