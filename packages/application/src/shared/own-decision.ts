import type { OwnDecisionRefusal } from '@cobuy/domain';
import { appError, type AppError } from './app-error.js';

/** The four-eyes refusal (rules §5) as the transports report it: 403 with the subject in `details`. */
export const ownDecisionRefused = (refusal: OwnDecisionRefusal): AppError =>
  appError(refusal.code, refusal.message, { details: { subject: refusal.subject } });
