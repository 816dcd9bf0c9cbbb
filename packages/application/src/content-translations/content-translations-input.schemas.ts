import {
  CONTENT_KINDS,
  CONTENT_LANGUAGES,
  isContentKind,
  isContentLanguage,
  isTranslatableField,
  ORIGINAL_LANGUAGE,
  TRANSLATABLE_FIELDS,
  TRANSLATION_LIMITS,
  type ContentKind,
  type ContentLanguage,
} from '@cobuy/domain';
import { z } from 'zod';
import { idInput } from '../shared/input-schemas.js';

const languageInput = z
  .string({ error: 'must be a language code' })
  .refine(isContentLanguage, { message: `must be one of ${CONTENT_LANGUAGES.join(', ')}` })
  .transform((code) => code as ContentLanguage)
  .meta({ description: `One of ${CONTENT_LANGUAGES.join(', ')}` });

/** POST /api/translate and `translation`: one dynamic text and the language wanted (investor spec §7). */
export const translateTextInput = z.object({
  text: z
    .string({ error: 'must be text' })
    .max(TRANSLATION_LIMITS.translateText, `must be at most ${TRANSLATION_LIMITS.translateText} characters`),
  targetLanguage: languageInput,
});
export type TranslateTextInput = z.output<typeof translateTextInput>;

const kindInput = z
  .string({ error: 'must be a content kind' })
  .refine(isContentKind, { message: `must be one of ${CONTENT_KINDS.join(', ')}` })
  .transform((kind) => kind as ContentKind)
  .meta({ description: `One of ${CONTENT_KINDS.join(', ')}` });

/** One record whose translations an admin reads. */
export const contentRecordInput = z.object({ kind: kindInput, entityId: idInput });
export type ContentRecordInput = z.output<typeof contentRecordInput>;

const fieldsDescription = Object.entries(TRANSLATABLE_FIELDS)
  .map(([kind, fields]) => `${kind}: ${fields.join(', ')}`)
  .join('; ');

const keyShape = {
  ...contentRecordInput.shape,
  field: z.string({ error: 'must be a field name' }).meta({ description: `Translatable fields: ${fieldsDescription}` }),
  language: languageInput.refine((code) => code !== ORIGINAL_LANGUAGE, {
    message: 'English is the language of the originals: edit the original instead',
  }),
};

/** The field must be one the record's kind translates (checked once kind and field are both read). */
function translatableField(input: { kind: ContentKind; field: string }, ctx: z.RefinementCtx): void {
  // A refused kind is reported on its own (refinements run on, so the kind may still be any text here).
  if (!isContentKind(input.kind)) return;
  if (!isTranslatableField(input.kind, input.field)) {
    ctx.addIssue({
      code: 'custom',
      path: ['field'],
      message: `must be one of ${TRANSLATABLE_FIELDS[input.kind].join(', ')} for a ${input.kind}`,
    });
  }
}

/** One field's translation in one language (English is the originals' own language, never stored). */
export const contentTranslationKeyInput = z.object(keyShape).superRefine(translatableField);
export type ContentTranslationKeyInput = z.output<typeof contentTranslationKeyInput>;

/** PUT …/content-translations/{kind}/{entityId}/{field}/{language} and `setContentTranslation`. */
export const setContentTranslationInput = z
  .object({
    ...keyShape,
    text: z
      .string({ error: 'must be text' })
      .trim()
      .min(1, { error: 'must not be empty (clear the translation instead)' })
      .max(TRANSLATION_LIMITS.storedText, `must be at most ${TRANSLATION_LIMITS.storedText} characters`),
  })
  .superRefine(translatableField);
export type SetContentTranslationInput = z.output<typeof setContentTranslationInput>;
