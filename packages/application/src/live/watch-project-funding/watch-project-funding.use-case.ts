import { ok, type CatalogReadRepository, type Result } from '@cobuy/domain';
import type { ProjectFunding } from '../../catalog/get-project-funding/get-project-funding.use-case.js';
import { findProjectOrFail, projectIdInput, type ProjectIdInput } from '../../catalog/project-id-input.js';
import type { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import type { LiveHub } from '../live-hub.js';

/**
 * Opens the push of a project's funding figures (GraphQL `projectFundingChanged`): public, like the project page;
 * an unknown project is PROJECT.NOT_FOUND, as for its page.
 */
export class WatchProjectFunding implements UseCase<ProjectIdInput, AsyncIterableIterator<ProjectFunding>> {
  readonly name = 'live.watchProjectFunding';
  readonly access = 'public' as const;
  readonly input = projectIdInput;

  constructor(
    private readonly deps: { readonly catalog: CatalogReadRepository; readonly hub: Pick<LiveHub, 'fundingOf'> },
  ) {}

  async execute(
    _ctx: RequestContext,
    input: ProjectIdInput,
  ): Promise<Result<AsyncIterableIterator<ProjectFunding>, AppError>> {
    const found = await findProjectOrFail(this.deps.catalog, input.projectId);
    if (!found.ok) return found;
    return ok(this.deps.hub.fundingOf(input.projectId));
  }
}
