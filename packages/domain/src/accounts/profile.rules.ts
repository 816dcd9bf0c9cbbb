import type { CurrencyCode } from '../money/currency.js';

/**
 * The investor's own profile (the /settings page): their name and an optional phone number. The email is the
 * sign-in name and is not changed here.
 */
export interface UserProfile {
  readonly userId: number;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  /** Normalised (`normalisePhone`): `+` and 7 to 15 digits, or null when none was given. */
  readonly phone: string | null;
  /**
   * The currency the investor lives in (one of `CURRENCY_CODES`), in which the dashboard and statements also show
   * their returns; null until they pick one in /settings.
   */
  readonly homeCurrency: CurrencyCode | null;
}

export type ProfileChange = Pick<UserProfile, 'firstName' | 'lastName' | 'phone'>;

/** First and last names: required, at most this many characters (the same as at sign-up). */
export const PERSON_NAME_MAX_LENGTH = 100;

/**
 * Phone numbers are international (E.164): `+`, a country code that does not start with 0, and at most 15 digits
 * in all. People write them in groups, so single spaces or hyphens between digits are accepted and dropped:
 * `+233 24 123 4567` is stored as `+233241234567`. Seven digits is the shortest international number in use.
 */
export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;
/** Longer input is refused before it is looked at (15 digits with a separator between each is 30 characters). */
export const PHONE_INPUT_MAX_LENGTH = 32;
export const PHONE_EXAMPLE = '+233 24 123 4567';
/** `+`, a first digit 1-9, then digits with at most one space or hyphen between two of them. */
export const PHONE_PATTERN = /^\+[1-9](?:[ -]?[0-9])*$/;

export type PhoneProblem = 'FORMAT' | 'LENGTH';

export const phoneProblemMessages: Readonly<Record<PhoneProblem, string>> = {
  FORMAT: `Enter the number in international format: + and the country code, for example ${PHONE_EXAMPLE}`,
  LENGTH: `A phone number has ${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits with the country code`,
};

export type PhoneReading =
  { readonly ok: true; readonly phone: string | null } | { readonly ok: false; readonly problem: PhoneProblem };

/** The stored form of a typed phone number: null for none (blank), `+` and digits otherwise, or why it is refused. */
export function normalisePhone(raw: string): PhoneReading {
  const typed = raw.trim();
  if (typed === '') return { ok: true, phone: null };
  if (typed.length > PHONE_INPUT_MAX_LENGTH) return { ok: false, problem: 'LENGTH' };
  if (!PHONE_PATTERN.test(typed)) return { ok: false, problem: 'FORMAT' };
  const digits = typed.replace(/[^0-9]/g, '');
  if (digits.length < PHONE_MIN_DIGITS || digits.length > PHONE_MAX_DIGITS) return { ok: false, problem: 'LENGTH' };
  return { ok: true, phone: `+${digits}` };
}
