import { readRestFailure, type ApiFailure } from '../../lib/api-error';
import { fieldMessage } from '../forms/field-message';

/*
 * The admin's image upload (POST /api/uploads/images, multipart field `image`; docs/api.md). The server decides
 * the type from the bytes and answers `{ id, url, contentType, byteSize }`; the form stores `url` as the image
 * address. The checks here only spare a doomed upload, with the server's own words. Messages are catalog ids
 * (`adminCatalog.image.*`, `apiError.network`) or the server's own text, drawn by `formatFieldMessage`.
 */

const UPLOAD_PATH = '/api/uploads/images';

/** What the file picker offers; the server accepts exactly these, read from the file's bytes. */
export const IMAGE_UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';
const ACCEPTED_TYPES = IMAGE_UPLOAD_ACCEPT.split(',');
const MAX_BYTES = 5 * 1024 * 1024;

/** The server's field messages (`fields.image`), each after the field's name. */
const IMAGE_UPLOAD_MESSAGES = {
  type: 'adminCatalog.image.type',
  tooLarge: 'adminCatalog.image.tooLarge',
  failed: 'adminCatalog.image.failed',
  network: 'apiError.network',
} as const;

/** The server's words on `fields.image` that the catalog has in every language. */
const KNOWN_REASONS: Record<string, string> = {
  'must be a JPEG, PNG, WebP or AVIF image': IMAGE_UPLOAD_MESSAGES.type,
  'must be at most 5 MB': IMAGE_UPLOAD_MESSAGES.tooLarge,
};

/**
 * Why this file would be refused, or null. A type the browser does not name (some systems give AVIF no type) is
 * left to the server, which reads the bytes anyway.
 */
export function checkImageFile(file: { readonly size: number; readonly type: string }): string | null {
  if (file.type && !ACCEPTED_TYPES.includes(file.type)) return IMAGE_UPLOAD_MESSAGES.type;
  if (file.size > MAX_BYTES) return IMAGE_UPLOAD_MESSAGES.tooLarge;
  return null;
}

/** The message to show for a refused upload: the server's word on the field, else its message. */
function uploadFailureMessage(failure: ApiFailure): string {
  if (failure.network) return IMAGE_UPLOAD_MESSAGES.network;
  if (failure.code === 'UPLOAD.TOO_LARGE' || failure.status === 413) return IMAGE_UPLOAD_MESSAGES.tooLarge;
  const field = failure.fields?.image;
  if (field) return KNOWN_REASONS[field] ?? fieldMessage('adminCatalog.image.fieldReason', { reason: field });
  return failure.message ?? IMAGE_UPLOAD_MESSAGES.failed;
}

export type ImageUploadOutcome = { ok: true; url: string } | { ok: false; message: string };

/** Sends the file with the session's token; resolves with the image's address or the message to show. */
export async function uploadImageFile(
  file: Blob,
  token: string | null,
  send: typeof fetch = fetch,
): Promise<ImageUploadOutcome> {
  const body = new FormData();
  body.append('image', file);
  let response: Response;
  try {
    response = await send(UPLOAD_PATH, {
      method: 'POST',
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body,
    });
  } catch {
    return { ok: false, message: IMAGE_UPLOAD_MESSAGES.network };
  }
  const text = await response.text();
  if (!response.ok) return { ok: false, message: uploadFailureMessage(readRestFailure(response.status, text)) };
  let url: unknown;
  try {
    url = (JSON.parse(text) as { url?: unknown }).url;
  } catch {
    url = undefined;
  }
  return typeof url === 'string' ? { ok: true, url } : { ok: false, message: IMAGE_UPLOAD_MESSAGES.failed };
}
