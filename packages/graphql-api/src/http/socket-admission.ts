import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type ServerOptions } from 'ws';
import { clientAddress, type TrustProxy } from './client-address.js';

/** How many WebSockets may be open at once (SOCKETS_PER_USER, SOCKETS_PER_IP). */
export interface SocketLimits {
  /** Per signed-in account, counted once the socket authenticates. */
  readonly perUser: number;
  /** Per client address (TRUST_PROXY decides what that is), counted at the upgrade, signed in or not. */
  readonly perAddress: number;
}

export const DEFAULT_SOCKET_LIMITS: SocketLimits = { perUser: 10, perAddress: 50 };

/**
 * The close code of a socket refused because its account already holds `perUser` sockets. In the application range
 * (4000-4999) and clear of graphql-ws's own codes (4004, 4005, 4400, 4401, 4403, 4406, 4408, 4409, 4429 "Too many
 * initialisation requests", 4499, 4500, 4504); 4008 echoes 1008, Policy Violation. graphql-ws clients do not
 * treat it as fatal: they retry with their back-off, and get in once one of the account's sockets has closed.
 */
export const TOO_MANY_SOCKETS_CLOSE_CODE = 4008;
export const TOO_MANY_SOCKETS_REASON = 'Too many open connections for this account';

/** What a refused upgrade says: a hint, since a place frees only when one of the address's sockets closes. */
const UPGRADE_RETRY_AFTER_SECONDS = 30;

/** Open sockets by key, at most `max` each; a key at zero is forgotten. */
class OpenCounts<K> {
  private readonly counts = new Map<K, number>();
  constructor(private readonly max: number) {}
  take(key: K): boolean {
    const count = this.counts.get(key) ?? 0;
    if (count >= this.max) return false;
    this.counts.set(key, count + 1);
    return true;
  }
  give(key: K): void {
    const count = this.counts.get(key) ?? 0;
    if (count <= 1) this.counts.delete(key);
    else this.counts.set(key, count - 1);
  }
}

/** One admitted socket's places: its address's from the upgrade, its account's once it authenticates. */
interface Ticket {
  readonly address: string;
  userId: number | null;
  released: boolean;
}

function refuseUpgrade(socket: Duplex, status: 404 | 429, body: { message: string; code: string }) {
  const json = JSON.stringify(body);
  const headers = [
    `HTTP/1.1 ${status} ${status === 429 ? 'Too Many Requests' : 'Not Found'}`,
    'Connection: close',
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(json)}`,
    'Cache-Control: no-store',
    ...(status === 429 ? [`Retry-After: ${UPGRADE_RETRY_AFTER_SECONDS}`] : []),
  ];
  socket.on('error', () => socket.destroy());
  socket.once('finish', () => socket.destroy());
  socket.end(`${headers.join('\r\n')}\r\n\r\n${json}`);
}

export interface SocketAdmission {
  /**
   * A WebSocket server for `path` whose upgrades pass through the address cap; it emits 'connection' like one
   * attached to the HTTP server (graphql-ws's `useServer` takes it as is).
   */
  route(path: string, options?: Pick<ServerOptions, 'maxPayload'>): WebSocketServer;
  /**
   * Counts the socket of `request` against account `userId`, once it has authenticated. False when the account
   * already holds its `perUser` sockets (or the socket has gone): the caller closes it with
   * TOO_MANY_SOCKETS_CLOSE_CODE and TOO_MANY_SOCKETS_REASON.
   */
  admitUser(request: IncomingMessage, userId: number): boolean;
}

/**
 * Caps the WebSockets open at once per client address and per account, for every WebSocket path of the server
 * (graphql-ws on /graphql, the notifications channel on /ws): one user held 1,000 authenticated sockets, each a
 * file descriptor, buffers and subscriptions (issue 17, item 7). The address is counted at the HTTP upgrade,
 * before the handshake, and refused there with 429 and Retry-After; the account when the socket authenticates
 * (graphql-ws `onConnect`), refused with close code 4008. Both places are given back when the connection's TCP
 * socket closes, which every ending goes through: either side closing, an error, a failed handshake, shutdown.
 *
 * The counts live in this process: with several server processes (REDIS_URL) each allows the caps on its own.
 */
export function socketAdmission(httpServer: Server, limits: SocketLimits, trustProxy: TrustProxy): SocketAdmission {
  const byAddress = new OpenCounts<string>(limits.perAddress);
  const byUser = new OpenCounts<number>(limits.perUser);
  const tickets = new WeakMap<IncomingMessage, Ticket>();
  const routes = new Map<string, WebSocketServer>();

  const release = (ticket: Ticket) => {
    if (ticket.released) return;
    ticket.released = true;
    byAddress.give(ticket.address);
    if (ticket.userId !== null) byUser.give(ticket.userId);
  };

  httpServer.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = request.url ?? '/';
    const query = url.indexOf('?');
    const wss = routes.get(query < 0 ? url : url.slice(0, query));
    if (!wss) {
      refuseUpgrade(socket, 404, { message: 'No WebSocket here', code: 'RESOURCE.NOT_FOUND' });
      return;
    }
    // Gone already: its 'close' has been emitted, so a place taken now would never be given back.
    if (socket.destroyed) return;
    const address = clientAddress(request, trustProxy) ?? 'unknown';
    if (!byAddress.take(address)) {
      refuseUpgrade(socket, 429, {
        message: 'Too many open connections from this address. Close some and try again.',
        code: 'REQUEST.TOO_MANY_CONNECTIONS',
      });
      return;
    }
    const ticket: Ticket = { address, userId: null, released: false };
    tickets.set(request, ticket);
    socket.once('close', () => release(ticket));
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  });

  return {
    route(path, options = {}) {
      const wss = new WebSocketServer({ ...options, noServer: true });
      routes.set(path, wss);
      return wss;
    },
    admitUser(request, userId) {
      const ticket = tickets.get(request);
      if (!ticket || ticket.released) return false;
      if (ticket.userId === userId) return true;
      if (!byUser.take(userId)) return false;
      if (ticket.userId !== null) byUser.give(ticket.userId);
      ticket.userId = userId;
      return true;
    },
  };
}
