import { readApiFailure } from '../../lib/api-error';
import type { ToastInput } from '../toast/toast-context';

/**
 * The Developer Management tab's words (accounts spec §5, §8): the server's field messages and bounds (it checks
 * every rule again and answers in `fields`), and the toasts.
 */
export const DEVELOPER_MESSAGES = {
  name: 'Developer name is required',
  description: 'Description is required',
  email: 'Please enter a valid email address',
  phone: 'Phone number is required',
  phoneFormat: 'Phone number must have 7 to 15 digits (spaces, +, -, dots and parentheses allowed)',
  address: 'Address is required',
  city: 'City is required',
  country: 'Country is required',
  tooLong: (max: number) => `must be at most ${max} characters`,
  website: 'Website must be a web address, such as https://example.com',
  logoUrl: 'Logo URL must be a web address, such as https://example.com/logo.png',
  establishedYear: 'Established year must be a year from 1800 to this year',
  completedProjects: 'Completed projects must be a whole number from 0 to 100000',
  totalValueNumber: 'Total value must be a number',
  totalValueDecimals: 'Total value must have at most 2 decimals',
  totalValueNegative: 'Total value must not be negative',
  totalValueTooLarge: 'Total value is too large',
  rating: 'Rating must be from 0 to 5 in steps of 0.1',
  specialty: 'Each specialty must be at most 60 characters',
  specialties: 'At most 20 specialties',
  isActive: 'Status must be Active or Inactive',
} as const;

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

/** Accounts spec §8: the developer toasts. */
export const DEVELOPER_TOASTS = {
  created: { title: 'Developer Created', description: 'The developer profile has been added.' },
  updated: { title: 'Developer Updated', description: 'The developer profile has been saved.' },
  deleted: { title: 'Developer Deleted', description: 'The developer profile has been removed.' },
  createFailed: { title: 'Creation Failed', description: 'Failed to create developer profile.' },
  updateFailed: { title: 'Update Failed', description: 'Failed to update developer profile.' },
  deleteFailed: { title: 'Deletion Failed', description: 'Failed to delete developer profile.' },
} as const;

/** Refusals the server explains in words an admin can act on (a name in use, linked projects, gone meanwhile). */
const EXPLAINED = ['DEVELOPER.NAME_TAKEN', 'DEVELOPER.HAS_PROJECTS', 'DEVELOPER.NOT_FOUND'];

/** Spec §8's failure toast; when the server explains the refusal, its reason replaces the generic line. */
export function developerFailureToast(fallback: { title: string; description: string }, failure: unknown): ToastInput {
  const { code, message } = readApiFailure(failure);
  const explained = code !== undefined && EXPLAINED.includes(code) && message;
  return { title: fallback.title, description: explained ? message : fallback.description, variant: 'destructive' };
}
