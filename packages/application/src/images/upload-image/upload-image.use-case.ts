import { err, ok, PUBLIC_IMAGE_MAX_BYTES, sniffPublicImageType, type Result } from '@cobuy/domain';
import { appError, type AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import { IMAGE_MESSAGES, publicImagePath, uploadImageInput, type UploadImageInput } from '../image-input.schemas.js';
import type { ImagesDeps } from '../images.deps.js';

/** What an upload answers: where the image is served, and what was stored. */
export interface UploadedImage {
  readonly id: string;
  /** `/api/images/<id>`: relative, so it works on any host the site is served from. */
  readonly url: string;
  readonly contentType: string;
  readonly byteSize: number;
}

/**
 * An admin uploads a public picture (a project's or a unit's image): JPEG, PNG, WebP or AVIF, decided from the
 * bytes here (whatever the transport or the client said), at most 5 MB. The image and one audit record
 * (`image.uploaded`: type, size, SHA-256) are written in one transaction.
 */
export class UploadImage implements UseCase<UploadImageInput, UploadedImage> {
  readonly name = 'images.upload';
  readonly access = 'admin' as const;
  readonly input = uploadImageInput;
  constructor(private readonly deps: ImagesDeps) {}

  async execute(ctx: RequestContext, input: UploadImageInput): Promise<Result<UploadedImage, AppError>> {
    const content = input.image.content;
    if (content.byteLength > PUBLIC_IMAGE_MAX_BYTES) {
      return err(
        appError('UPLOAD.TOO_LARGE', `Each file may be at most ${PUBLIC_IMAGE_MAX_BYTES / (1024 * 1024)} MB`, {
          fields: { image: IMAGE_MESSAGES.tooLarge },
        }),
      );
    }
    const contentType = sniffPublicImageType(content);
    if (!contentType) {
      return err(appError('VALIDATION.INVALID_INPUT', 'Invalid input', { fields: { image: IMAGE_MESSAGES.type } }));
    }
    return this.deps.uow.run(async (store) => {
      const image = await store.images.insert({
        content,
        contentType,
        uploadedBy: ctx.actor?.userId ?? null,
        uploadedAt: ctx.clock.now(),
      });
      await store.audit.record({
        actorId: ctx.actor?.userId ?? null,
        action: 'image.uploaded',
        entity: 'image',
        entityId: image.id,
        before: null,
        after: { contentType: image.contentType, byteSize: image.byteSize, sha256: image.sha256 },
        at: image.uploadedAt,
        correlationId: ctx.correlationId,
      });
      return ok({
        id: image.id,
        url: publicImagePath(image.id),
        contentType: image.contentType,
        byteSize: image.byteSize,
      });
    });
  }
}
