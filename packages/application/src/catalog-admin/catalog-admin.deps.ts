import type { CatalogAdminUnitOfWork } from '@cobuy/domain';

/** What the admin project and unit use cases are built from; the composition root supplies the adapter. */
export interface CatalogAdminDeps {
  readonly uow: CatalogAdminUnitOfWork;
}
