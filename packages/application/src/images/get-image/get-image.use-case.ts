import { err, ok, type Result } from '@cobuy/domain';
import { appError, type AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import { getImageInput, type GetImageInput } from '../image-input.schemas.js';
import type { ImagesDeps } from '../images.deps.js';

/** An image to send: its bytes, the type decided when it was uploaded, and a name for a saved copy. */
export interface PublicImageDownload {
  readonly content: Uint8Array;
  readonly contentType: string;
  readonly downloadName: string;
  /** Never changes under its id: the transport may let every cache keep it for ever. */
  readonly immutable: true;
}

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

/** Anyone reads an uploaded image by its id (they are the public pages' pictures); unknown ids are not found. */
export class GetImage implements UseCase<GetImageInput, PublicImageDownload> {
  readonly name = 'images.get';
  readonly access = 'public' as const;
  readonly input = getImageInput;
  constructor(private readonly deps: ImagesDeps) {}

  async execute(_ctx: RequestContext, input: GetImageInput): Promise<Result<PublicImageDownload, AppError>> {
    const image = await this.deps.uow.read((images) => images.findById(input.id));
    if (!image) return err(appError('RESOURCE.NOT_FOUND', 'No such image', { details: { imageId: input.id } }));
    return ok({
      content: image.content,
      contentType: image.contentType,
      downloadName: `image-${image.id}.${EXTENSIONS[image.contentType] ?? 'bin'}`,
      immutable: true,
    });
  }
}
