import { systemClock } from '@cobuy/domain';
import type { Actor, RequestContext } from '@cobuy/application';
import type { IncomingHttpHeaders } from 'node:http';
import { correlationIdFrom, currentCorrelation } from '../observability/log.js';
import { requestLanguage } from './request-language.js';

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

/**
 * Builds the request context both transports hand to use cases; the actor comes from the token only. The
 * correlation id is the request's (its log lines, its `X-Request-Id`, its audit records); the acting user is
 * noted on it for the request's log line.
 */
export async function buildRequestContext(
  source: ContextSource,
  authenticate: Authenticate,
): Promise<RequestContext & { token: string | null }> {
  const token = bearerToken(source.headers);
  const actor = token ? await authenticate(token) : null;
  const correlation = currentCorrelation();
  if (correlation && actor) correlation.userId = String(actor.userId);
  const correlationId =
    correlation?.id ?? correlationIdFrom(source.headers['x-request-id'] ?? source.headers['x-correlation-id']);
  const language = requestLanguage(source.headers, actor?.preferredLanguage);
  return { actor, correlationId, clock: systemClock, ip: source.ip, token, language };
}
