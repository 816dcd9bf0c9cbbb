import {
  DEVELOPER_EARLIEST_YEAR,
  DEVELOPER_LIMITS as LIMITS,
  isPhoneNumber,
  Money,
  normaliseWebAddress,
  parseRating,
  parseSpecialties,
  type DeveloperFields,
} from '@cobuy/domain';
import { z } from 'zod';
import { emailField } from '../accounts/accounts-input.schemas.js';
import { idInput } from '../shared/input-schemas.js';
import { DEVELOPER_MESSAGES as M } from './developers-errors.js';

/*
 * The Developer Management form (accounts spec §3 developers, §5, §9) as the server checks it, field by field:
 * a value that is not what the field holds is a 400 naming the field, never read as 0 or as the current year
 * (the form itself falls back on blanks, spec §5, before it sends). Blank optional fields clear them.
 */

const isAbsent = (value: unknown) => value === undefined || value === null;
const isBlank = (value: unknown) => value === null || (typeof value === 'string' && value.trim() === '');

/** Required text, trimmed: absent or blank says `missing`. */
const requiredText = (missing: string, max: number) =>
  z
    .string({ error: (issue) => (isAbsent(issue.input) ? missing : 'must be text') })
    .transform((s) => s.trim())
    .pipe(z.string().min(1, missing).max(max, M.tooLong(max)));

/** Optional text, trimmed; null or blank is none. */
const optionalText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .nullable()
    .transform((s) => (s?.trim() ? s.trim() : null))
    .pipe(z.string().max(max, M.tooLong(max)).nullable());

/** An optional web address (bare domains read as https); null or blank is none. */
const webAddress = (message: string) =>
  z
    .string({ error: message })
    .nullable()
    .transform((s, ctx) => {
      if (s === null || s.trim() === '') return null;
      const address = s.length <= LIMITS.url ? normaliseWebAddress(s) : null;
      if (address === null) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return address;
    })
    .meta({ description: 'Optional; an http(s) address (a bare domain is read as https://)' });

/** A whole number from a number or its digits as text (a form field); blank is `blank`. */
const wholeNumber = <B>(message: string, min: number, max: number, blank: B) =>
  z
    .union([z.number(), z.string()], { error: message })
    .nullable()
    .transform((value, ctx): number | B => {
      if (isBlank(value)) return blank;
      const text = typeof value === 'number' ? String(value) : value!.trim();
      const n = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
      if (!(n >= min && n <= max)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });

const phone = requiredText(M.phone, LIMITS.phone).refine(isPhoneNumber, M.phoneFormat);

/** The upper bound (this year) needs the clock: the use case checks it (`establishedYearProblem`). */
const establishedYear = wholeNumber(M.establishedYear, DEVELOPER_EARLIEST_YEAR, 9999, null).meta({
  description: `Optional; a year from ${DEVELOPER_EARLIEST_YEAR} to this year (a number or its digits)`,
});

const completedProjects = wholeNumber(M.completedProjects, 0, LIMITS.completedProjects, 0).meta({
  description: 'Optional, 0 when blank; a whole number (or its digits)',
});

/** Ghana cedis, exact (product rules §1); blank is 0. */
const totalValue = z
  .union([z.number(), z.string()], { error: M.totalValue('must be a number') })
  .nullable()
  .transform((value, ctx) => {
    if (isBlank(value)) return Money.ZERO;
    const parsed = Money.parse(value);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: M.totalValue(parsed.error.message) });
      return z.NEVER;
    }
    return parsed.value;
  })
  .meta({ description: 'Optional, 0 when blank; Ghana cedis, at most 2 decimals (a number or a decimal string)' });

/** 0 to 5 in steps of 0.1; blank is 0 (no rating yet, shown as N/A). */
const rating = z
  .union([z.number(), z.string()], { error: M.rating })
  .nullable()
  .transform((value, ctx) => {
    if (isBlank(value)) return '0.00';
    const parsed = parseRating(value);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: M.rating });
      return z.NEVER;
    }
    return parsed.value;
  })
  .meta({ description: 'Optional, 0 when blank; 0 to 5 in steps of 0.1 (a number or a decimal string)' });

