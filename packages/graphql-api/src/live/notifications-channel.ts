import { runUseCase, type ErrorCode } from '@cobuy/application';
import { systemClock, type LanguageCode, type LiveNotification } from '@cobuy/domain';
import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import { WebSocket, type RawData } from 'ws';
import type { AppServices } from '../composition-root.js';
import { clientAddress, type TrustProxy } from '../http/client-address.js';
import { localizedMessage } from '../http/localized-errors.js';
import { requestLanguage } from '../http/request-language.js';
import {
  TOO_MANY_SOCKETS_CLOSE_CODE,
  TOO_MANY_SOCKETS_REASON,
  type SocketAdmission,
} from '../http/socket-admission.js';
import { closeWhenSessionEnds } from './live-socket-session.js';
import { logger } from '../observability/log.js';

/** The largest message a /ws client may send (its auth message is about 150 bytes); larger closes with 1009. */
const WS_MAX_MESSAGE_BYTES = 4 * 1024;

/** Close codes of /ws besides the shared ones (4008 too many sockets, 4401 session ended, 1012 resync). */
const WS_CLOSE = {
  badMessage: 4400,
  unauthenticated: 4401,
  forbidden: 4403,
  authTimeout: 4408,
} as const;

/** The `code` of a /ws error message: the API's codes where one fits, and the channel's own two. */
type ChannelErrorCode = ErrorCode | 'REQUEST.TOO_MANY_CONNECTIONS' | 'LIVE.AUTH_TIMEOUT' | 'LIVE.BAD_MESSAGE';

/** What a client sends. */
type ClientMessage = { type: 'auth'; userId?: unknown; token?: unknown } | { type: 'ping' };

function parse(data: RawData, isBinary: boolean): ClientMessage | null {
  if (isBinary) return null;
  try {
    const value: unknown = JSON.parse(Buffer.isBuffer(data) ? data.toString('utf8') : String(data));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const type = (value as { type?: unknown }).type;
    return type === 'auth' || type === 'ping' ? (value as ClientMessage) : null;
  } catch {
    return null;
  }
}

function send(ws: WebSocket, message: unknown): Promise<void> {
  return new Promise((resolve) => {
    if (ws.readyState !== WebSocket.OPEN) return resolve();
    ws.send(JSON.stringify(message), () => resolve());
  });
}

/**
 * The notifications channel of investor spec §4 at /ws, for clients written against the spec:
 *   client → `{type: "auth", userId, token}` (the token is required: product rules §6);
 *   server → `{type: "auth_success"}` when the token is a live session of exactly that user id, else
 *            `{type: "error", code, message}` and a close;
 *   server → `{type: "notification", data: {id, title, message, type, isRead, createdAt}}` for each new one;
 *   client → `{type: "ping"}` at any time after auth, answered `{type: "pong"}` (protocol pings work too).
 * The subscription is opened by the same use case as GraphQL's `notificationAdded` (who may see what), counted in
 * the same per-user and per-address caps, and closed when its session ends. docs/notifications.md has the codes.
 */
export function attachNotificationsChannel(
  sockets: SocketAdmission,
  services: Pick<AppServices, 'live' | 'authenticateSession' | 'messages'>,
  trustProxy: TrustProxy,
  options: { readonly authTimeoutMs: number },
) {
  const wss = sockets.route('/ws', { maxPayload: WS_MAX_MESSAGE_BYTES });

  wss.on('connection', (ws: WebSocket, request: IncomingMessage) => {
    let state: 'waiting' | 'authenticating' | 'open' = 'waiting';
    let notifications: AsyncIterableIterator<LiveNotification> | null = null;

    // Error messages in the socket's language (docs/i18n.md, "On the server"): the signed-in user's choice once
    // known, else the upgrade's cookie and Accept-Language. The code and the close reason (protocol) stay.
    let language: LanguageCode = requestLanguage(request.headers);
    const refuse = async (code: ChannelErrorCode, message: string, closeCode: number, reason = message) => {
      const text = localizedMessage(services.messages, language, { code, message }).message;
      await send(ws, { type: 'error', code, message: text });
      ws.close(closeCode, reason.slice(0, 120));
    };
    const timer = setTimeout(() => {
      void refuse(
        'LIVE.AUTH_TIMEOUT',
        `No auth message within ${options.authTimeoutMs / 1000} s`,
        WS_CLOSE.authTimeout,
        'Authentication timeout',
      );
    }, options.authTimeoutMs);
    ws.once('close', () => {
      clearTimeout(timer);
      void notifications?.return?.();
    });
    // A malformed frame: ws closes the socket itself (1002, or 1009 past the size limit).
    ws.on('error', () => undefined);

    const authenticate = async (message: Extract<ClientMessage, { type: 'auth' }>) => {
      state = 'authenticating';
      const token = typeof message.token === 'string' ? message.token : null;
      const session = token ? await services.authenticateSession(token) : null;
      if (!token || !session) {
        await refuse(
          'AUTH.UNAUTHENTICATED',
          'The token is not a live session: sign in again.',
          WS_CLOSE.unauthenticated,
        );
        return;
      }
      language = session.actor.preferredLanguage ?? language;
      const ctx = {
        actor: session.actor,
        correlationId: `ws-${randomUUID()}`,
        clock: systemClock,
        ip: clientAddress(request, trustProxy) ?? undefined,
      };
      const opened = await runUseCase(services.live.watchNotifications, ctx, { userId: message.userId });
      if (!opened.ok) {
        const { code, message: text } = opened.error;
        const closeCode =
          code === 'AUTH.FORBIDDEN'
            ? WS_CLOSE.forbidden
            : code === 'VALIDATION.INVALID_INPUT'
              ? WS_CLOSE.badMessage
              : WS_CLOSE.unauthenticated;
        await refuse(code, code === 'AUTH.FORBIDDEN' ? 'The user id is not the token’s.' : text, closeCode);
        return;
      }
      notifications = opened.value;
      if (ws.readyState !== WebSocket.OPEN) {
        await notifications.return?.();
        return;
      }
      if (!sockets.admitUser(request, session.actor.userId)) {
        await refuse('REQUEST.TOO_MANY_CONNECTIONS', TOO_MANY_SOCKETS_REASON, TOO_MANY_SOCKETS_CLOSE_CODE);
        return;
      }
      if (!(await closeWhenSessionEnds(services, ws, token, session))) return;
      clearTimeout(timer);
      state = 'open';
      await send(ws, { type: 'auth_success' });
      for await (const notification of notifications) await send(ws, { type: 'notification', data: notification });
    };

    ws.on('message', (data: RawData, isBinary: boolean) => {
      const message = parse(data, isBinary);
      if (state === 'open' && message?.type === 'ping') {
        void send(ws, { type: 'pong' });
      } else if (state === 'waiting' && message?.type === 'auth') {
        authenticate(message).catch((error: unknown) => {
          logger.error({ err: error }, '/ws authentication failed');
          ws.close(1011, 'Internal error');
        });
      } else {
        const expected =
          state === 'open' ? 'Only {"type":"ping"} may follow auth' : 'Send one {"type":"auth","userId","token"} first';
        void refuse('LIVE.BAD_MESSAGE', `Unexpected message. ${expected}.`, WS_CLOSE.badMessage, 'Unexpected message');
      }
    });
  });
  return wss;
}
