import type { AccountsErrorCode } from '../accounts/accounts-errors.js';
import type { ChatLeadsErrorCode } from '../chat-leads/chat-leads-errors.js';
import type { CatalogAdminErrorCode } from '../catalog-admin/catalog-admin-errors.js';
import type { CatalogErrorCode } from '../catalog/catalog-errors.js';
import type { DevelopersErrorCode } from '../developers/developers-errors.js';
import type { GoalsErrorCode } from '../goals/goals-errors.js';
import type { InvestingErrorCode } from '../investing/investing-errors.js';
import type { KycErrorCode } from '../kyc/kyc-errors.js';
import type { PartnerKeysErrorCode } from '../partner-keys/partner-keys-errors.js';
import type { MailSettingsErrorCode } from '../mail-settings/mail-settings-errors.js';
import type { NotificationsErrorCode } from '../notifications/notifications-errors.js';
import type { PaymentsErrorCode } from '../payments/payments-errors.js';
import type { ProjectUpdatesErrorCode } from '../project-updates/project-updates-errors.js';
import type { CommonErrorCode } from './common-errors.js';
import type { UploadErrorCode } from './upload-errors.js';

/**
 * Every expected failure the application can return, by stable code. Each bounded context declares its
 * own codes in `<context>/<context>-errors.ts` and adds its union here. The transports map this union
 * exhaustively (`Record<ErrorCode, …>`), so a new code that nobody maps fails to compile.
 */
export type ErrorCode =
  | CommonErrorCode
  | AccountsErrorCode
  | CatalogErrorCode
  | CatalogAdminErrorCode
  | DevelopersErrorCode
  | KycErrorCode
  | UploadErrorCode
  | GoalsErrorCode
  | InvestingErrorCode
  | PartnerKeysErrorCode
  | ProjectUpdatesErrorCode
  | ChatLeadsErrorCode
  | MailSettingsErrorCode
  | NotificationsErrorCode
  | PaymentsErrorCode;

export interface AppError {
  readonly code: ErrorCode;
  readonly message: string;
  /** Field name → reason, for bad input. */
  readonly fields?: Readonly<Record<string, string>>;
  /** Extra machine-readable facts (for example the current state of a refused transition). */
  readonly details?: Readonly<Record<string, unknown>>;
}

export const appError = (
  code: ErrorCode,
  message: string,
  extra: Pick<AppError, 'fields' | 'details'> = {},
): AppError => ({ code, message, ...extra });
