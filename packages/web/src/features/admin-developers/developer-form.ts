import type { IntlShape } from 'react-intl';
import { object, string } from 'yup';
import type {
  AdminDeveloperCard_DeveloperFragment,
  DeveloperInput,
  DeveloperPatchInput,
} from '../../graphql/generated';
import { isDecimal, round } from '../../lib/decimal';
import { DEVELOPER_LIMITS, DEVELOPER_MESSAGES } from './developer-messages';

/**
 * The Developer Management form (accounts spec §2 'Developers tab', §3 developers, §5 'Developer form (admin)'):
 * the server's rules with its messages (developer-messages.ts), and the form's fallbacks for blank fields (spec
 * §5: no year means this year, no completed projects means 0).
 */
export type DeveloperStatus = 'active' | 'inactive';

type Intl = Pick<IntlShape, 'formatMessage'>;

/** The Status field's choices, in the interface language. */
export const statusOptions = (intl: Intl): ReadonlyArray<{ value: DeveloperStatus; label: string }> => [
  { value: 'active', label: intl.formatMessage({ id: 'adminDevelopers.status.active' }) },
  { value: 'inactive', label: intl.formatMessage({ id: 'adminDevelopers.status.inactive' }) },
];

/** Every field as the inputs hold it: text, judged by the schema, turned into the mutation's input on submit. */
export interface DeveloperFormValues {
  name: string;
  description: string;
  email: string;
  phone: string;
  website: string;
  address: string;
  city: string;
  country: string;
  establishedYear: string;
  licenseNumber: string;
  /** Comma-separated, as typed: 'Residential, Luxury apartments'. */
  specialties: string;
  logoUrl: string;
  completedProjects: string;
  /** Ghana cedis. */
  totalValue: string;
  rating: string;
  status: DeveloperStatus | '';
}

/** The Add Developer form's defaults (spec §3): Ghana, this year, active, nothing else. */
export const emptyDeveloperForm = (now = new Date()): DeveloperFormValues => ({
  name: '',
  description: '',
  email: '',
  phone: '',
  website: '',
  address: '',
  city: '',
  country: 'Ghana',
  establishedYear: String(now.getFullYear()),
  licenseNumber: '',
  specialties: '',
  logoUrl: '',
  completedProjects: '0',
  totalValue: '',
  rating: '',
  status: 'active',
});

/** A developer's stored values, for the edit form. */
export const developerFormValues = (d: AdminDeveloperCard_DeveloperFragment): DeveloperFormValues => ({
  name: d.name,
  description: d.description,
  email: d.email,
  phone: d.phone,
  website: d.website ?? '',
  address: d.address,
  city: d.city,
  country: d.country,
  establishedYear: d.establishedYear === null ? '' : String(d.establishedYear),
  licenseNumber: d.licenseNumber ?? '',
  specialties: d.specialties.join(', '),
  logoUrl: d.logoUrl ?? '',
  completedProjects: String(d.completedProjects),
  totalValue: d.totalValue,
  rating: d.rating,
  status: d.isActive ? 'active' : 'inactive',
});

/** Spec §5: comma-separated, trimmed, empty entries dropped (and repeats, in any letter case). */
export function specialtiesOf(text: string): string[] {
  const seen = new Set<string>();
  const list: string[] = [];
  for (const raw of text.split(',')) {
    const specialty = raw.trim().replace(/\s+/g, ' ');
    if (specialty === '' || seen.has(specialty.toLowerCase())) continue;
    seen.add(specialty.toLowerCase());
    list.push(specialty);
  }
  return list;
}

/** An http(s) address with a dotted host; a bare domain is read as https (the server stores it so). */
function isWebAddress(value: string): boolean {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    const host = url.hostname;
    return (url.protocol === 'http:' || url.protocol === 'https:') && host.includes('.') && !host.endsWith('.');
  } catch {
    return false;
  }
}

const isPhoneNumber = (value: string) => {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= DEVELOPER_LIMITS.phoneDigits.min && digits <= DEVELOPER_LIMITS.phoneDigits.max;
};

const WHOLE = /^\d{1,9}$/;
const DECIMAL = /^\d+(\.\d+)?$/;

/** Why a total value is refused, in the server's words; null when it is a fine amount in cedis. */
function totalValueProblem(text: string): string | null {
  const value = text.trim();
  if (value === '') return null;
  if (value.startsWith('-') && DECIMAL.test(value.slice(1))) return DEVELOPER_MESSAGES.totalValueNegative;
  if (!DECIMAL.test(value)) return DEVELOPER_MESSAGES.totalValueNumber;
  const [whole = '', fraction = ''] = value.split('.');
  if (fraction.replace(/0+$/, '').length > DEVELOPER_LIMITS.totalValueDecimals)
    return DEVELOPER_MESSAGES.totalValueDecimals;
  if (whole.replace(/^0+/, '').length > 13) return DEVELOPER_MESSAGES.totalValueTooLarge;
  return null;
}

/** 0 to 5 in steps of 0.1, read exactly ('4.55' is refused, not rounded); blank is allowed (no rating). */
function isValidRating(text: string): boolean {
  const value = text.trim();
  if (value === '') return true;
  if (!DECIMAL.test(value)) return false;
  const [whole = '', fraction = ''] = value.split('.');
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > 1) return false;
  const tenths = Number(whole) * 10 + Number(significant || '0');
  return tenths >= 0 && tenths <= 50;
}

const wholeIn = (text: string, min: number, max: number) => {
  const value = text.trim();
  return value === '' || (WHOLE.test(value) && Number(value) >= min && Number(value) <= max);
};

