import { isSensibleEstablishedYear, type DeveloperFields } from '@cobuy/domain';
import { appError, type AppError } from '../shared/app-error.js';
import { DEVELOPER_MESSAGES } from './developers-errors.js';

/** The one rule the input schema cannot check alone: a founding year no later than this year (the clock's). */
export function establishedYearProblem(fields: DeveloperFields, now: Date): AppError | null {
  if (fields.establishedYear === null || isSensibleEstablishedYear(fields.establishedYear, now)) return null;
  return appError('VALIDATION.INVALID_INPUT', 'Invalid input', {
    fields: { establishedYear: DEVELOPER_MESSAGES.establishedYear },
  });
}
