import { z } from 'zod';
import { dateTime, developerJson, id } from './response.schemas.js';

/** The Developer Management calls' answers (presenters/developers.presenter.ts), for the OpenAPI document. */

export const adminDeveloperJson = developerJson.extend({
  linkedProjects: z
    .number()
    .int()
    .nonnegative()
    .meta({ description: 'Projects naming this developer; while any do, it cannot be deleted (set it Inactive)' }),
  createdAt: dateTime,
  updatedAt: dateTime,
});

export const deletedDeveloperJson = z.object({ id, name: z.string(), message: z.string() });
