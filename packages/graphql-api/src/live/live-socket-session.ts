import type { LiveSession } from '@cobuy/application';
import type { LiveMessage } from '@cobuy/domain';
import type { WebSocket, WebSocketServer } from 'ws';
import type { AppServices } from '../composition-root.js';

/**
 * The close code of a live connection whose session ended (signed out, signed out everywhere, password changed or
 * reset, account deactivated, session expired). graphql-ws's own Unauthorized: its clients do not retry it, since
 * the token will not work again; the reason says why.
 */
const SESSION_ENDED_CLOSE_CODE = 4401;

/**
 * The close code of every live connection of a process whose live updates were interrupted (Redis) and are back:
 * messages may have been missed, so clients reconnect (re-authenticating) and read their lists again. 1012,
 * Service Restart, which graphql-ws clients retry.
 */
const RESYNC_CLOSE_CODE = 1012;
const RESYNC_REASON = 'Live updates resumed: reconnect to catch up';

type Reason = Extract<LiveMessage, { type: 'sessions.ended' }>['reason'] | 'expired' | 'ended';

const REASONS: Record<Reason, string> = {
  signed_out: 'Session ended: signed out',
  signed_out_elsewhere: 'Session ended: signed out from another session',
  password_changed: 'Session ended: password changed',
  password_reset: 'Session ended: password reset',
  deactivated: 'Session ended: account deactivated',
  role_changed: 'Session ended: account changed',
  expired: 'Session ended: expired',
  ended: 'Session ended',
};

/** The longest a timer can wait (about 24.8 days); sessions live 7 days. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Closes `socket` with SESSION_ENDED_CLOSE_CODE when `session` ends, from any process, or expires. The session is
 * held first and checked again after, so an end committed between the socket's authentication and the hold is not
 * missed. Answers false (the socket is being closed) when the session is no longer live.
 */
export async function closeWhenSessionEnds(
  services: Pick<AppServices, 'live' | 'authenticateSession'>,
  socket: WebSocket,
  token: string,
  session: LiveSession,
): Promise<boolean> {
  const close = (reason: Reason) => socket.close(SESSION_ENDED_CLOSE_CODE, REASONS[reason]);
  const release = services.live.hub.holdSession(session.actor.userId, session.sessionId, close);
  const expiry = setTimeout(
    () => close('expired'),
    Math.min(MAX_TIMER_MS, Math.max(0, session.expiresAt.getTime() - Date.now())),
  );
  expiry.unref();
  socket.once('close', () => {
    release();
    clearTimeout(expiry);
  });
  const still = await services.authenticateSession(token);
  if (still?.sessionId === session.sessionId) return true;
  close('ended');
  return false;
}

/** Closes every socket of these servers with RESYNC_CLOSE_CODE when live updates resume after a gap. */
export function resyncOnGap(services: Pick<AppServices, 'live'>, servers: readonly WebSocketServer[]): () => void {
  return services.live.hub.onGap(() => {
    for (const wss of servers) for (const ws of wss.clients) ws.close(RESYNC_CLOSE_CODE, RESYNC_REASON);
  });
}
