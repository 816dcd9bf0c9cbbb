import type { LanguageCode } from '../accounts/language.rules.js';

/**
 * A value put into a message. Plain text and numbers go in as they are; the others are formatted in the reader's
 * language when the message is drawn: an amount with its currency, an instant (written in Accra time, GMT, with
 * the zone named), a calendar day of Accra (`YYYY-MM-DD`), or a message of its own. Plain JSON, so a stored
 * notification keeps what it needs to be drawn again in another language.
 */
export type MessageArgument =
  | string
  | number
  | { readonly money: string; readonly currency: string }
  | { readonly at: string }
  | { readonly day: string }
  | { readonly text: LocalizedText };

/** A message of the server's catalogs by id, with its values: drawn in a language by a `MessageRenderer`. */
export interface LocalizedText {
  readonly id: string;
  readonly values?: Readonly<Record<string, MessageArgument>>;
}

/** Draws the server's messages (mails, notifications, error texts) in one of the site's languages. */
export interface MessageRenderer {
  render(language: LanguageCode, text: LocalizedText): string;
}

export const localized = (id: string, values?: Readonly<Record<string, MessageArgument>>): LocalizedText =>
  values ? { id, values } : { id };
