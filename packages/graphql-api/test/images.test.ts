import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../src/testing/test-server.js';
import { adminAccount, bearer, newAccount, send, type TestAccount } from './support/accounts-helpers.js';
import { TINY_PNG, uploadImage } from './support/image-helpers.js';
import { TINY_JPEG, TINY_PDF } from './support/kyc-helpers.js';

/*
 * Public images over HTTP (issue 11 item 1, "image upload or URL"; docs/api.md): an admin uploads a picture
 * (POST /api/uploads/images, multipart field `image`), anyone reads it at the answered url, and the project
 * form takes that url as its image.
 */

const server = useTestServer();

let admin: TestAccount;
let investor: TestAccount;
beforeAll(async () => {
  admin = await adminAccount(server);
  investor = await newAccount(server);
});

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));
/** The smallest headers file-type and the server read as WebP and AVIF. */
const TINY_WEBP = Uint8Array.from([
  ...ascii('RIFF'),
  26,
  0,
  0,
  0,
  ...ascii('WEBPVP8 '),
  14,
  0,
  0,
  0,
  ...Array(14).fill(0),
]);
const TINY_AVIF = Uint8Array.from([
  0,
  0,
  0,
  0x1c,
  ...ascii('ftypavif'),
  0,
  0,
  0,
  0,
  ...ascii('avifmif1miaf'),
  0,
  0,
  0,
  8,
  ...ascii('mdat'),
]);
const TYPE_MESSAGE = 'must be a JPEG, PNG, WebP or AVIF image';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A blob whose declared type is a lie: the server reads the bytes. */
const blob = (bytes: Uint8Array | string, declared = 'application/octet-stream') =>
  new Blob([bytes as BlobPart], { type: declared });

describe('POST /api/uploads/images', () => {
  it('stores a PNG an admin uploads and serves it to anyone, cacheable for ever', async () => {
    const res = await uploadImage(server, admin.token, { image: blob(TINY_PNG, 'text/html') });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(UUID),
      url: `/api/images/${res.body.id}`,
      contentType: 'image/png',
      byteSize: TINY_PNG.byteLength,
    });

    const image = await fetch(`${server.url}${res.body.url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('content-length')).toBe(String(TINY_PNG.byteLength));
    expect(Buffer.from(await image.arrayBuffer()).equals(Buffer.from(TINY_PNG))).toBe(true);
  });

  it('decides JPEG, WebP and AVIF from the bytes, whatever the client declared', async () => {
    for (const [bytes, type] of [
      [TINY_JPEG, 'image/jpeg'],
      [TINY_WEBP, 'image/webp'],
      [TINY_AVIF, 'image/avif'],
    ] as const) {
      const res = await uploadImage(server, admin.token, { image: blob(bytes, 'image/png') });
      expect(res.status, `${type}: ${JSON.stringify(res.body)}`).toBe(201);
      expect(res.body.contentType).toBe(type);
      const served = await fetch(`${server.url}${res.body.url}`);
      expect(served.headers.get('content-type')).toBe(type);
      expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    }
  });

  it('refuses other types on the field, whatever they are called or declared', async () => {
    for (const bytes of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<!doctype html><p>not a picture</p>',
      'GIF89a\x01\x00\x01\x00\x00\x00\x00;',
      TINY_PDF,
    ]) {
      const res = await uploadImage(server, admin.token, { image: blob(bytes, 'image/png') });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION.INVALID_INPUT', fields: { image: TYPE_MESSAGE } });
    }
  });

  it('takes 5 MB and refuses a byte more with a 413 naming the field', async () => {
    const limit = 5 * 1024 * 1024;
    const exactly = new Uint8Array(limit);
    exactly.set(TINY_PNG);
    const accepted = await uploadImage(server, admin.token, { image: blob(exactly) });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    expect(accepted.body.byteSize).toBe(limit);

    const over = new Uint8Array(limit + 1);
    over.set(TINY_PNG);
    const refused = await uploadImage(server, admin.token, { image: blob(over) });
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({ code: 'UPLOAD.TOO_LARGE', fields: { image: 'must be at most 5 MB' } });
  });

  it('asks for the file when none is sent, and refuses other parts and plain JSON', async () => {
    const none = await uploadImage(server, admin.token, { image: blob(new Uint8Array(0)) });
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({ image: 'Choose an image file to upload' });

    const other = await uploadImage(server, admin.token, { picture: blob(TINY_PNG) });
    expect(other.status).toBe(400);
    expect(other.body.fields).toEqual({ picture: 'is not a field of this form' });

    const json = await send(server, 'POST', '/api/uploads/images', { image: 'x' }, bearer(admin.token));
    expect(json.status).toBe(415);
  });

  it('is for admins only', async () => {
    expect((await uploadImage(server, null)).status).toBe(401);
    const res = await uploadImage(server, investor.token);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('AUTH.FORBIDDEN');
  });
});

describe('GET /api/images/:id', () => {
  it('answers 404 in JSON for an id no image has, well-formed or not', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', '42', 'not-an-id']) {
      const res = await server.get(`/api/images/${id}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.body).toMatchObject({ code: 'RESOURCE.NOT_FOUND' });
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('is allowed by the pages’ CSP (same origin)', async () => {
    const page = await fetch(`${server.url}/`);
    expect(page.headers.get('content-security-policy')).toMatch(/img-src 'self'/);
  });
});

describe('an uploaded image as a project’s image', () => {
  const projectForm = {
    title: 'Image Gardens',
    description: 'Six town houses in Adenta.',
    location: 'Adenta, Accra',
    projectType: 'Residential',
    status: 'Under Construction',
    developerName: 'Adenta Homes',
    timeline: '24',
    expectedProfit: '18.5',
    unitPrice: '40000.00',
    minInvestment: '1000.00',
  };

  it('takes the answered url as imageUrl, and still refuses other relative paths', async () => {
    const uploaded = await uploadImage(server, admin.token);
    expect(uploaded.status).toBe(201);
    const created = await send(
      server,
      'POST',
      '/api/projects',
      { ...projectForm, imageUrl: uploaded.body.url },
      bearer(admin.token),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await server.get(`/api/projects/${created.body.id}`)).body.imageUrl).toBe(uploaded.body.url);

    for (const junk of [
      '/api/images/../auth/user',
      '/api/images/42',
      '/etc/passwd',
      'javascript:alert(1)',
      '//evil.example/x.png',
    ]) {
      const res = await send(server, 'POST', '/api/projects', { ...projectForm, imageUrl: junk }, bearer(admin.token));
      expect(res.status, junk).toBe(400);
      expect(res.body.fields).toEqual({ imageUrl: 'must be an http(s) address or an uploaded image' });
    }
  });
});
