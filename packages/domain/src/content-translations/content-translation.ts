import { isLanguageCode, LANGUAGE_CODES, type LanguageCode } from '../accounts/language.rules.js';
/**
 * Content in the investor's language (issue 20 item 2; product rules §7; docs/i18n.md, "Content translations").
 * Originals (project, unit, update and developer texts) are written in English; admins may keep a translation
 * of a text field per language, and `/api/translate` serves any dynamic text stored → service → original.
 */

/** The 15 languages of the site's picker (investor spec §2): the site's one list (accounts/language.rules.ts). */
export const CONTENT_LANGUAGES = LANGUAGE_CODES;
export type ContentLanguage = LanguageCode;

/** The language originals are written in: asking for it needs no translation. */
export const ORIGINAL_LANGUAGE: ContentLanguage = 'en';

export const isContentLanguage = isLanguageCode;

/**
 * Which fields of which record carry translations: the prose an investor reads. Names (a developer's, a unit's
 * number), places and figures stay as written: they are proper nouns or data, and a machine would mangle them.
 */
export const TRANSLATABLE_FIELDS = {
  project: ['title', 'description'],
  unit: ['description'],
  update: ['title', 'description'],
  developer: ['description'],
} as const satisfies Record<string, readonly string[]>;

export type ContentKind = keyof typeof TRANSLATABLE_FIELDS;
export const CONTENT_KINDS = Object.keys(TRANSLATABLE_FIELDS) as ContentKind[];

export const isContentKind = (kind: unknown): kind is ContentKind =>
  typeof kind === 'string' && (CONTENT_KINDS as readonly string[]).includes(kind);

export const isTranslatableField = (kind: ContentKind, field: unknown): boolean =>
  typeof field === 'string' && (TRANSLATABLE_FIELDS[kind] as readonly string[]).includes(field);

export const TRANSLATION_LIMITS = {
  /** A stored translation: the longest original (a project's description) with room for longer languages. */
  storedText: 20_000,
  /** One `/api/translate` text: a paragraph of a page, not a document. */
  translateText: 5_000,
} as const;

// Codes of the display currencies and the CFA abbreviations, which read the same in every language.
const CURRENCY_WORDS = /\b(?:USD|GHS|NGN|XOF|XAF|GBP|EUR|CNY|JPY|KRW|F?CFA)\b/g;
// Currency symbols, numbers, punctuation and spaces of any script.
const NOT_WORDS = /[\p{Sc}\p{N}\p{P}\p{S}\p{Z}\s]/gu;

/**
 * Whether a text has words to translate (investor spec §5): empty text, a number, an amount or a currency code
 * alone reads the same in every language, so it is never sent to a service.
 */
export function needsTranslation(text: string): boolean {
  return text.replace(CURRENCY_WORDS, '').replace(NOT_WORDS, '').length > 0;
}

/** A translation an admin keeps for one field of one record in one language. */
export interface ContentTranslation {
  readonly kind: ContentKind;
  readonly entityId: number;
  readonly field: string;
  readonly language: ContentLanguage;
  readonly text: string;
  /** The original it translates, as it was when the translation was saved. */
  readonly sourceText: string;
  readonly updatedAt: Date;
  readonly updatedBy: number | null;
}

/** Where a translated text came from: the order `/api/translate` tries them in. */
export type TranslationSource = 'original' | 'stored' | 'service';

/** A stored translation still translates its field when the original is the one it was saved against. */
export const isTranslationCurrent = (translation: ContentTranslation, original: string | null): boolean =>
  original !== null && translation.sourceText === original;
