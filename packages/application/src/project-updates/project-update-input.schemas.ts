import {
  isHttpImageUrl,
  PROJECT_UPDATE_DESCRIPTION_MAX,
  PROJECT_UPDATE_IMAGE_URL_MAX,
  PROJECT_UPDATE_TITLE_MAX,
  PROJECT_UPDATE_TYPES,
  type ProjectUpdateFields,
} from '@cobuy/domain';
import { z } from 'zod';
import { idInput } from '../shared/input-schemas.js';
import { PROJECT_UPDATE_MESSAGES as M } from './project-updates-errors.js';

const isAbsent = (value: unknown) => value === undefined || value === null;

/** Required text, trimmed: absent or blank says `missing`; too long says `tooLong`. */
const requiredText = (missing: string, max: number, tooLong: string) =>
  z
    .string({ error: (issue) => (isAbsent(issue.input) ? missing : 'must be text') })
    .transform((s) => s.trim())
    .pipe(z.string().min(1, missing).max(max, tooLong));

const WHOLE_OR_DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A percentage 0-100 as a number, or as the decimal text a form field holds ("45"). Anything else is a 400
 * naming the field, never read as 0 (product rules, issue 11). Stored as a whole number.
 */
const progressPercentage = z
  .unknown()
  .transform((value, ctx) => {
    if (isAbsent(value) || (typeof value === 'string' && value.trim() === '')) {
      ctx.addIssue({ code: 'custom', message: M.progress });
      return z.NEVER;
    }
    const text = typeof value === 'string' ? value.trim() : null;
    const n = typeof value === 'number' ? value : text !== null && WHOLE_OR_DECIMAL.test(text) ? Number(text) : NaN;
    if (!Number.isFinite(n) || n < 0 || n > 100) {
      ctx.addIssue({ code: 'custom', message: M.progressRange });
      return z.NEVER;
    }
    if (!Number.isInteger(n)) {
      ctx.addIssue({ code: 'custom', message: M.progressWhole });
      return z.NEVER;
    }
    return n;
  })
  .meta({ type: ['integer', 'string'], description: 'A whole percentage, 0-100 (a number or its decimal text)' });

/** Optional: absent, null or blank is no image. Otherwise an absolute http(s) address, as every browser loads it. */
const imageUrl = z
  .string({ error: M.imageUrl })
  .nullish()
  .transform((s) => (s?.trim() ? s.trim() : null))
  .pipe(z.string().max(PROJECT_UPDATE_IMAGE_URL_MAX, M.imageUrlTooLong).refine(isHttpImageUrl, M.imageUrl).nullable())
  .meta({ description: 'Optional; an absolute http:// or https:// address' });

/** The update form, as both the post and the edit (PUT: the whole form) receive it. */
const updateFields = {
  title: requiredText(M.title, PROJECT_UPDATE_TITLE_MAX, M.titleTooLong),
  description: requiredText(M.description, PROJECT_UPDATE_DESCRIPTION_MAX, M.descriptionTooLong),
  progressPercentage,
  // Not among the spec's required fields: a form that sends none posts a progress report.
  updateType: z
    .enum(PROJECT_UPDATE_TYPES, { error: M.updateType })
    .nullish()
    .transform((type) => type ?? 'progress'),
  imageUrl,
};

export const postProjectUpdateInput = z.object({ projectId: idInput, ...updateFields });
export type PostProjectUpdateInput = z.output<typeof postProjectUpdateInput>;

export const editProjectUpdateInput = z.object({ projectId: idInput, updateId: idInput, ...updateFields });
export type EditProjectUpdateInput = z.output<typeof editProjectUpdateInput>;

export const projectUpdateIdInput = z.object({ projectId: idInput, updateId: idInput });
export type ProjectUpdateIdInput = z.output<typeof projectUpdateIdInput>;

/** The stored fields of a validated form (the ids are not fields). */
export const projectUpdateFieldsOf = (input: PostProjectUpdateInput): ProjectUpdateFields => ({
  title: input.title,
  description: input.description,
  progressPercentage: input.progressPercentage,
  updateType: input.updateType,
  imageUrl: input.imageUrl,
});
