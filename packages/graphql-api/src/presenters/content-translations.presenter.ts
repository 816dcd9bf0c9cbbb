import { isTranslationCurrent, type ContentTranslation, type ContentTranslationsOf } from '@cobuy/domain';

/** One stored translation; `current` is false once the original has changed since it was saved. */
export const presentContentTranslation = (t: ContentTranslation, original: string | null) => ({
  kind: t.kind,
  entityId: t.entityId,
  field: t.field,
  language: t.language,
  text: t.text,
  sourceText: t.sourceText,
  current: isTranslationCurrent(t, original),
  updatedAt: t.updatedAt.toISOString(),
  updatedBy: t.updatedBy,
});
export type ContentTranslationJson = ReturnType<typeof presentContentTranslation>;

/** A record's originals (field by field) and its translations: the admin's Translations editor. */
export const presentContentTranslations = (of: ContentTranslationsOf) => ({
  originals: Object.entries(of.originals).map(([field, text]) => ({ field, text })),
  translations: of.translations.map((t) => presentContentTranslation(t, of.originals[t.field] ?? null)),
});
export type ContentTranslationsJson = ReturnType<typeof presentContentTranslations>;
