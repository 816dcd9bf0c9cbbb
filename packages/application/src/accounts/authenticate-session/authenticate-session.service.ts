import type { AccountsUnitOfWork, Clock, TokenIssuer } from '@cobuy/domain';
import type { Actor } from '../../shared/request-context.js';

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
    if (!token || token.length > MAX_TOKEN_LENGTH) return null;
    const tokenHash = this.deps.tokens.hashSessionToken(token);
    // One statement, so no transaction: this runs on every signed-in request (docs/performance.md).
    const found = await this.deps.uow.read(({ sessions }) =>
      sessions.findActiveByTokenHash(tokenHash, this.deps.clock.now()),
    );
    return found ? { userId: found.user.id, role: found.user.role } : null;
  }
}

/** The token of an `Authorization: Bearer <token>` header value, or null. */
export function bearerToken(header: string | null | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}
