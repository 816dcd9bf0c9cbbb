import type { DeveloperUnitOfWork } from '@cobuy/domain';

/** What the developer use cases are built from; the composition root supplies the adapter. */
export interface DevelopersDeps {
  readonly uow: DeveloperUnitOfWork;
}
