import type { IntlShape } from 'react-intl';
import { readApiFailure } from '../../lib/api-error';
import { fieldMessage } from '../forms/field-message';
import type { ToastInput } from '../toast/toast-context';

type Intl = Pick<IntlShape, 'formatMessage'>;

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
  phoneDigits: { min: 7, max: 15 },
  totalValueDecimals: 2,
} as const;
const L = DEVELOPER_LIMITS;

const m = (id: string, values?: Readonly<Record<string, number>>) =>
  fieldMessage(`adminDevelopers.validation.${id}`, values);

/**
 * The Developer Management tab's field messages (accounts spec §5): the server's messages and bounds (it checks
 * every rule again and answers in `fields`), as catalog ids of the `adminDevelopers` area (docs/i18n.md,
 * "Validation messages"); English is the server's wording.
 */
export const DEVELOPER_MESSAGES = {
  name: m('name'),
  description: m('description'),
  email: m('email'),
  phone: m('phone'),
  phoneFormat: m('phoneFormat', L.phoneDigits),
  address: m('address'),
  city: m('city'),
  country: m('country'),
  tooLong: (max: number) => m('tooLong', { max }),
  website: m('website'),
  logoUrl: m('logoUrl'),
  establishedYear: m('establishedYear'),
  completedProjects: m('completedProjects', { max: L.completedProjects }),
  totalValueNumber: m('totalValueNumber'),
  totalValueDecimals: m('totalValueDecimals', { max: L.totalValueDecimals }),
  totalValueNegative: m('totalValueNegative'),
  totalValueTooLarge: m('totalValueTooLarge'),
  rating: m('rating'),
  specialty: m('specialty', { max: L.specialty }),
  specialties: m('specialties', { max: L.specialties }),
  isActive: m('isActive'),
} as const;

/** Accounts spec §8: the developer toasts, in the interface language. */
export type DeveloperToast = 'created' | 'updated' | 'deactivated' | 'deleted';
export type DeveloperFailure = 'createFailed' | 'updateFailed' | 'deleteFailed';

export function developerToast(kind: DeveloperToast, name: string, intl: Intl): ToastInput {
  const title = kind === 'deactivated' ? 'updated' : kind;
  return {
    title: intl.formatMessage({ id: `adminDevelopers.toast.${title}.title` }),
    description: intl.formatMessage({ id: `adminDevelopers.toast.${kind}.description` }, { name }),
    variant: 'success',
  };
}

/** Refusals the server explains in words an admin can act on (a name in use, linked projects, gone meanwhile). */
const EXPLAINED = ['DEVELOPER.NAME_TAKEN', 'DEVELOPER.HAS_PROJECTS', 'DEVELOPER.NOT_FOUND'];

/**
 * Spec §8's failure toast; when the server explains the refusal, its reason (in the reader's language: the server
 * words its errors from its own catalogs) replaces the generic line.
 */
export function developerFailureToast(kind: DeveloperFailure, failure: unknown, intl: Intl): ToastInput {
  const { code, message } = readApiFailure(failure);
  const explained = code !== undefined && EXPLAINED.includes(code) && message;
  return {
    title: intl.formatMessage({ id: `adminDevelopers.toast.${kind}.title` }),
    description: explained ? message : intl.formatMessage({ id: `adminDevelopers.toast.${kind}.description` }),
    variant: 'destructive',
  };
}
