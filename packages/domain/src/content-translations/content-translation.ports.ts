import type { AuditLog } from '../ports/audit-log.port.js';
import type { ContentKind, ContentLanguage, ContentTranslation } from './content-translation.js';

/**
 * A machine-translation service (a self-hosted LibreTranslate, docs/i18n.md). Rejects when it cannot answer
 * (down, refused, aborted through `signal`); the caller then keeps the original.
 */
export interface MachineTranslation {
  translate(text: string, target: ContentLanguage, signal: AbortSignal): Promise<string>;
}

/** Machine translations already made, so a text is sent to the service once (per process, for a while). */
export interface TranslationCache {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
}

/** The originals and stored translations of one record. */
export interface ContentTranslationsOf {
  /** Field → its current original (null: the field is empty, nothing to translate). */
  readonly originals: Readonly<Record<string, string | null>>;
  readonly translations: readonly ContentTranslation[];
}

export interface ContentTranslationReader {
  /** The admin's translation of exactly this original text in `language`, the latest saved; null when none. */
  findByOriginal(text: string, language: ContentLanguage): Promise<string | null>;
  /** One record's originals and translations; null when the record does not exist. */
  listFor(kind: ContentKind, entityId: number): Promise<ContentTranslationsOf | null>;
}

export interface ContentTranslationKey {
  readonly kind: ContentKind;
  readonly entityId: number;
  readonly field: string;
  readonly language: ContentLanguage;
}

/** The writes, inside one transaction. */
export interface ContentTranslationStore {
  /** The field's current original, the record's row locked; undefined when the record does not exist. */
  lockOriginal(kind: ContentKind, entityId: number, field: string): Promise<string | null | undefined>;
  find(key: ContentTranslationKey): Promise<ContentTranslation | null>;
  save(translation: ContentTranslation): Promise<void>;
  remove(key: ContentTranslationKey): Promise<void>;
}

/** A translation's change and its audit record are stored together, or neither. */
export interface ContentTranslationsUnitOfWork {
  run<T>(
    work: (tx: { readonly translations: ContentTranslationStore; readonly audit: AuditLog }) => Promise<T>,
  ): Promise<T>;
}
