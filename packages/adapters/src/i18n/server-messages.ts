import {
  DEFAULT_LANGUAGE,
  type LanguageCode,
  type LocalizedText,
  type MessageArgument,
  type MessageRenderer,
} from '@cobuy/domain';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { SERVER_CATALOGS } from './catalogs.js';
import { fieldReasonText } from './field-reasons.js';
import { successText } from './success-messages.js';

/** Accra keeps GMT all year; its zone is named so a reader abroad knows which clock a time is on. */
const ACCRA = 'Africa/Accra';

/** English dates are written the British way, as Ghana does ("2 Mar 2026, 09:15"), not the American one. */
const dateLocale = (language: LanguageCode): string => (language === 'en' ? 'en-GB' : language);

/** Told of a message that could not be formatted (the catalog test keeps that from shipping). */
export type MessageErrorListener = (error: unknown, language: LanguageCode) => void;

/**
 * The server's text in the reader's language, through FormatJS (the same ICU MessageFormat and Intl as the web
 * app): mails, notifications and the error messages of the API. Money goes through Intl's currency format in the
 * language; an instant is written in Accra time with "GMT" said; a day is a day of Accra.
 */
export class ServerMessages implements MessageRenderer {
  private readonly cache = createIntlCache();
  private readonly intls = new Map<LanguageCode, IntlShape>();

  constructor(private readonly onError: MessageErrorListener = () => {}) {}

  /** One FormatJS instance per language, English under every catalog so a missing id still says something. */
  private intlOf(language: LanguageCode): IntlShape {
    let intl = this.intls.get(language);
    if (!intl) {
      intl = createIntl(
        {
          locale: language,
          defaultLocale: DEFAULT_LANGUAGE,
          messages: { ...SERVER_CATALOGS.en, ...SERVER_CATALOGS[language] },
          onError: (error) => this.onError(error, language),
        },
        this.cache,
      );
      this.intls.set(language, intl);
    }
    return intl;
  }

  /** The message `id` in `language`, its arguments formatted in that language. */
  format(language: LanguageCode, id: string, values: Readonly<Record<string, MessageArgument>> = {}): string {
    const intl = this.intlOf(language);
    const formatted = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, this.argument(language, v)]));
    return intl.formatMessage({ id }, formatted);
  }

  render(language: LanguageCode, text: LocalizedText): string {
    return this.format(language, text.id, text.values);
  }

  /** The catalog's text for an error code, or null when it has none (the English message then stays). */
  errorMessage(language: LanguageCode, code: string): string | null {
    const id = `errors.${code}`;
    return id in SERVER_CATALOGS.en ? this.format(language, id) : null;
  }

  /**
   * A field reason of a 400 (`fields`) in a language: the catalog's `validation.*` message the English reason says,
   * with its figures, or null when the catalogs do not know the reason or it cannot be drawn (English then stays:
   * a reason is never worth a 500).
   */
  fieldReason(language: LanguageCode, reason: string): string | null {
    try {
      const text = fieldReasonText(reason);
      return text ? this.format(language, text.id, text.values) : null;
    } catch (error) {
      this.onError(error, language);
      return null;
    }
  }

  /**
   * A confirmation (`{message}` of a done action) in a language: the catalog's `success.*` message the English one
   * says, or null when the catalogs do not know it or it cannot be drawn (English then stays).
   */
  successMessage(language: LanguageCode, message: string): string | null {
    try {
      const text = successText(message);
      return text ? this.format(language, text.id, text.values) : null;
    } catch (error) {
      this.onError(error, language);
      return null;
    }
  }

  money(language: LanguageCode, amount: string, currency: string): string {
    const value = Number(amount);
    if (!Number.isFinite(value)) return `${currency} ${amount}`;
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(value);
  }

  /** "2 Mar 2026, 09:15 Accra time (GMT)" in the language. */
  accraTime(language: LanguageCode, at: Date, id = 'mail.accraTime'): string {
    const time = new Intl.DateTimeFormat(dateLocale(language), {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: ACCRA,
    });
    return this.intlOf(language).formatMessage({ id }, { time: time.format(at) });
  }

  /** A calendar day (`YYYY-MM-DD`, or the Accra day of an instant) in the language: "2 Mar 2026". */
  day(language: LanguageCode, day: string | Date): string {
    const at = typeof day === 'string' ? new Date(`${day}T12:00:00Z`) : day;
    if (Number.isNaN(at.getTime())) return String(day);
    return new Intl.DateTimeFormat(dateLocale(language), { dateStyle: 'medium', timeZone: ACCRA }).format(at);
  }

  private argument(language: LanguageCode, value: MessageArgument): string | number {
    if (typeof value === 'string' || typeof value === 'number') return value;
    if ('money' in value) return this.money(language, value.money, value.currency);
    if ('at' in value) return this.accraTime(language, new Date(value.at), 'notifications.accraTime');
    if ('day' in value) return this.day(language, value.day);
    return this.render(language, value.text);
  }
}
