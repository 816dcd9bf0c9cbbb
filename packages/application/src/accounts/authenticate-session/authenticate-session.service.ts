import type { AccountsUnitOfWork, Clock, TokenIssuer } from '@cobuy/domain';
import type { Actor } from '../../shared/request-context.js';

/** A live session: who it acts for, and which session it is. */
export interface LiveSession {
  readonly actor: Actor;
  readonly sessionId: number;
  readonly expiresAt: Date;
}

/** The largest token we bother hashing; real ones are 43 characters. */
const MAX_TOKEN_LENGTH = 512;

/**
 * Turns a presented bearer token into the acting user, or null when it is missing, unknown, expired or
 * revoked, or its user is deactivated. The role comes from the user row, so a role change applies at
 * once. Every transport (REST, GraphQL over HTTP, graphql-ws) authenticates through this one function.
 */
export class AuthenticateSession {
  constructor(private readonly deps: { uow: AccountsUnitOfWork; tokens: TokenIssuer; clock: Clock }) {}

  async actorFor(token: string | null | undefined): Promise<Actor | null> {
    return (await this.sessionFor(token))?.actor ?? null;
  }

  /**
   * The same, with the session itself: a live connection remembers which session opened it, to be closed when
   * that session ends (`sessions.ended`) or expires.
   */
  async sessionFor(token: string | null | undefined): Promise<LiveSession | null> {
    if (!token || token.length > MAX_TOKEN_LENGTH) return null;
    const tokenHash = this.deps.tokens.hashSessionToken(token);
    // One statement, so no transaction: this runs on every signed-in request (docs/performance.md).
    const found = await this.deps.uow.read(({ sessions }) =>
      sessions.findActiveByTokenHash(tokenHash, this.deps.clock.now()),
    );
    if (!found) return null;
    return {
      actor: {
        userId: found.user.id,
        role: found.user.role,
        ...(found.user.preferredLanguage ? { preferredLanguage: found.user.preferredLanguage } : {}),
      },
      sessionId: found.session.id,
      expiresAt: found.session.expiresAt,
    };
  }
}

/** The token of an `Authorization: Bearer <token>` header value, or null. */
export function bearerToken(header: string | null | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}
