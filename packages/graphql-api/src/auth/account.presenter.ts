import { readKycStatus, type PublicUser } from '@cobuy/domain';

/** The user as both APIs show it: never the password hash; dates as ISO strings. */
export function presentUser(u: PublicUser) {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    role: u.role,
    // A reading: an approval past its two years shows as expired.
    kycStatus: readKycStatus(
      { status: u.kycStatus, approvedAt: u.kycApprovedAt, expiresAt: u.kycExpiresAt },
      new Date(),
    ),
    kycApprovedAt: u.kycApprovedAt?.toISOString() ?? null,
    kycExpiresAt: u.kycExpiresAt?.toISOString() ?? null,
    lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
    loginCount: u.loginCount,
    isActive: u.isActive,
    createdAt: u.createdAt.toISOString(),
  };
}
export type UserJson = ReturnType<typeof presentUser>;

export function presentSignIn(s: { token: string; expiresAt: Date; user: PublicUser }) {
  return { token: s.token, expiresAt: s.expiresAt.toISOString(), user: presentUser(s.user) };
}
export type SignInJson = ReturnType<typeof presentSignIn>;