/** Comma-separated text (as the form types it) or a list; trimmed, empty entries and repeats dropped. */
const specialties = z
  .union([z.string(), z.array(z.string())], { error: 'Specialties must be comma-separated text or a list of texts' })
  .nullable()
  .transform((value, ctx) => {
    const list = value === null ? [] : parseSpecialties(value);
    if (list.length > LIMITS.specialties) ctx.addIssue({ code: 'custom', message: M.specialties });
    else if (list.some((s) => s.length > LIMITS.specialty)) ctx.addIssue({ code: 'custom', message: M.specialty });
    return list;
  })
  .meta({ description: "Optional; 'Residential, Luxury apartments' or a list of texts" });

/** Active / Inactive: a boolean, or the form's words. */
const isActive = z
  .union([z.boolean(), z.string()], { error: M.isActive })
  .transform((value, ctx) => {
    if (typeof value === 'boolean') return value;
    const word = value.trim().toLowerCase();
    if (word === 'active' || word === 'inactive') return word === 'active';
    ctx.addIssue({ code: 'custom', message: M.isActive });
    return z.NEVER;
  })
  .meta({ description: "Optional, true when creating; a boolean, or 'Active' / 'Inactive'" });

/** Every field of the form: required ones first (spec §5), then the optional ones, absent allowed. */
const requiredFields = {
  name: requiredText(M.name, LIMITS.name),
  description: requiredText(M.description, LIMITS.description),
  email: emailField(M.email),
  phone,
  address: requiredText(M.address, LIMITS.address),
  city: requiredText(M.city, LIMITS.city),
  country: requiredText(M.country, LIMITS.country),
};
const optionalFields = {
  website: webAddress(M.website).optional(),
  establishedYear: establishedYear.optional(),
  licenseNumber: optionalText(LIMITS.licenseNumber).optional(),
  specialties: specialties.optional(),
  logoUrl: webAddress(M.logoUrl).optional(),
  completedProjects: completedProjects.optional(),
  totalValue: totalValue.optional(),
  rating: rating.optional(),
  isActive: isActive.optional(),
};

export const createDeveloperInput = z.object({ ...requiredFields, ...optionalFields });
export type CreateDeveloperInput = z.output<typeof createDeveloperInput>;

/** PATCH: only the fields sent change; a required field sent blank is refused, an optional one is cleared. */
export const updateDeveloperInput = z.object({
  id: idInput,
  name: requiredFields.name.optional(),
  description: requiredFields.description.optional(),
  email: requiredFields.email.optional(),
  phone: requiredFields.phone.optional(),
  address: requiredFields.address.optional(),
  city: requiredFields.city.optional(),
  country: requiredFields.country.optional(),
  ...optionalFields,
});
export type UpdateDeveloperInput = z.output<typeof updateDeveloperInput>;

export const developerIdInput = z.object({ id: idInput });
export type DeveloperIdInput = z.output<typeof developerIdInput>;

/** A new developer's fields: what was sent, and the form's defaults for the rest (active, no rating yet). */
export function newDeveloperFields(input: CreateDeveloperInput): DeveloperFields {
  return {
    name: input.name,
    description: input.description,
    email: input.email,
    phone: input.phone,
    address: input.address,
    city: input.city,
    country: input.country,
    website: input.website ?? null,
    establishedYear: input.establishedYear ?? null,
    licenseNumber: input.licenseNumber ?? null,
    specialties: input.specialties ?? [],
    logoUrl: input.logoUrl ?? null,
    completedProjects: input.completedProjects ?? 0,
    totalValue: input.totalValue ?? Money.ZERO,
    rating: input.rating ?? '0.00',
    isActive: input.isActive ?? true,
  };
}

/** The stored fields with the sent ones applied (a PATCH). */
export function patchedDeveloperFields(current: DeveloperFields, input: UpdateDeveloperInput): DeveloperFields {
  const { id: _id, ...sent } = input;
  const changes = Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined));
  return { ...developerFieldsOf(current), ...changes };
}

/** Only the form's fields of a stored developer (not its id, counts or timestamps). */
export function developerFieldsOf(d: DeveloperFields): DeveloperFields {
  return {
    name: d.name,
    description: d.description,
    email: d.email,
    phone: d.phone,
    address: d.address,
    city: d.city,
    country: d.country,
    website: d.website,
    establishedYear: d.establishedYear,
    licenseNumber: d.licenseNumber,
    specialties: [...d.specialties],
    logoUrl: d.logoUrl,
    completedProjects: d.completedProjects,
    totalValue: d.totalValue,
    rating: d.rating,
    isActive: d.isActive,
  };
}
