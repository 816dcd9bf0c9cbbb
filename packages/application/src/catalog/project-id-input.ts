import { err, ok, type CatalogReadRepository, type Project, type Result } from '@cobuy/domain';
import { z } from 'zod';
import { appError, type AppError } from '../shared/app-error.js';
import { idInput } from '../shared/input-schemas.js';

export const projectIdInput = z.object({ projectId: idInput });
export type ProjectIdInput = z.output<typeof projectIdInput>;

/** Loads a project or answers PROJECT.NOT_FOUND (a 404 with `{ message }` over REST). */
export async function findProjectOrFail(
  catalog: CatalogReadRepository,
  projectId: number,
): Promise<Result<Project, AppError>> {
  const project = await catalog.findProject(projectId);
  return project ? ok(project) : err(projectNotFound(projectId));
}

/** PROJECT.NOT_FOUND for `projectId`, as every catalog read answers it. */
export const projectNotFound = (projectId: number): AppError =>
  appError('PROJECT.NOT_FOUND', 'Project not found', { details: { projectId } });
