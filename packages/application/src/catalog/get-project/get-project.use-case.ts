import { err, ok, type Result } from '@cobuy/domain';
import type { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import { listedProject, type ListedProject } from '../list-projects/project-list.read-model.js';
import { projectIdInput, projectNotFound, type ProjectIdInput } from '../project-id-input.js';
import type { ProjectPageReadModel } from './project-page.read-model.js';

/**
 * One project as the project page shows it, in the shape the APIs send (its read model: the project and its unit
 * summary, two statements), with its statistics worked out when asked for; PROJECT.NOT_FOUND when there is none.
 */
export class GetProject implements UseCase<ProjectIdInput, ListedProject> {
  readonly name = 'GetProject';
  readonly access = 'public';
  readonly input = projectIdInput;

  constructor(private readonly deps: { projectPage: ProjectPageReadModel }) {}

  async execute(_ctx: RequestContext, input: ProjectIdInput): Promise<Result<ListedProject, AppError>> {
    const row = await this.deps.projectPage.findProject(input.projectId);
    return row ? ok(listedProject(row)) : err(projectNotFound(input.projectId));
  }
}
