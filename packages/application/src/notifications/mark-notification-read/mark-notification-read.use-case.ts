import { err, ok, type Notification, type Result } from '@cobuy/domain';
import { z } from 'zod';
import type { AppError } from '../../shared/app-error.js';
import { idInput } from '../../shared/input-schemas.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import { notificationNotFound } from '../notifications-errors.js';
import type { NotificationsDeps } from '../notifications.deps.js';

const markInput = z.object({ id: idInput });
type MarkInput = z.output<typeof markInput>;

/**
 * Marks one of the caller's notifications read (investor spec §4: clicking an unread one; a read one stays
 * read). Someone else's is answered as not found, admins included: reading is not acting for them.
 */
export class MarkNotificationRead implements UseCase<MarkInput, Notification> {
  readonly name = 'notifications.markNotificationRead';
  readonly access = 'signed-in' as const;
  readonly input = markInput;

  constructor(private readonly deps: NotificationsDeps) {}

  async execute(ctx: RequestContext, input: MarkInput): Promise<Result<Notification, AppError>> {
    const userId = ctx.actor!.userId;
    return this.deps.uow.run(async ({ notifications }) => {
      // The write names the owner: another person's id changes nothing and reads as not found.
      if (!(await notifications.markRead(input.id, userId))) return err(notificationNotFound(input.id));
      const marked = await notifications.findById(input.id);
      return marked ? ok(marked) : err(notificationNotFound(input.id));
    });
  }
}
