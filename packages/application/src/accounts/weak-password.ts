import { checkPassword, passwordProblemMessages } from '@cobuy/domain';
import { appError, type AppError } from '../shared/app-error.js';

/** The password policy of product rules §4 as an error on the named field, or null when it passes. */
export function weakPasswordError(password: string, field: string): AppError | null {
  const problem = checkPassword(password);
  if (!problem) return null;
  const message = passwordProblemMessages[problem];
  return appError('ACCOUNTS.WEAK_PASSWORD', message, { fields: { [field]: message }, details: { problem } });
}