const M = DEVELOPER_MESSAGES;
const L = DEVELOPER_LIMITS;
const required = (message: string, max: number) =>
  string().trim().default('').required(message).max(max, M.tooLong(max));
const optionalWebAddress = (message: string) =>
  string()
    .trim()
    .default('')
    .max(L.url, message)
    .test('web-address', message, (v) => !v || isWebAddress(v));

/** The form's checks; `now` decides the latest founding year (this year). */
export const developerSchema = (now = new Date()) =>
  object({
    name: required(M.name, L.name),
    description: required(M.description, L.description),
    email: string().trim().default('').required(M.email).max(L.email, M.email).email(M.email),
    phone: required(M.phone, L.phone).test('phone', M.phoneFormat, (v) => !v || isPhoneNumber(v)),
    address: required(M.address, L.address),
    city: required(M.city, L.city),
    country: required(M.country, L.country),
    website: optionalWebAddress(M.website),
    logoUrl: optionalWebAddress(M.logoUrl),
    establishedYear: string()
      .default('')
      .test('year', M.establishedYear, (v) => wholeIn(v, 1800, now.getFullYear())),
    licenseNumber: string().trim().default('').max(L.licenseNumber, M.tooLong(L.licenseNumber)),
    specialties: string()
      .default('')
      .test('count', M.specialties, (v) => specialtiesOf(v).length <= L.specialties)
      .test('length', M.specialty, (v) => specialtiesOf(v).every((s) => s.length <= L.specialty)),
    completedProjects: string()
      .default('')
      .test('whole', M.completedProjects, (v) => wholeIn(v, 0, L.completedProjects)),
    totalValue: string()
      .default('')
      .test({
        name: 'money',
        test: (v, ctx) => {
          const problem = totalValueProblem(v);
          return problem ? ctx.createError({ message: problem }) : true;
        },
      }),
    rating: string().default('').test('rating', M.rating, isValidRating),
    status: string().default('').required(M.isActive).oneOf(['active', 'inactive'], M.isActive),
  });

/**
 * The form's values as the create mutation's input, with the spec's fallbacks for blanks: this year for the
 * founding year, 0 for completed projects, total value and rating.
 */
export function developerInputOf(values: DeveloperFormValues, now = new Date()): DeveloperInput {
  const text = (v: string) => v.trim();
  const orNull = (v: string) => v.trim() || null;
  return {
    name: text(values.name),
    description: text(values.description),
    email: text(values.email),
    phone: text(values.phone),
    address: text(values.address),
    city: text(values.city),
    country: text(values.country),
    website: orNull(values.website),
    logoUrl: orNull(values.logoUrl),
    establishedYear: text(values.establishedYear) ? Number(text(values.establishedYear)) : now.getFullYear(),
    licenseNumber: orNull(values.licenseNumber),
    specialties: specialtiesOf(values.specialties),
    completedProjects: text(values.completedProjects) ? Number(text(values.completedProjects)) : 0,
    totalValue: text(values.totalValue) || '0',
    rating: text(values.rating) || '0',
    isActive: values.status !== 'inactive',
  };
}

const FIELD_OF_INPUT: Record<keyof DeveloperFormValues, keyof DeveloperInput> = {
  name: 'name',
  description: 'description',
  email: 'email',
  phone: 'phone',
  website: 'website',
  address: 'address',
  city: 'city',
  country: 'country',
  establishedYear: 'establishedYear',
  licenseNumber: 'licenseNumber',
  specialties: 'specialties',
  logoUrl: 'logoUrl',
  completedProjects: 'completedProjects',
  totalValue: 'totalValue',
  rating: 'rating',
  status: 'isActive',
};

/**
 * An edit sends only the fields the admin changed (a PATCH), so two admins editing different fields of one
 * developer at once do not undo each other, and a stored value the admin did not touch is never rewritten.
 */
export function developerPatchOf(
  initial: DeveloperFormValues,
  values: DeveloperFormValues,
  now = new Date(),
): DeveloperPatchInput {
  const input = developerInputOf(values, now);
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(FIELD_OF_INPUT) as (keyof DeveloperFormValues)[]) {
    if (values[key].trim() !== initial[key].trim()) patch[FIELD_OF_INPUT[key]] = input[FIELD_OF_INPUT[key]];
  }
  return patch as DeveloperPatchInput;
}

/** Maps the server's field names back to the form's (only `isActive` differs), for messages under inputs. */
export function formFieldsOf(fields: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!fields) return undefined;
  return Object.fromEntries(
    Object.entries(fields).map(([key, message]) => [key === 'isActive' ? 'status' : key, message]),
  );
}

/** The card's rating: one decimal (spec §2, Developers tab), '0.0' before any rating. */
export const adminRating = (rating: string): string => (isDecimal(rating) ? round(rating, 1) : rating);

/** What the Delete button's dialog says and offers: a developer that projects name is deactivated instead. */
export function deleteDialogCopy(
  d: Pick<AdminDeveloperCard_DeveloperFragment, 'name' | 'linkedProjects' | 'isActive'>,
  intl: Intl,
) {
  const t = (id: string, values: Record<string, string | number>) =>
    intl.formatMessage({ id: `adminDevelopers.delete.${id}` }, values);
  if (d.linkedProjects > 0) {
    return {
      title: t('blockedTitle', { name: d.name }),
      description: t(d.isActive ? 'linkedActive' : 'linkedInactive', { count: d.linkedProjects }),
      canDelete: false,
      canDeactivate: d.isActive,
    };
  }
  return {
    title: t('title', { name: d.name }),
    description: t('description', { name: d.name }),
    canDelete: true,
    canDeactivate: false,
  };
}
