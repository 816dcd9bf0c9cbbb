import type { Money } from '../money/money.js';
import { parseHundredths } from '../money/decimal.js';
import { err, ok, type Result } from '../shared/result.js';

/**
 * A developer's profile as the admin's Developer Management form writes it (accounts spec §3 developers, §5
 * 'Developer form (admin)'). The id and the timestamps are the store's.
 */
export interface DeveloperFields {
  readonly name: string;
  readonly description: string;
  readonly email: string;
  readonly phone: string;
  /** An absolute http(s) address (a bare domain is stored with https://). */
  readonly website: string | null;
  readonly address: string;
  readonly city: string;
  readonly country: string;
  readonly establishedYear: number | null;
  readonly licenseNumber: string | null;
  readonly specialties: readonly string[];
  readonly logoUrl: string | null;
  readonly completedProjects: number;
  /** Ghana cedis (product rules §1), exact. */
  readonly totalValue: Money;
  /** '0.00' to '5.00' in steps of 0.1, as numeric(3,2) stores it. */
  readonly rating: string;
  readonly isActive: boolean;
}

/** Bounds of the form: long enough for any real firm, short enough for a card. */
export const DEVELOPER_LIMITS = {
  name: 200,
  description: 2000,
  email: 254,
  phone: 30,
  address: 300,
  city: 100,
  country: 100,
  licenseNumber: 100,
  url: 2000,
  specialty: 60,
  specialties: 20,
  completedProjects: 100_000,
} as const;

/** The oldest founding year a profile may state; older is a typing slip, not a firm. */
export const DEVELOPER_EARLIEST_YEAR = 1800;

export const DEVELOPER_RATING_MAX = 5;

/**
 * A rating from 0 to 5 in steps of 0.1 (spec §5, §9), from a number or a decimal string, as the two-decimal
 * text the column stores ('4.5' → '4.50'). Read exactly: 4.55 is refused, not rounded.
 */
export function parseRating(input: unknown): Result<string, 'not-a-number' | 'out-of-range' | 'not-a-tenth'> {
  const parsed = parseHundredths(input, 1);
  if (!parsed.ok) {
    if (parsed.error === 'NEGATIVE' || parsed.error === 'TOO_LARGE') return err('out-of-range');
    if (parsed.error === 'TOO_MANY_DECIMALS') return err('not-a-tenth');
    return err('not-a-number');
  }
  const hundredths = parsed.value;
  if (hundredths > BigInt(DEVELOPER_RATING_MAX * 100)) return err('out-of-range');
  if (hundredths % 10n !== 0n) return err('not-a-tenth');
  return ok(`${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`);
}

/**
 * The specialties as the form sends them: one comma-separated text, or a list. Each is trimmed, empty
 * entries are dropped (spec §5), and a repeat of an earlier one (in any letter case) is dropped too, since a
 * card showing 'Residential' twice helps no one.
 */
export function parseSpecialties(input: string | readonly string[]): string[] {
  const entries = typeof input === 'string' ? input.split(',') : input.flatMap((entry) => entry.split(','));
  const seen = new Set<string>();
  const specialties: string[] = [];
  for (const raw of entries) {
    const specialty = raw.trim().replace(/\s+/g, ' ');
    const key = specialty.toLowerCase();
    if (specialty === '' || seen.has(key)) continue;
    seen.add(key);
    specialties.push(specialty);
  }
  return specialties;
}

/** A founding year the profile may state: a whole year from 1800 up to the current year (none in the future). */
export function isSensibleEstablishedYear(year: number, now: Date): boolean {
  return Number.isInteger(year) && year >= DEVELOPER_EARLIEST_YEAR && year <= now.getUTCFullYear();
}

/**
 * A web address the public page may link to or load: absolute http(s) with a dotted host. A bare domain
 * ('oyarifahomes.com') is read as https; javascript:, data: and relative paths are refused, since every
 * visitor's browser follows or loads it.
 */
export function normaliseWebAddress(value: string): string | null {
  const text = value.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  if (!URL.canParse(withScheme)) return null;
  const url = new URL(withScheme);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname.includes('.') || url.hostname.startsWith('.') || url.hostname.endsWith('.')) return null;
  return withScheme;
}

/** A phone number as people write it: digits with spaces, +, -, dots and parentheses; 7 to 15 digits. */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/**
 * Whether a developer may be deleted: not while any project names it (its page would lose its developer and
 * the audit trail its meaning). Such a developer is deactivated instead, which hides it from the public.
 */
export function developerDeletionBlocker(linkedProjects: number): string | null {
  if (linkedProjects === 0) return null;
  const projects = linkedProjects === 1 ? '1 project' : `${linkedProjects} projects`;
  return `This developer is linked to ${projects} and cannot be deleted. Set it to Inactive instead to hide it from the public pages.`;
}
