import { ok, type LiveNotification, type Result } from '@cobuy/domain';
import { z } from 'zod';
import type { AppError } from '../../shared/app-error.js';
import { idInput } from '../../shared/input-schemas.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import type { LiveHub } from '../live-hub.js';

export const watchNotificationsInput = z.object({ userId: idInput });
export type WatchNotificationsInput = z.output<typeof watchNotificationsInput>;

/**
 * Opens the push of a user's notifications (GraphQL `notificationAdded`, the /ws channel): only to that user,
 * signed in (product rules §6: a user id that is not the token's gets nothing, not even an admin).
 * The transport closes the subscription when the session it was opened with ends.
 */
export class WatchNotifications implements UseCase<WatchNotificationsInput, AsyncIterableIterator<LiveNotification>> {
  readonly name = 'live.watchNotifications';
  readonly access = 'signed-in' as const;
  readonly input = watchNotificationsInput;
  readonly ownerOf = (input: WatchNotificationsInput) => input.userId;

  constructor(private readonly deps: { readonly hub: Pick<LiveHub, 'notificationsOf'> }) {}

  async execute(
    _ctx: RequestContext,
    input: WatchNotificationsInput,
  ): Promise<Result<AsyncIterableIterator<LiveNotification>, AppError>> {
    return ok(this.deps.hub.notificationsOf(input.userId));
  }
}
