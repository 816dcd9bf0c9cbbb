import { PUBLIC_IMAGE_MAX_BYTES } from '@cobuy/domain';
import { z } from 'zod';

/** The upload's messages, shown under the field; the web form checks the same rules with the same words. */
export const IMAGE_MESSAGES = {
  required: 'Choose an image file to upload',
  type: 'must be a JPEG, PNG, WebP or AVIF image',
  tooLarge: `must be at most ${PUBLIC_IMAGE_MAX_BYTES / (1024 * 1024)} MB`,
} as const;

/** The relative address an uploaded image is served at (what the forms store as an image URL). */
export const publicImagePath = (id: string): string => `/api/images/${id}`;

/** Exactly `/api/images/<uuid>` (lower-case hex): the only relative address an image URL field takes. */
export const PUBLIC_IMAGE_PATH = /^\/api\/images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * An uploaded file as a transport hands it over. The type the transport decided is not trusted here: the use
 * case reads the bytes' magic numbers itself (`sniffPublicImageType`).
 */
const uploadedFile = z.custom<{ content: Uint8Array }>(
  (v) => typeof v === 'object' && v !== null && (v as { content?: unknown }).content instanceof Uint8Array,
  {
    error: (issue) => (issue.input === undefined || issue.input === null ? IMAGE_MESSAGES.required : 'must be a file'),
  },
);

export const uploadImageInput = z.object({ image: uploadedFile });
export type UploadImageInput = z.output<typeof uploadImageInput>;

export const getImageInput = z.object({
  // Any text: an id that is not one of ours is simply not found (404), never a 400 that tells ids apart.
  id: z.string({ error: 'is required' }).max(100, 'is not an image id'),
});
export type GetImageInput = z.output<typeof getImageInput>;
