import type { ProjectUpdateUnitOfWork } from '@cobuy/domain';

/** What the project-update use cases are built from; the composition root supplies the adapter. */
export interface ProjectUpdatesDeps {
  readonly uow: ProjectUpdateUnitOfWork;
}
