import { CONTENT_KINDS, CONTENT_LANGUAGES } from '@cobuy/domain';
import { z } from 'zod';
import { dateTime, id } from './response.schemas.js';

/** POST /api/translate's answer (investor spec §7 reads `translatedText`). */
export const translatedTextJson = z.object({
  translatedText: z.string().meta({ description: 'The text in the language asked for; the original when none' }),
  source: z.enum(['stored', 'service', 'original']).meta({
    description: "Where it came from: an admin's stored translation, the translation service, or the original",
  }),
});

/** One stored translation (presenters/content-translations.presenter.ts). */
export const contentTranslationJson = z.object({
  kind: z.enum(CONTENT_KINDS),
  entityId: id,
  field: z.string(),
  language: z.enum(CONTENT_LANGUAGES),
  text: z.string(),
  sourceText: z.string().meta({ description: 'The original it translates, as it was when saved' }),
  current: z.boolean().meta({ description: 'False once the original has changed since (the translation is stale)' }),
  updatedAt: dateTime,
  updatedBy: id.nullable().meta({ description: 'The admin who saved it (null once that account is gone)' }),
});

export const contentTranslationsJson = z.object({
  originals: z.array(z.object({ field: z.string(), text: z.string().nullable() })),
  translations: z.array(contentTranslationJson),
});

export const clearedJson = z.object({
  cleared: z.boolean().meta({ description: 'False when there was nothing to clear (nothing is recorded then)' }),
});
