/**
 * A session is an opaque random bearer token; only its SHA-256 hash is stored. It lives 7 days from
 * sign-in (absolute, not sliding: a stolen token stops working within a week whatever its use), and ends
 * earlier when signed out, when the password is reset, or when the user is deactivated.
 */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface Session {
  readonly id: number;
  readonly userId: number;
  readonly tokenHash: string;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly revokedAt: Date | null;
}

export function sessionExpiry(signedInAt: Date): Date {
  return new Date(signedInAt.getTime() + SESSION_TTL_MS);
}

export function isSessionActive(session: Pick<Session, 'expiresAt' | 'revokedAt'>, now: Date): boolean {
  return session.revokedAt === null && now.getTime() < session.expiresAt.getTime();
}
