import { err, ok, type Result } from '@cobuy/domain';
import { appError, type AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import type { AccountsDeps } from '../accounts.deps.js';
import { currentSessionInput, type CurrentSessionInput } from '../get-session-summary/get-session-summary.use-case.js';

export interface SignOutOtherSessionsOutput {
  readonly message: string;
  /** How many sessions were ended (0 when no other device was signed in). */
  readonly sessionsEnded: number;
}

/**
 * "Sign out of every other session" (/settings): ends every live session of the user except the one the request
 * was made with, audits it and publishes `sessions.ended` (reason signed_out_elsewhere) so the live connections
 * opened with those sessions close. With no other session it changes, audits and publishes nothing.
 */
export class SignOutOtherSessions implements UseCase<CurrentSessionInput, SignOutOtherSessionsOutput> {
  readonly name = 'accounts.signOutOtherSessions';
  readonly access = 'signed-in' as const;
  readonly input = currentSessionInput;

  constructor(private readonly deps: Pick<AccountsDeps, 'uow' | 'tokens'>) {}

  async execute(
    ctx: RequestContext,
    input: CurrentSessionInput,
  ): Promise<Result<SignOutOtherSessionsOutput, AppError>> {
    const now = ctx.clock.now();
    const tokenHash = this.deps.tokens.hashSessionToken(input.token);
    const ended = await this.deps.uow.run(async ({ sessions, audit, events }) => {
      const current = await sessions.findActiveByTokenHash(tokenHash, now);
      if (!current || current.user.id !== ctx.actor!.userId) return null;
      const { session } = current;
      const endedIds = await sessions.revokeOthersForUser(session.userId, session.id, now);
      if (endedIds.length === 0) return endedIds;
      await audit.record({
        actorId: session.userId,
        action: 'user.signed_out_elsewhere',
        entity: 'user',
        entityId: String(session.userId),
        before: null,
        after: { sessionsEnded: endedIds.length },
        at: now,
        correlationId: ctx.correlationId,
      });
      await events.publish({
        type: 'sessions.ended',
        userId: session.userId,
        sessionIds: endedIds,
        keptSessionId: session.id,
        reason: 'signed_out_elsewhere',
        at: now,
      });
      return endedIds;
    });
    if (!ended) return err(appError('AUTH.UNAUTHENTICATED', 'Authentication required'));
    const n = ended.length;
    const message =
      n === 0
        ? 'No other session was signed in.'
        : `Signed out of ${n} other ${n === 1 ? 'session' : 'sessions'}. This device stays signed in.`;
    return ok({ message, sessionsEnded: n });
  }
}
