import {
  CONFIRMED_INVESTMENT_STATUSES,
  type DomainEvent,
  type LiveMessage,
  type LiveRelayStore,
  type LiveRelayUnitOfWork,
  type LiveUpdates,
  type MessageRenderer,
  type PendingEvents,
  type StoredEvent,
} from '@cobuy/domain';
import { notificationInLanguage } from '../../notifications/notification-in-language.js';
import type { RequestContext } from '../../shared/request-context.js';

export const LIVE_RELAY_CONSUMER = 'live.relay';

/** The outbox events that something live depends on. */
export const LIVE_EVENT_TYPES = [
  'notification.created',
  'sessions.ended',
  'payment.confirmed',
  'investment.changed',
  'unit.changed',
  'unit.sold',
] as const satisfies readonly DomainEvent['type'][];

type LiveEvent = Extract<DomainEvent, { type: (typeof LIVE_EVENT_TYPES)[number] }>;

const BATCH = 100;

/**
 * A notification older than this when relayed is not pushed (no toast for yesterday's news after an outage):
 * it is in the stored list, which a client reads when it (re)connects.
 */
export const LIVE_PUSH_MAX_AGE_MS = 5 * 60_000;

/**
 * Relays the outbox events that matter live to every server process (issue 18, items 3-5): a stored notification
 * to its user's connections, a change of a unit's funding to the watchers of its project, ended sessions to the
 * connections opened with them. A notification is pushed in its owner's chosen language. The messages are handed to the port before the events are marked consumed, in
 * the same transaction: when they cannot be (Redis unreachable), it rolls back and the events wait in the outbox
 * for the next run, so a session's end is never lost. A batch handed on and then not committed is handed on
 * again: the hub pushes each notification id once per subscriber, and funding and session ends are idempotent.
 */
export class RelayLiveUpdates {
  constructor(
    private readonly deps: {
      readonly uow: LiveRelayUnitOfWork;
      readonly live: LiveUpdates;
      /** Draws a pushed notification in its owner's language (none: the stored English is pushed). */
      readonly messages?: MessageRenderer;
      /** When given, a run looks here first and opens its transaction only when events are waiting. */
      readonly pending?: PendingEvents;
    },
  ) {}

  /** Relays one batch; returns how many events it consumed (0 when there was nothing to do). */
  async run(ctx: RequestContext): Promise<number> {
    // An idle run (the worker's every 250 ms) is then one read, without a transaction around it.
    if (this.deps.pending && !(await this.deps.pending.anyFor(LIVE_RELAY_CONSUMER, LIVE_EVENT_TYPES))) return 0;
    return this.deps.uow.run(async (store) => {
      const events = await store.feed.take(LIVE_RELAY_CONSUMER, LIVE_EVENT_TYPES, BATCH);
      if (events.length === 0) return 0;
      const now = ctx.clock.now();
      const messages = await messagesFor(store, events, now, this.deps.messages);
      if (messages.length > 0) await this.deps.live.publish(messages);
      await store.feed.markConsumed(
        LIVE_RELAY_CONSUMER,
        events.map((e) => e.id),
        now,
      );
      return events.length;
    });
  }
}

/** Whether an event can move a unit's funding figures (its status, its confirmed investments). */
function unitOfFundingChange(event: LiveEvent): number | null {
  switch (event.type) {
    case 'payment.confirmed':
    case 'unit.changed':
    case 'unit.sold':
      return event.unitId;
    case 'investment.changed': {
      const counts = (status: string | null) =>
        status !== null && (CONFIRMED_INVESTMENT_STATUSES as readonly string[]).includes(status);
      return counts(event.from) || counts(event.to) ? event.unitId : null;
    }
    default:
      return null;
  }
}

async function messagesFor(
  store: LiveRelayStore,
  events: readonly StoredEvent<LiveEvent>[],
  now: Date,
  renderer: MessageRenderer | undefined,
): Promise<LiveMessage[]> {
  const fresh = (at: Date) => now.getTime() - at.getTime() <= LIVE_PUSH_MAX_AGE_MS;
  const notificationIds = events.flatMap(({ event }) =>
    event.type === 'notification.created' && fresh(event.at) ? [event.notificationId] : [],
  );
  const notifications = new Map((await store.findNotifications(notificationIds)).map((n) => [n.id, n]));
  const unitIds = [...new Set(events.map(({ event }) => unitOfFundingChange(event)).filter((id) => id !== null))];
  const projectIds = unitIds.length > 0 ? await store.projectIdsOfUnits(unitIds) : [];

  const messages: LiveMessage[] = [];
  for (const { event } of events) {
    if (event.type === 'notification.created') {
      const notification = notifications.get(event.notificationId);
      // A notification of someone else than the event says is never pushed to the event's user.
      if (notification && event.userId === notification.userId) {
        // Drawn in the owner's language, like the stored list they read it in (the same code), then pushed
        // without what only the drawing needed.
        const drawn = notificationInLanguage(notification, notification.language, renderer);
        const { userId: _owner, text: _text, language: _language, ...pushed } = drawn;
        messages.push({ type: 'notification.added', userId: event.userId, notification: pushed });
      }
    } else if (event.type === 'sessions.ended') {
      const { type, at: _at, ...ended } = event;
      messages.push({ type, ...ended });
    }
  }
  if (projectIds.length > 0) messages.push({ type: 'project.funding_changed', projectIds: [...new Set(projectIds)] });
  return messages;
}
