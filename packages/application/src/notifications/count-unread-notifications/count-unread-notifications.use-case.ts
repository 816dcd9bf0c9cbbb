import { ok, type Result } from '@cobuy/domain';
import type { AppError } from '../../shared/app-error.js';
import { userIdInput, type UserIdInput } from '../../shared/input-schemas.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import type { NotificationsDeps } from '../notifications.deps.js';

/** How many of a person's notifications are unread (the bell's badge). Their own, or anyone's for an admin. */
export class CountUnreadNotifications implements UseCase<UserIdInput, { readonly count: number }> {
  readonly name = 'notifications.countUnreadNotifications';
  readonly access = 'signed-in' as const;
  readonly input = userIdInput;
  readonly ownerOf = (input: UserIdInput) => input.userId;
  readonly adminMayActForOthers = true;

  constructor(private readonly deps: NotificationsDeps) {}

  async execute(_ctx: RequestContext, input: UserIdInput): Promise<Result<{ readonly count: number }, AppError>> {
    return ok({ count: await this.deps.uow.run((store) => store.notifications.countUnread(input.userId)) });
  }
}
