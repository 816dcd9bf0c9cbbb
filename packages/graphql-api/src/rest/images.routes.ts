import { PUBLIC_IMAGE_MAX_BYTES } from '@cobuy/domain';
import { z } from 'zod';
import type { AppServices } from '../composition-root.js';
import { asIs, defineFileRoute, defineRoute, type RestRoute } from './rest-route.js';

/** The upload's answer (UploadImage's result as it is). */
const uploadedImageJson = z.object({
  id: z.string().meta({ description: 'A random UUID' }),
  url: z.string().meta({ description: 'Where the image is served: `/api/images/<id>`, the value for `imageUrl`' }),
  contentType: z.enum(['image/jpeg', 'image/png', 'image/webp', 'image/avif']),
  byteSize: z.number().int().positive(),
});

/**
 * Public images (issue 11 item 1: "image upload or URL" in the admin's Project and Unit forms; docs/api.md).
 * Part of the one route table (api.routes.ts). Multipart over GraphQL is not set up, so the upload is REST only;
 * the GraphQL mutations take the returned url as `imageUrl`.
 */
export function imageRoutes(services: AppServices): readonly RestRoute[] {
  const { images } = services;
  const tags = ['Images'];
  return [
    defineRoute({
      method: 'post',
      path: '/uploads/images',
      useCase: images.upload,
      operationId: 'uploadImage',
      input: { multipart: { fields: [], files: { image: 'public-image' }, maxFileBytes: PUBLIC_IMAGE_MAX_BYTES } },
      status: 201,
      present: asIs,
      summary: 'Upload a public image for a project or a unit (admins only)',
      description:
        'multipart/form-data with one file field, `image`. JPEG, PNG, WebP or AVIF, decided from the bytes ' +
        '(a wrong type is 400 on `image`), at most 5 MB (413, refused while streaming). Stored unencrypted ' +
        '(it is public) and never changed; audited as `image.uploaded`. Put the answered `url` in `imageUrl`.',
      tags,
      response: { description: 'The stored image and its address', schema: uploadedImageJson },
      errors: ['UPLOAD.TOO_LARGE', 'UPLOAD.NOT_MULTIPART'],
    }),
    defineFileRoute({
      method: 'get',
      path: '/images/:id',
      useCase: images.get,
      operationId: 'getImage',
      input: { path: { id: 'id' } },
      summary: 'An uploaded image (public)',
      description:
        'The bytes with the type decided at upload, `nosniff`, and `Cache-Control: public, max-age=31536000, ' +
        'immutable`: an id never names other bytes. Unknown ids are 404 (JSON).',
      tags,
      response: { description: 'The image', contentType: 'image/*' },
      errors: ['RESOURCE.NOT_FOUND'],
    }),
  ];
}
