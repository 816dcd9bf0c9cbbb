import {
  NOTIFICATION_LIMITS,
  NOTIFICATION_PAGE,
  ok,
  type LanguageCode,
  type MessageRenderer,
  type Notification,
  type Result,
} from '@cobuy/domain';
import { z } from 'zod';
import type { AppError } from '../../shared/app-error.js';
import { idInput } from '../../shared/input-schemas.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import type { NotificationsDeps } from '../notifications.deps.js';

/**
 * A notification in the reader's language, drawn when it is read from its stored catalog ids and values, so a
 * change of language applies to the old ones too. English, and notifications made before the catalogs, keep the
 * text stored when they were made.
 */
function inReadersLanguage(
  n: Notification,
  language: LanguageCode | undefined,
  messages: MessageRenderer | undefined,
): Notification {
  if (!language || language === 'en' || !n.text || !messages) return n;
  return {
    ...n,
    title: fit(messages.render(language, n.text.title), NOTIFICATION_LIMITS.title),
    message: fit(messages.render(language, n.text.message), NOTIFICATION_LIMITS.message),
  };
}

const fit = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

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
    return ok(stored.map((n) => inReadersLanguage(n, ctx.language, this.deps.messages)));
  }
}
