import type { AppServices } from '../composition-root.js';
import { asJob, logger } from '../observability/log.js';

/**
 * The notification consumer polls this often: events committed by another process (or missed by a nudge) make
 * their notifications within a second. An idle poll is one read (docs/notifications.md).
 */
const NOTIFICATIONS_EVERY_MS = 1_000;
const NOTIFICATIONS_JOB = 'notifications';

export interface NotificationWorkers {
  stop(): Promise<void>;
}

/**
 * Makes stored notifications from the outbox. Safe in several processes at once: a batch is applied by the
 * one process holding the consumer's position, so there is no leader to elect.
 */
export function startNotificationWorkers(services: AppServices): NotificationWorkers {
  const { drainNotifications } = services.notificationJobs;
  let running: Promise<void> | null = null;
  const poll = () => {
    // A poll still running (a large backlog) is not stacked on.
    if (running) return;
    running = asJob(NOTIFICATIONS_JOB, drainNotifications)
      .catch((error: unknown) => logger.error({ err: error }, 'Notification worker failed'))
      .finally(() => {
        running = null;
      });
  };
  poll();
  const timer = setInterval(poll, NOTIFICATIONS_EVERY_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
