import { z } from 'zod';
import { id } from './response.schemas.js';

/** The delete answer of the project-update calls (presenters/project-updates.presenter.ts). */
export const deletedProjectUpdateJson = z.object({ id, projectId: id, message: z.string() });
