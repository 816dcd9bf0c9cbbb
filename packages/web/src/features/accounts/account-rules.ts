/**
 * The account rules the server applies (packages/domain/src/accounts, docs/accounts.md), repeated here so the
 * form says the same thing before sending: product rules §4 raise the specs' 6-character password minimum to 8.
 * The web app talks to the server over HTTP only, so these are copies; the server stays the judge (a common
 * password, a taken email or username come back as field messages).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
/** Accounts spec §9: the reset code is 6 digits. */
export const RESET_CODE_LENGTH = 6;

/** Passwords are counted as the user sees them (code points), like the server does. */
export const passwordLength = (value: string): number => [...value].length;
