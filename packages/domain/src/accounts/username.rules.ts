/** Usernames are public handles: 3-30 letters, digits, '.', '_' or '-'; unique regardless of case. */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;
