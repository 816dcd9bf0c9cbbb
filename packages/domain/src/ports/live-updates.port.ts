import type { LanguageCode } from '../accounts/language.rules.js';
import type { LocalizedText } from '../i18n/localized-text.js';
import type { NotificationType } from '../notifications/notification.js';
import type { DomainEvent } from './event-publisher.port.js';
import type { EventFeed } from './event-feed.port.js';

/** A notification as it is pushed (investor spec §3): plain JSON, the same over every channel and process. */
export interface LiveNotification {
  readonly id: number;
  readonly title: string;
  readonly message: string;
  readonly type: NotificationType;
  readonly isRead: boolean;
  /** ISO 8601. */
  readonly createdAt: string;
}

/** A stored notification as the relay reads it, before it is drawn for its owner and pushed. */
export type RelayedNotification = LiveNotification & {
  readonly userId: number;
  readonly text?: { readonly title: LocalizedText; readonly message: LocalizedText };
  readonly language: LanguageCode | null;
};

type SessionsEnded = Extract<DomainEvent, { type: 'sessions.ended' }>;

/**
 * Everything the live connections carry, in one place (conventions §8). The messages are plain JSON because they
 * cross processes (Redis); each names whom it concerns, and each process hands it to the sockets it holds.
 */
export type LiveMessage =
  | {
      /** A stored notification for `userId`: pushed to every live connection of that user. */
      readonly type: 'notification.added';
      readonly userId: number;
      readonly notification: LiveNotification;
    }
  | {
      /** The funding figures of these projects changed: whoever watches one reads them again. */
      readonly type: 'project.funding_changed';
      readonly projectIds: readonly number[];
    }
  | {
      /**
       * What visitors see on the server-drawn pages changed (the catalog, a unit, an update, a developer, the
       * rates): every process drops the pages it keeps (docs/web-performance.md, "Drawn pages from a cache").
       */
      readonly type: 'pages.changed';
    }
  | {
      /** Sessions of `userId` ended (see the domain event): their live connections are closed. */
      readonly type: 'sessions.ended';
      readonly userId: number;
      readonly sessionIds: readonly number[] | null;
      readonly keptSessionId: number | null;
      readonly reason: SessionsEnded['reason'];
    };

/**
 * Live updates between the server processes: what one publishes, every process (itself included) hears, at most
 * once and in the order published. Nothing is stored: a message published while a process cannot hear is lost to
 * it, which is why the stored notification lists are the record and live messages only a nudge.
 */
export interface LiveUpdates {
  /** Hands the messages to every process; rejects when they cannot be handed on (Redis unreachable). */
  publish(messages: readonly LiveMessage[]): Promise<void>;
  /**
   * Hears every message published from now on. `onGap` is called when hearing resumes after an interruption
   * (messages may have been missed meanwhile). Returns the function that stops listening.
   */
  subscribe(listener: (message: LiveMessage) => void, onGap?: () => void): () => void;
}

/** What the relay reads, bound to one transaction: the outbox and the facts a live message needs. */
export interface LiveRelayStore {
  readonly feed: EventFeed;
  /**
   * The notifications with these ids (absent: deleted since), for their pushed form: each with its owner, the
   * catalog ids it was made from (none for one made before the catalogs) and the owner's chosen language (null
   * for none), so it is pushed in the language the owner reads it in.
   */
  findNotifications(ids: readonly number[]): Promise<RelayedNotification[]>;
  /** The projects the units with these ids belong to (units deleted since are left out). */
  projectIdsOfUnits(unitIds: readonly number[]): Promise<number[]>;
}

export interface LiveRelayUnitOfWork {
  run<T>(work: (store: LiveRelayStore) => Promise<T>): Promise<T>;
}
