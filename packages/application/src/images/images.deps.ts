import type { PublicImageUnitOfWork } from '@cobuy/domain';

/** What the image use cases are built from; the composition root supplies the adapter. */
export interface ImagesDeps {
  readonly uow: PublicImageUnitOfWork;
}
