/**
 * Emails are compared case-insensitively: 'Ama@Example.com' and 'ama@example.com' are one account.
 * The normalised form is what is stored and looked up; the database also holds a unique index on
 * lower(email) as the last line of defence.
 */
export function normaliseEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export const EMAIL_MAX_LENGTH = 254;
