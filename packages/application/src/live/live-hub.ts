import type { Clock, LiveMessage, LiveNotification, LiveUpdates } from '@cobuy/domain';
import type { GetProjectFunding, ProjectFunding } from '../catalog/get-project-funding/get-project-funding.use-case.js';
import { LiveQueue } from './live-queue.js';

type SessionsEndedReason = Extract<LiveMessage, { type: 'sessions.ended' }>['reason'];

/** Notifications waiting for a slow reader, at most (older ones are dropped; the list has them). */
const NOTIFICATION_BUFFER = 100;
/** Notification ids each subscriber remembers, so one relayed twice (a retried batch) is pushed once. */
const REMEMBERED_IDS = 200;

interface NotificationSink {
  readonly queue: LiveQueue<LiveNotification>;
  readonly seen: Set<number>;
}

interface HeldSession {
  readonly sessionId: number;
  readonly onEnded: (reason: SessionsEndedReason) => void;
}

export interface LiveHubDeps {
  readonly live: LiveUpdates;
  readonly funding: Pick<GetProjectFunding, 'execute'>;
  readonly clock: Clock;
  readonly onError: (error: unknown) => void;
}

/**
 * This process's side of the live updates: it hears every live message (from any process, through the port) and
 * hands each to the subscribers it holds here: a user's notifications to that user's subscriptions, changed
 * funding to the watchers of that project (read once per change for all of them, never once per watcher), and an
 * ended session to the connections opened with it, which their transport then closes.
 */
export class LiveHub {
  private readonly notifications = new Map<number, Set<NotificationSink>>();
  private readonly funding = new Map<number, Set<LiveQueue<ProjectFunding>>>();
  /** Projects whose figures are being read; `true` when another change came in meanwhile (read once more). */
  private readonly fundingReads = new Map<number, boolean>();
  private readonly sessions = new Map<number, Set<HeldSession>>();
  private readonly gapListeners = new Set<() => void>();
  private readonly pageListeners = new Set<() => void>();
  private stopListening: (() => void) | null = null;

  constructor(private readonly deps: LiveHubDeps) {}

  start(): void {
    this.stopListening ??= this.deps.live.subscribe(
      (message) => this.dispatch(message),
      () => this.gapListeners.forEach((listener) => listener()),
    );
  }

  stop(): void {
    this.stopListening?.();
    this.stopListening = null;
    for (const sinks of this.notifications.values()) for (const sink of [...sinks]) sink.queue.close();
    for (const queues of this.funding.values()) for (const queue of [...queues]) queue.close();
  }

  /** The notifications pushed to `userId` from now on, until the reader returns. */
  notificationsOf(userId: number): AsyncIterableIterator<LiveNotification> {
    const sinks = this.notifications.get(userId) ?? new Set<NotificationSink>();
    this.notifications.set(userId, sinks);
    const sink: NotificationSink = {
      seen: new Set(),
      queue: new LiveQueue<LiveNotification>({
        capacity: NOTIFICATION_BUFFER,
        onClose: () => {
          sinks.delete(sink);
          if (sinks.size === 0 && this.notifications.get(userId) === sinks) this.notifications.delete(userId);
        },
      }),
    };
    sinks.add(sink);
    return sink.queue;
  }

  /** The funding figures of `projectId` each time they change from now on, until the reader returns. */
  fundingOf(projectId: number): AsyncIterableIterator<ProjectFunding> {
    const queues = this.funding.get(projectId) ?? new Set<LiveQueue<ProjectFunding>>();
    this.funding.set(projectId, queues);
    const queue = new LiveQueue<ProjectFunding>({
      capacity: 1,
      latestOnly: true,
      onClose: () => {
        queues.delete(queue);
        if (queues.size === 0 && this.funding.get(projectId) === queues) this.funding.delete(projectId);
      },
    });
    queues.add(queue);
    return queue;
  }

