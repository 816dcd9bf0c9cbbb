import { PARTNER_KEY_LIMITS as LIMITS } from '@cobuy/domain';
import { appError, type AppError } from '../shared/app-error.js';

export type PartnerKeysErrorCode =
  | 'PARTNER_KEY.NOT_FOUND'
  | 'PARTNER_KEY.NAME_TAKEN'
  | 'PARTNER_KEY.INVALID'
  | 'PARTNER_KEY.RATE_LIMITED'
  | 'PARTNER_SCOPE';

/** The Issue key form's messages; the web form shows the same words before sending. */
export const PARTNER_KEY_MESSAGES = {
  name: `Name must be ${LIMITS.name.min} to ${LIMITS.name.max} characters`,
  requestsPerMinute: `Requests per minute must be a whole number from ${LIMITS.requestsPerMinute.min} to ${LIMITS.requestsPerMinute.max}`,
  maxQueryCost: `Maximum query cost must be a whole number from ${LIMITS.maxQueryCost.min} to ${LIMITS.maxQueryCost.max}`,
  nameTaken: 'An active key already has this name',
} as const;

export const partnerKeyNotFound = (id: number): AppError =>
  appError('PARTNER_KEY.NOT_FOUND', `Partner key ${id} was not found`, { details: { partnerKeyId: id } });

export const partnerKeyNameTaken = (name: string, existingId: number): AppError =>
  appError('PARTNER_KEY.NAME_TAKEN', `An active partner key named "${name}" already exists`, {
    fields: { name: PARTNER_KEY_MESSAGES.nameTaken },
    details: { partnerKeyId: existingId },
  });

/** Unknown, malformed and revoked keys get the same answer: it tells a caller nothing about which it was. */
export const partnerKeyInvalid = (): AppError =>
  appError('PARTNER_KEY.INVALID', 'This API key is not valid (unknown or revoked).');

export const partnerKeyRateLimited = (retryAfterSeconds: number, perMinute: number): AppError =>
  appError(
    'PARTNER_KEY.RATE_LIMITED',
    `This API key is limited to ${perMinute} requests a minute. Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`,
    { details: { retryAfterSeconds, requestsPerMinute: perMinute } },
  );

/** A partner key asked for something outside its scope (the public catalog and aggregate statistics, read only). */
export const partnerOutOfScope = (what: string): AppError =>
  appError(
    'PARTNER_SCOPE',
    `Partner API keys may only read the public catalog and its statistics; ${what} is not available with a key.`,
  );
