import { NOTIFICATION_PAGE, ok, type Notification, type Result } from '@cobuy/domain';
import { z } from 'zod';
import type { AppError } from '../../shared/app-error.js';
import { idInput } from '../../shared/input-schemas.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import type { NotificationsDeps } from '../notifications.deps.js';
import { notificationInLanguage } from '../notification-in-language.js';

const listInput = z.object({
  userId: idInput,
  limit: z.coerce
    .number({ error: `must be a whole number from 1 to ${NOTIFICATION_PAGE.max}` })
    .int({ error: `must be a whole number from 1 to ${NOTIFICATION_PAGE.max}` })
    .min(1, { error: `must be a whole number from 1 to ${NOTIFICATION_PAGE.max}` })
    .max(NOTIFICATION_PAGE.max, { error: `must be a whole number from 1 to ${NOTIFICATION_PAGE.max}` })
    .optional(),
  /** Only notifications older than this one (its id): the next page. */
  before: idInput.optional(),
});
export type ListNotificationsInput = z.output<typeof listInput>;

/**
 * A person's notifications, newest first, at most `limit` (50 unless given, at most 100); `before` pages
 * back. Their own, or anyone's for an admin (product rules §5: an admin may read anyone's data).
 */
export class ListNotifications implements UseCase<ListNotificationsInput, Notification[]> {
  readonly name = 'notifications.listNotifications';
  readonly access = 'signed-in' as const;
  readonly input = listInput;
  readonly ownerOf = (input: ListNotificationsInput) => input.userId;
  readonly adminMayActForOthers = true;

  constructor(private readonly deps: NotificationsDeps) {}

  async execute(ctx: RequestContext, input: ListNotificationsInput): Promise<Result<Notification[], AppError>> {
    const query = { userId: input.userId, limit: input.limit ?? NOTIFICATION_PAGE.default, before: input.before };
    const stored = await this.deps.uow.run((store) => store.notifications.listByUser(query));
    return ok(stored.map((n) => notificationInLanguage(n, ctx.language, this.deps.messages)));
  }
}
