import { readApiFailure } from '../../lib/api-error';
import { errorMessage } from '../../lib/error-message';
import type { ToastInput } from '../toast/toast-context';

/**
 * The Projects and Units tabs' words (accounts spec §5, §8). The field messages say what the server checks
 * again (application/catalog-admin-input.schemas.ts); its own answers appear under the fields when it refuses.
 */
export const CATALOG_MESSAGES = {
  required: (label: string) => `${label} is required`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  whole: (label: string, min: number, max: number) => `${label} must be a whole number from ${min} to ${max}`,
  amount: (label: string) => `${label} must be an amount in US dollars, e.g. 250000 or 250000.50`,
  amountPositive: (label: string) => `${label} must be more than 0`,
  decimals: (label: string) => `${label} must have at most 2 decimals`,
  tooLarge: (label: string) => `${label} is too large`,
  percent: (label: string) => `${label} must be a percentage from 0 to 999.99, with at most 2 decimals`,
  area: (label: string) => `${label} must be a positive number of square metres with at most 2 decimals`,
  webAddress: 'Image URL must be an http(s) address, such as https://example.com/photo.jpg, or an uploaded image',
  date: 'Completion date must be a date',
  option: (label: string) => `Choose a ${label.toLowerCase()} from the list`,
  minAboveUnitPrice: 'Minimum investment must not exceed the unit price',
  rangeOrder: 'The lowest profit must not exceed the highest',
  minAbovePrice: 'Minimum investment must not exceed the price',
  features: 'At most 30 features, each at most 60 characters',
} as const;

/** Accounts spec §8, projects and units: the success toasts. */
export const CATALOG_TOASTS = {
  projectCreated: 'Project created successfully',
  projectUpdated: 'Project updated successfully',
  projectDeleted: 'Project deleted successfully',
  projectArchived: 'Project archived',
  unitCreated: 'Unit created successfully',
  unitUpdated: 'Unit updated successfully',
  unitDeleted: 'Unit deleted successfully',
} as const;

/** What failed, when the server sent no message of its own (spec §8 units' fallbacks). */
export const CATALOG_FAILURES = {
  createProject: 'Failed to create project',
  updateProject: 'Failed to update project',
  deleteProject: 'Failed to delete project',
  archiveProject: 'Failed to archive project',
  createUnit: 'Failed to create unit',
  updateUnit: 'Failed to update unit',
  deleteUnit: 'Failed to delete unit',
} as const;

export const successToast = (title: string, description?: string): ToastInput => ({
  title,
  description,
  variant: 'success',
});

/**
 * Spec §8: the title Error with the server's message, or what failed when it sent none. A refusal about fields
 * (400 with `fields`) points at the messages under the inputs instead of the bare 'Invalid input'.
 */
export function catalogFailureToast(fallback: string, failure: unknown): ToastInput {
  const { fields } = readApiFailure(failure);
  const description =
    fields && Object.keys(fields).length > 0
      ? 'Please correct the fields marked in the form.'
      : errorMessage(failure, fallback);
  return { title: 'Error', description, variant: 'destructive' };
}

/**
 * A deletion the server refuses because money or applications point at the record (409 *.HAS_INVESTMENTS):
 * its message, which says how many, for the dialog to show; null for any other failure.
 */
export function heldByInvestmentsMessage(failure: unknown): string | null {
  const { code, message } = readApiFailure(failure);
  return (code === 'PROJECT.HAS_INVESTMENTS' || code === 'UNIT.HAS_INVESTMENTS') && message ? message : null;
}
