import { ok, type Result } from '@cobuy/domain';
import type { AppError } from '../../shared/app-error.js';
import { userIdInput, type UserIdInput } from '../../shared/input-schemas.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import type { NotificationsDeps } from '../notifications.deps.js';

/** Marks every unread notification of the caller read; answers how many changed. The owner only. */
export class MarkAllNotificationsRead implements UseCase<UserIdInput, { readonly updated: number }> {
  readonly name = 'notifications.markAllNotificationsRead';
  readonly access = 'signed-in' as const;
  readonly input = userIdInput;
  readonly ownerOf = (input: UserIdInput) => input.userId;

  constructor(private readonly deps: NotificationsDeps) {}

  async execute(_ctx: RequestContext, input: UserIdInput): Promise<Result<{ readonly updated: number }, AppError>> {
    return ok({ updated: await this.deps.uow.run((store) => store.notifications.markAllRead(input.userId)) });
  }
}
