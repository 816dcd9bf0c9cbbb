import { err, ok, type Result } from '@cobuy/domain';
import { z } from 'zod';
import { appError, type AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import { sessionTokenField } from '../accounts-input.schemas.js';
import type { AccountsDeps } from '../accounts.deps.js';

/** Calls about the session a request was made with: its bearer token, filled in by the transport. */
export const currentSessionInput = z.object({ token: sessionTokenField });
export type CurrentSessionInput = z.infer<typeof currentSessionInput>;

export interface SessionSummary {
  /** When this session (device) signed in, and when it ends. */
  readonly current: { readonly createdAt: Date; readonly expiresAt: Date };
  /** The user's other live sessions: other devices or browsers still signed in. */
  readonly otherSessions: number;
}

/** What /settings shows beside "sign out of every other session": this session and how many others are live. */
export class GetSessionSummary implements UseCase<CurrentSessionInput, SessionSummary> {
  readonly name = 'accounts.getSessionSummary';
  readonly access = 'signed-in' as const;
  readonly input = currentSessionInput;

  constructor(private readonly deps: Pick<AccountsDeps, 'uow' | 'tokens'>) {}

  async execute(ctx: RequestContext, input: CurrentSessionInput): Promise<Result<SessionSummary, AppError>> {
    const now = ctx.clock.now();
    const tokenHash = this.deps.tokens.hashSessionToken(input.token);
    const summary = await this.deps.uow.run(async ({ sessions }) => {
      const current = await sessions.findActiveByTokenHash(tokenHash, now);
      if (!current || current.user.id !== ctx.actor!.userId) return null;
      const { session } = current;
      const otherSessions = await sessions.countOthersActive(session.userId, session.id, now);
      return { current: { createdAt: session.createdAt, expiresAt: session.expiresAt }, otherSessions };
    });
    return summary ? ok(summary) : err(appError('AUTH.UNAUTHENTICATED', 'Authentication required'));
  }
}
