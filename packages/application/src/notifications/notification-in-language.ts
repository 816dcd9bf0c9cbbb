import { NOTIFICATION_LIMITS, type LanguageCode, type LocalizedText, type MessageRenderer } from '@cobuy/domain';

/** What a notification needs to be drawn in a language: its stored English and the catalog ids it was made from. */
interface DrawableNotification {
  readonly title: string;
  readonly message: string;
  readonly text?: { readonly title: LocalizedText; readonly message: LocalizedText };
}

const fit = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/**
 * A notification in the reader's language, drawn from its stored catalog ids and values (docs/i18n.md, "On the
 * server"): the one place both the stored list (read) and the live push (`/ws`, `notificationAdded`) draw it, so
 * a change of language applies to the old ones too. English, and notifications made before the catalogs, keep the
 * text stored when they were made; so does one whose text cannot be drawn (a push is never lost to a catalog).
 */
export function notificationInLanguage<N extends DrawableNotification>(
  n: N,
  language: LanguageCode | null | undefined,
  messages: MessageRenderer | undefined,
): N {
  if (!language || language === 'en' || !n.text || !messages) return n;
  try {
    return {
      ...n,
      title: fit(messages.render(language, n.text.title), NOTIFICATION_LIMITS.title),
      message: fit(messages.render(language, n.text.message), NOTIFICATION_LIMITS.message),
    };
  } catch {
    return n;
  }
}
