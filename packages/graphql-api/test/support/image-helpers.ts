import type { TestServer } from '../../src/testing/test-server.js';
import { bearer } from './accounts-helpers.js';

/** A real 1×1 PNG (decodes in any browser). */
export const TINY_PNG = new Uint8Array(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** POST /api/uploads/images with `files` as the form's parts (each a Blob; the file name is illustrative only). */
export async function uploadImage(
  server: Pick<TestServer, 'url'>,
  token: string | null,
  files: Record<string, Blob> = { image: new Blob([TINY_PNG]) },
): Promise<{ status: number; body: any; headers: Headers }> {
  const form = new FormData();
  for (const [name, blob] of Object.entries(files)) form.append(name, blob, `${name}.bin`);
  const response = await fetch(`${server.url}/api/uploads/images`, {
    method: 'POST',
    headers: token ? bearer(token) : {},
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
}
