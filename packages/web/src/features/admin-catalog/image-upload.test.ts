import { describe, expect, it } from 'vitest';
import { englishIntl } from '../../i18n/testing/english-intl';
import { formatFieldMessage } from '../forms/field-message';
import { checkImageFile, uploadImageFile } from './image-upload';

/** The message as the form shows it, in English. */
const shown = (message: string | null) => (message === null ? null : formatFieldMessage(englishIntl, message));
const TYPE = 'Image must be a JPEG, PNG, WebP or AVIF image';
const TOO_LARGE = 'Image must be at most 5 MB';

/** What an upload answered, its message as the form shows it. */
async function outcome(promise: ReturnType<typeof uploadImageFile>) {
  const answer = await promise;
  return answer.ok ? answer : { ok: false, message: shown(answer.message) };
}

const MB = 1024 * 1024;

/** A fetch that records what it was asked and answers `status` with `body`. */
function fakeFetch(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const send = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { calls, send };
}

describe('the image upload of the Project and Unit forms', () => {
  it('refuses, before sending, a type the server refuses and a file over 5 MB', () => {
    expect(checkImageFile({ type: 'image/png', size: 5 * MB })).toBeNull();
    expect(checkImageFile({ type: 'image/avif', size: 10 })).toBeNull();
    expect(shown(checkImageFile({ type: 'image/svg+xml', size: 10 }))).toBe(TYPE);
    expect(shown(checkImageFile({ type: 'image/gif', size: 10 }))).toBe(TYPE);
    expect(shown(checkImageFile({ type: 'image/jpeg', size: 5 * MB + 1 }))).toBe(TOO_LARGE);
    // No type named by the browser: the server reads the bytes.
    expect(checkImageFile({ type: '', size: 10 })).toBeNull();
  });

  it('posts the file as the form field `image` with the bearer token, and answers the url', async () => {
    const { calls, send } = fakeFetch(201, { id: 'x', url: '/api/images/x', contentType: 'image/png', byteSize: 3 });
    const file = new Blob([Uint8Array.of(1, 2, 3)], { type: 'image/png' });
    expect(await uploadImageFile(file, 'tok', send)).toEqual({ ok: true, url: '/api/images/x' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/uploads/images');
    expect(calls[0]!.init.method).toBe('POST');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect((calls[0]!.init.body as FormData).get('image')).toBeInstanceOf(Blob);
  });

  it("shows the server's refusal on the field in the same words", async () => {
    const tooLarge = fakeFetch(413, {
      code: 'UPLOAD.TOO_LARGE',
      message: 'x',
      fields: { image: 'must be at most 5 MB' },
    });
    expect(await outcome(uploadImageFile(new Blob(['x']), 'tok', tooLarge.send))).toEqual({
      ok: false,
      message: TOO_LARGE,
    });
    const wrong = fakeFetch(400, {
      code: 'VALIDATION.INVALID_INPUT',
      message: 'Invalid input',
      fields: { image: 'must be a JPEG, PNG, WebP or AVIF image' },
    });
    expect(await outcome(uploadImageFile(new Blob(['x']), 'tok', wrong.send))).toEqual({ ok: false, message: TYPE });
    const other = fakeFetch(400, {
      code: 'VALIDATION.INVALID_INPUT',
      message: 'Invalid input',
      fields: { image: 'is empty' },
    });
    expect(await outcome(uploadImageFile(new Blob(['x']), 'tok', other.send))).toEqual({
      ok: false,
      message: 'Image is empty',
    });
    const forbidden = fakeFetch(403, { code: 'AUTH.FORBIDDEN', message: 'Admin access required' });
    expect(await outcome(uploadImageFile(new Blob(['x']), 'tok', forbidden.send))).toEqual({
      ok: false,
      message: 'Admin access required',
    });
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await outcome(uploadImageFile(new Blob(['x']), 'tok', offline))).toEqual({
      ok: false,
      message: 'Could not reach the server. Check your connection and try again.',
    });
  });
});
