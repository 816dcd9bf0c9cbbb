import {
  isLanguageCode,
  type PasswordResetCode,
  type Session,
  type User,
  type UserKycStatus,
  type UserRole,
} from '@cobuy/domain';
import { toDate, toDateOrNull } from '../persistence/timestamps.js';

/** Raw rows as the SQL driver returns them (snake_case; timestamptz as Date). */
export type SqlRow = Record<string, unknown>;

/**
 * A user's KYC status is read from their verification (one per user), never kept on `users`: select users
 * through these fragments so every query sees the same derived status.
 */
export const USER_COLUMNS =
  'u.*, k.status as kyc_status, k.approved_at as kyc_approved_at, k.expires_at as kyc_expires_at';
export const USERS_WITH_KYC = 'users u left join kyc_verifications k on k.user_id = u.id';

export function toUser(r: SqlRow): User {
  return {
    id: Number(r.id),
    username: String(r.username),
    email: String(r.email),
    passwordHash: String(r.password_hash),
    firstName: String(r.first_name),
    lastName: String(r.last_name),
    role: r.role as UserRole,
    kycStatus: (r.kyc_status ?? 'not_started') as UserKycStatus,
    kycApprovedAt: toDateOrNull(r.kyc_approved_at),
    kycExpiresAt: toDateOrNull(r.kyc_expires_at),
    lastLoginAt: toDateOrNull(r.last_login_at),
    loginCount: Number(r.login_count),
    isActive: Boolean(r.is_active),
    createdAt: toDate(r.created_at),
    ...(isLanguageCode(r.preferred_language) ? { preferredLanguage: r.preferred_language } : {}),
  };
}

export function toSession(r: SqlRow): Session {
  return {
    id: Number(r.id),
    userId: Number(r.user_id),
    tokenHash: String(r.token_hash),
    createdAt: toDate(r.created_at),
    expiresAt: toDate(r.expires_at),
    revokedAt: toDateOrNull(r.revoked_at),
  };
}

export function toResetCode(r: SqlRow): PasswordResetCode {
  return {
    id: Number(r.id),
    userId: Number(r.user_id),
    codeHash: String(r.code_hash),
    attempts: Number(r.attempts),
    expiresAt: toDate(r.expires_at),
    usedAt: toDateOrNull(r.used_at),
    createdAt: toDate(r.created_at),
  };
}
