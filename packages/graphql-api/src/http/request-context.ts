import { systemClock } from '@cobuy/domain';
import type { Actor, RequestContext } from '@cobuy/application';
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * Turns a bearer token into the acting user. The accounts module provides the real one; until a token
 * is given (or when it is unknown, expired or revoked) the caller is anonymous.
 */
export type Authenticate = (token: string) => Promise<Actor | null>;

export function bearerToken(headers: IncomingHttpHeaders): string | null {
  const header = headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

export interface ContextSource {
  readonly headers: IncomingHttpHeaders;
  readonly ip?: string;
}

/** Builds the request context both transports hand to use cases; the actor comes from the token only. */
export async function buildRequestContext(
  source: ContextSource,
  authenticate: Authenticate,
): Promise<RequestContext & { token: string | null }> {
  const token = bearerToken(source.headers);
  const actor = token ? await authenticate(token) : null;
  const header = source.headers['x-correlation-id'];
  const correlationId = typeof header === 'string' && /^[\w-]{1,64}$/.test(header) ? header : randomUUID();
  return { actor, correlationId, clock: systemClock, ip: source.ip, token };
}
