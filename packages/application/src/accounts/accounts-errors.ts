/** The accounts context's expected failures (see docs/accounts.md for their HTTP statuses). */
export type AccountsErrorCode =
  | 'ACCOUNTS.EMAIL_TAKEN'
  | 'ACCOUNTS.USERNAME_TAKEN'
  | 'ACCOUNTS.WEAK_PASSWORD'
  | 'ACCOUNTS.INVALID_CREDENTIALS'
  | 'ACCOUNTS.INVALID_RESET_CODE'
  | 'ACCOUNTS.CANNOT_CHANGE_OWN_ROLE'
  | 'ACCOUNTS.CANNOT_DEACTIVATE_SELF'
  /** The change would leave the platform without an active admin. */
  | 'ACCOUNTS.LAST_ADMIN'
  /** Too many attempts; `details.retryAfterSeconds` says when to try again. */
  | 'ACCOUNTS.RATE_LIMITED'
  /** A password change whose current password is not the account's (a 400, not a 401: the session is fine). */
  | 'ACCOUNTS.WRONG_CURRENT_PASSWORD';

/** The one message for an unknown email and a wrong password alike (product rules §4). */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const INVALID_RESET_CODE_MESSAGE = 'Invalid or expired reset code';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not correct';
