import { COMMON_PASSWORDS } from './common-passwords.js';

/** Product rules §4: the specs' 6 characters raised to 8; 128 caps the cost of hashing hostile input. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordProblem = 'TOO_SHORT' | 'TOO_LONG' | 'TOO_COMMON';

const common = new Set(COMMON_PASSWORDS.map((p) => p.toLowerCase()));

export const passwordProblemMessages: Readonly<Record<PasswordProblem, string>> = {
  TOO_SHORT: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  TOO_LONG: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  TOO_COMMON: 'This password is too common; choose another',
};

/** Length is counted in code points, so an emoji counts once, as the user sees it. */
export function checkPassword(password: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'TOO_SHORT';
  if (length > PASSWORD_MAX_LENGTH) return 'TOO_LONG';
  if (isCommonPassword(password)) return 'TOO_COMMON';
  return null;
}

export function isCommonPassword(password: string): boolean {
  return common.has(password.trim().toLowerCase());
}
