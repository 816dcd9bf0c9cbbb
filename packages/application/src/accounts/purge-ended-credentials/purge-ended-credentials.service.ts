import type { AccountsUnitOfWork, Clock } from '@cobuy/domain';

const DAY_MS = 86_400_000;

/** Ended sessions are kept a month, so support can still tell someone when and where they were signed in. */
export const ENDED_SESSION_RETENTION_DAYS = 30;
/** Reset codes are useless once expired; one day covers any question about a code just sent. */
export const EXPIRED_RESET_CODE_RETENTION_DAYS = 1;

/**
 * Housekeeping run by the server on a timer, not a use case: no one asks for it, so there is no actor to
 * authorize. Deleting is idempotent, so two servers running it at once do no harm.
 */
export class PurgeEndedCredentials {
  constructor(private readonly deps: { readonly uow: AccountsUnitOfWork; readonly clock: Clock }) {}

  async run(): Promise<{ readonly sessions: number; readonly resetCodes: number }> {
    const now = this.deps.clock.now().getTime();
    return this.deps.uow.run(async ({ sessions, resetCodes }) => ({
      sessions: await sessions.deleteEndedBefore(new Date(now - ENDED_SESSION_RETENTION_DAYS * DAY_MS)),
      resetCodes: await resetCodes.deleteExpiredBefore(new Date(now - EXPIRED_RESET_CODE_RETENTION_DAYS * DAY_MS)),
    }));
  }
}
