import type { EventFeed } from '../ports/event-feed.port.js';
import type { EventPublisher } from '../ports/event-publisher.port.js';
import type { Notification, NotificationDraft } from './notification.js';

/** One page of a person's notifications: newest first, at most `limit`, only ids below `before` when given. */
export interface NotificationPageQuery {
  readonly userId: number;
  readonly limit: number;
  readonly before?: number;
}

/** Notifications as stored. Every read and write names the owner, so a row is only touched for its owner. */
export interface NotificationRepository {
  /**
   * Stores the drafts made at `at`; a draft whose (userId, sourceKey) is already stored is skipped. Returns
   * the rows actually created.
   */
  insertMany(drafts: readonly NotificationDraft[], at: Date): Promise<Notification[]>;
  listByUser(query: NotificationPageQuery): Promise<Notification[]>;
  countUnread(userId: number): Promise<number>;
  findById(id: number): Promise<Notification | null>;
  /** Marks the owner's notification read; false when there is no such notification of that owner. */
  markRead(id: number, userId: number): Promise<boolean>;
  /** Marks every unread notification of the owner read; returns how many changed. */
  markAllRead(userId: number): Promise<number>;
}

/** What a subject of an event is called in a message ("East Legon Heights, unit A-12"). */
export interface NotificationSubject {
  readonly projectTitle: string;
  /** Null for an application without a unit, or a project. */
  readonly unitNumber: string | null;
}

/** The ids an event batch names, to be described in one look-up. */
export interface SubjectIds {
  readonly applicationIds: readonly number[];
  readonly investmentIds: readonly number[];
  readonly unitIds: readonly number[];
  readonly projectIds: readonly number[];
}

/** Names of the things events point at, keyed by id (absent: the record no longer exists). */
export interface SubjectBook {
  readonly applications: ReadonlyMap<number, NotificationSubject>;
  readonly investments: ReadonlyMap<number, NotificationSubject>;
  readonly units: ReadonlyMap<number, NotificationSubject>;
  readonly projects: ReadonlyMap<number, NotificationSubject>;
}

/** Who else an event concerns, read when it is consumed. */
export interface NotificationAudience {
  /** Every active admin's id, now. */
  activeAdminIds(): Promise<number[]>;
  describe(ids: SubjectIds): Promise<SubjectBook>;
}

/** What the notification consumer touches, bound to one transaction. */
export interface NotificationStore {
  readonly feed: EventFeed;
  readonly notifications: NotificationRepository;
  readonly audience: NotificationAudience;
  /** `notification.created` for each stored row, in the same transaction (the live channel relays them). */
  readonly events: EventPublisher;
}

/** Runs work in one transaction: all of it is stored, or none of it (a thrown error rolls back). */
export interface NotificationsUnitOfWork {
  run<T>(work: (store: NotificationStore) => Promise<T>): Promise<T>;
}
