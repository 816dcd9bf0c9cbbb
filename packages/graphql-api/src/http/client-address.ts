import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

/** Whether the peer at hop `i` (0 = the socket's own peer) may tell us who is behind it. */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * Compiles the one trusted-proxy setting (TRUST_PROXY, Express's syntax) into the function Express is given
 * and the WebSocket upgrade uses too, so a client has the same address, and so the same per-IP limits, over
 * HTTP and over graphql-ws.
 */
export function compileTrustProxy(setting: string | number): TrustProxy {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting.split(',').map((part) => part.trim()));
}

/** The client's address as Express computes `req.ip`, for any incoming request (an upgrade included). */
export function clientAddress(request: IncomingMessage, trust: TrustProxy): string | undefined {
  if (!request.socket.remoteAddress) return undefined;
  return proxyAddr(request, trust);
}
