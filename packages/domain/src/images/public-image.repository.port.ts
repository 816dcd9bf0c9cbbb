import type { AuditLog } from '../ports/audit-log.port.js';
import type { NewPublicImage, PublicImage, PublicImageWithContent } from './public-image.js';

/** Public images as stored: added and read, never changed (no update). */
export interface PublicImageRepository {
  /** Stores the bytes under a new random id; the size and SHA-256 are computed from the bytes. */
  insert(image: NewPublicImage): Promise<PublicImage>;
  /** The image with its bytes; null for an unknown id. */
  findById(id: string): Promise<PublicImageWithContent | null>;
}

/** What the upload touches, in one transaction: the image and its audit entry together. */
export interface PublicImageStore {
  readonly images: PublicImageRepository;
  readonly audit: AuditLog;
}

export interface PublicImageUnitOfWork {
  run<T>(work: (store: PublicImageStore) => Promise<T>): Promise<T>;
  /** A read outside any transaction (one statement). */
  read<T>(work: (images: PublicImageRepository) => Promise<T>): Promise<T>;
}
