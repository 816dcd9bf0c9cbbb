import type { AccountsStore, DomainEvent } from '@cobuy/domain';

type SessionsEnded = Extract<DomainEvent, { type: 'sessions.ended' }>;

/**
 * Records in the caller's transaction that sessions of a user ended, so the live connections opened with them
 * are closed (docs/notifications.md, "Live connections"), whichever server process holds them. Called by every
 * use case that revokes sessions, with the count or ids it revoked: nothing ended, nothing to say.
 */
export async function publishSessionsEnded(
  store: Pick<AccountsStore, 'events'>,
  ended: Omit<SessionsEnded, 'type' | 'keptSessionId' | 'sessionIds'> & {
    readonly sessionIds?: readonly number[] | null;
    readonly keptSessionId?: number | null;
    /** How many sessions the revocation ended (all of the user's, or all but the kept one). */
    readonly count?: number;
  },
): Promise<void> {
  const sessionIds = ended.sessionIds ?? null;
  if (sessionIds ? sessionIds.length === 0 : ended.count === 0) return;
  await store.events.publish({
    type: 'sessions.ended',
    userId: ended.userId,
    sessionIds,
    keptSessionId: ended.keptSessionId ?? null,
    reason: ended.reason,
    at: ended.at,
  });
}
