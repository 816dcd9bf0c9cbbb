import type { LanguageCode } from './language.rules.js';
import type { KycStatus } from '../kyc/kyc.machine.js';

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * KYC status as kept on the user: one of the KYC machine's stored states (a new user starts at
 * not_started, product rules §2). 'expired' is a reading computed from kycExpiresAt, never stored.
 */
export type UserKycStatus = KycStatus;

/** A user account as stored. The password hash never leaves the application layer. */
export interface User {
  readonly id: number;
  readonly username: string;
  /** Normalised (see `normaliseEmail`). */
  readonly email: string;
  readonly passwordHash: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly role: UserRole;
  readonly kycStatus: UserKycStatus;
  readonly kycApprovedAt: Date | null;
  readonly kycExpiresAt: Date | null;
  readonly lastLoginAt: Date | null;
  readonly loginCount: number;
  readonly isActive: boolean;
  readonly createdAt: Date;
  /** The language the user chose (`users.preferred_language`); absent or null when they never chose. */
  readonly preferredLanguage?: LanguageCode | null;
}

/** What every API may show of a user: everything but the password hash. */
export type PublicUser = Omit<User, 'passwordHash'>;

export function toPublicUser(user: User): PublicUser {
  const { passwordHash: _hidden, ...rest } = user;
  return rest;
}
