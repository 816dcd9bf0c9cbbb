import { NOTIFYING_EVENT_TYPES, notificationsFor, subjectIdsOf } from '@cobuy/domain';
import type { RequestContext } from '../../shared/request-context.js';
import type { NotificationsDeps } from '../notifications.deps.js';

export const NOTIFICATIONS_CONSUMER = 'notifications';
const BATCH = 100;

/**
 * Makes the stored notifications from the outbox (product rules §6): one batch of events per transaction,
 * their notifications written with a `notification.created` event each (the live channels relay those), and
 * the consumer moved past the batch in that same transaction. So every event makes its notifications once,
 * with several processes running and after a failure mid-batch (nothing of the batch is kept).
 */
export class MakeNotifications {
  constructor(private readonly deps: NotificationsDeps) {}

  /** Applies one batch; returns how many events it consumed (0 when there was nothing to do). */
  async run(ctx: RequestContext): Promise<number> {
    // An idle poll (the worker's every second) is then one read, without a transaction around it.
    if (this.deps.pending && !(await this.deps.pending.anyFor(NOTIFICATIONS_CONSUMER, NOTIFYING_EVENT_TYPES))) {
      return 0;
    }
    return this.deps.uow.run(async (store) => {
      const batch = await store.feed.take(NOTIFICATIONS_CONSUMER, NOTIFYING_EVENT_TYPES, BATCH);
      if (batch.length === 0) return 0;
      const now = ctx.clock.now();
      const context = {
        adminIds: await store.audience.activeAdminIds(),
        subjects: await store.audience.describe(subjectIdsOf(batch.map((e) => e.event))),
      };
      const drafts = batch.flatMap((stored) => notificationsFor(stored, context));
      const created = await store.notifications.insertMany(drafts, now);
      for (const n of created) {
        await store.events.publish({ type: 'notification.created', userId: n.userId, notificationId: n.id, at: now });
      }
      await store.feed.markConsumed(
        NOTIFICATIONS_CONSUMER,
        batch.map((e) => e.id),
        now,
      );
      return batch.length;
    });
  }
}
