import type { AppError, ErrorCode } from '@cobuy/application';

/**
 * HTTP status for every application error code. A `Record` over the whole union: adding a code without
 * mapping it here fails to compile (conventions §4). GraphQL carries the same code in `extensions.code`.
 */
export const HTTP_STATUS_BY_CODE: Record<ErrorCode, number> = {
  'VALIDATION.INVALID_INPUT': 400,
  'AUTH.UNAUTHENTICATED': 401,
  'AUTH.FORBIDDEN': 403,
  'RESOURCE.NOT_FOUND': 404,
  'AUTH.OWN_DECISION_FORBIDDEN': 403,
  'PROJECT.NOT_FOUND': 404,
  'PROJECT.HAS_INVESTMENTS': 409,
  'UNIT.HAS_INVESTMENTS': 409,
  'UNIT.NUMBER_TAKEN': 409,
  'UNIT.PRICE_LOCKED': 409,
  'DEVELOPER.NOT_FOUND': 404,
  'DEVELOPER.NAME_TAKEN': 409,
  'DEVELOPER.HAS_PROJECTS': 409,
  'CHAT_LEAD.NOT_FOUND': 404,
  'ACCOUNTS.EMAIL_TAKEN': 409,
  'ACCOUNTS.USERNAME_TAKEN': 409,
  'ACCOUNTS.WEAK_PASSWORD': 400,
  'ACCOUNTS.INVALID_CREDENTIALS': 401,
  'ACCOUNTS.INVALID_RESET_CODE': 400,
  'ACCOUNTS.CANNOT_CHANGE_OWN_ROLE': 409,
  'ACCOUNTS.CANNOT_DEACTIVATE_SELF': 409,
  'ACCOUNTS.LAST_ADMIN': 409,
  'ACCOUNTS.RATE_LIMITED': 429,
  'ACCOUNTS.WRONG_CURRENT_PASSWORD': 400,
  'KYC.NOT_FOUND': 404,
  'KYC.INVALID_TRANSITION': 409,
  'KYC.DOCUMENT_NOT_FOUND': 404,
  'GOAL.NOT_FOUND': 404,
  'APPLICATION.NOT_FOUND': 404,
  'INVESTMENT.NOT_FOUND': 404,
  'UNIT.NOT_FOUND': 404,
  'APPLICATION.INVALID_TRANSITION': 409,
  'INVESTMENT.INVALID_TRANSITION': 409,
  'UNIT.INVALID_TRANSITION': 409,
  'INVESTMENT.CAPACITY_EXCEEDED': 409,
  'INVESTMENT.UNIT_NOT_OPEN': 409,
  'INVESTMENT.PROJECT_ARCHIVED': 409,
  'INVESTMENT.BELOW_MINIMUM': 400,
  'INVESTING.CHANGED_MEANWHILE': 409,
  'PROJECT_UPDATE.NOT_FOUND': 404,
  'UPLOAD.TOO_LARGE': 413,
  'UPLOAD.NOT_MULTIPART': 415,
  'PARTNER_KEY.NOT_FOUND': 404,
  'PARTNER_KEY.NAME_TAKEN': 409,
  'PARTNER_KEY.INVALID': 401,
  'PARTNER_KEY.RATE_LIMITED': 429,
  PARTNER_SCOPE: 403,
  'MAIL_SETTINGS.TEST_MAIL_REFUSED': 422,
  'INVESTMENT.KYC_REQUIRED_FOR_MORE': 409,
  'APPLICATION.ALREADY_OPEN': 409,
  'UPLOAD.TOO_MANY_AT_ONCE': 429,
  'UPLOAD.BUSY': 503,
  'UPLOAD.TIMEOUT': 408,
  'NOTIFICATION.NOT_FOUND': 404,
  'PAYOUT.ALREADY_RECORDED': 409,
  'PAYOUT.NOT_DUE': 409,
  'PAYOUT.EXCEEDS_VALUE_RETURNED': 400,
  'PAYOUT.INVALID_DATE': 400,
};

/** The REST error body of product rules §8. */
export interface ErrorBody {
  readonly message: string;
  readonly code: string;
  readonly fields?: Readonly<Record<string, string>>;
  readonly details?: Readonly<Record<string, unknown>>;
}

export function toErrorBody(error: AppError): ErrorBody {
  return {
    message: error.message,
    code: error.code,
    ...(error.fields ? { fields: error.fields } : {}),
    ...(error.details ? { details: error.details } : {}),
  };
}