  /**
   * Calls `onEnded` once if session `sessionId` of `userId` ends (from any process) while held. Returns the
   * release, for when the connection closes first.
   */
  holdSession(userId: number, sessionId: number, onEnded: (reason: SessionsEndedReason) => void): () => void {
    const held = this.sessions.get(userId) ?? new Set<HeldSession>();
    this.sessions.set(userId, held);
    const entry: HeldSession = { sessionId, onEnded };
    held.add(entry);
    return () => {
      held.delete(entry);
      if (held.size === 0 && this.sessions.get(userId) === held) this.sessions.delete(userId);
    };
  }

  /** Calls `listener` when messages may have been missed (the port was interrupted and is back). */
  onGap(listener: () => void): () => void {
    this.gapListeners.add(listener);
    return () => this.gapListeners.delete(listener);
  }

  /**
   * Calls `listener` whenever a server-drawn page may show something else: funding changed, what visitors see
   * changed (`pages.changed`), or messages may have been missed (a gap). Returns the function that stops it.
   */
  onPagesChanged(listener: () => void): () => void {
    this.pageListeners.add(listener);
    this.gapListeners.add(listener);
    return () => {
      this.pageListeners.delete(listener);
      this.gapListeners.delete(listener);
    };
  }

  /** How many subscribers and held sessions this process has (for tests and the benchmark). */
  get size(): { notifications: number; funding: number; sessions: number } {
    const count = <T>(map: Map<number, Set<T>>) => [...map.values()].reduce((n, set) => n + set.size, 0);
    return { notifications: count(this.notifications), funding: count(this.funding), sessions: count(this.sessions) };
  }

  private dispatch(message: LiveMessage): void {
    switch (message.type) {
      case 'notification.added':
        this.pushNotification(message.userId, message.notification);
        return;
      case 'project.funding_changed':
        this.pageListeners.forEach((listener) => listener());
        for (const projectId of message.projectIds) {
          if (this.funding.has(projectId)) void this.refreshFunding(projectId);
        }
        return;
      case 'pages.changed':
        this.pageListeners.forEach((listener) => listener());
        return;
      case 'sessions.ended':
        this.endSessions(message);
        return;
    }
  }

  private pushNotification(userId: number, notification: LiveNotification): void {
    for (const sink of this.notifications.get(userId) ?? []) {
      if (sink.seen.has(notification.id)) continue;
      sink.seen.add(notification.id);
      if (sink.seen.size > REMEMBERED_IDS) sink.seen.delete(sink.seen.values().next().value!);
      sink.queue.push(notification);
    }
  }

  private endSessions(message: Extract<LiveMessage, { type: 'sessions.ended' }>): void {
    const held = this.sessions.get(message.userId);
    if (!held) return;
    const ended = (sessionId: number) =>
      message.sessionIds ? message.sessionIds.includes(sessionId) : sessionId !== message.keptSessionId;
    for (const entry of [...held]) {
      if (!ended(entry.sessionId)) continue;
      held.delete(entry);
      entry.onEnded(message.reason);
    }
    if (held.size === 0) this.sessions.delete(message.userId);
  }

  /** Reads the figures once for every watcher here; a change during the read makes one more read after it. */
  private async refreshFunding(projectId: number): Promise<void> {
    if (this.fundingReads.has(projectId)) {
      this.fundingReads.set(projectId, true);
      return;
    }
    this.fundingReads.set(projectId, false);
    try {
      do {
        this.fundingReads.set(projectId, false);
        const ctx = { actor: null, correlationId: `live-funding-${projectId}`, clock: this.deps.clock };
        const result = await this.deps.funding.execute(ctx, { projectId });
        const queues = this.funding.get(projectId);
        if (!queues) break;
        // A project deleted meanwhile: nothing more will change, its watchers end.
        for (const queue of [...queues]) {
          if (result.ok) queue.push(result.value);
          else queue.close();
        }
      } while (this.fundingReads.get(projectId));
    } catch (error) {
      this.deps.onError(error);
    } finally {
      this.fundingReads.delete(projectId);
    }
  }
}
