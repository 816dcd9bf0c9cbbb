import type { LocalizedText } from '../i18n/localized-text.js';

/** How a notification is styled in the bell's panel (investor spec §2); one list, read by the API enums. */
export const NOTIFICATION_TYPES = ['milestone', 'alert', 'completion', 'other'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Bounds of the stored text (the table checks them too). */
export const NOTIFICATION_LIMITS = { title: 200, message: 1000 } as const;

/** A list answers at most this many notifications, newest first; older ones are reached with `before`. */
export const NOTIFICATION_PAGE = { default: 50, max: 100 } as const;

/** What the rules decide for one person: the text, its styling, and the key that makes it once. */
export interface NotificationDraft {
  readonly userId: number;
  readonly type: NotificationType;
  readonly title: string;
  readonly message: string;
  /**
   * What made it, stable across retries (`event:<outbox id>`): one source makes at most one notification per
   * person, which the store enforces with a unique index.
   */
  readonly sourceKey: string;
  /**
   * The same title and message by catalog id and values (docs/i18n.md, "On the server"), drawn in the reader's
   * language when read; absent on notifications made before the catalogs, which then show their English.
   */
  readonly text?: { readonly title: LocalizedText; readonly message: LocalizedText };
}

/** A stored notification (investor spec §3: id, title, message, type, isRead, createdAt). */
export interface Notification extends NotificationDraft {
  readonly id: number;
  readonly isRead: boolean;
  readonly createdAt: Date;
}
