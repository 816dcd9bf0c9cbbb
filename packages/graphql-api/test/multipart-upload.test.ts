import type { UseCase } from '@cobuy/application';
import { ok } from '@cobuy/domain';
import { Validator } from '@seriousme/openapi-schema-validator';
import express from 'express';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { httpErrorHandler } from '../src/http/http-errors.js';
import { MAX_UPLOAD_FILE_BYTES, sanitiseFileName, type UploadedFile } from '../src/http/multipart.js';
import { buildOpenApiDocument } from '../src/openapi/openapi-document.js';
import { restHandler } from '../src/rest/respond.js';
import { defineFileRoute, defineRoute, type RestRoute } from '../src/rest/rest-route.js';

/*
 * Uploads through the REST route pieces (route table entry → multipart parser → use case → JSON), over a real
 * HTTP server with real multipart bodies, and file answers with their headers. The use cases here are stand-ins
 * that report what they received; the KYC calls use the same pieces.
 */

// ── Tiny but real files: what file-type sees is each format's magic bytes ───────────────────────────────────
const bytes = (...parts: (number[] | string)[]): Buffer =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const JPEG = bytes(
  [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10],
  'JFIF\0',
  [0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00],
  'x'.repeat(200),
  [0xff, 0xd9],
);
const PNG = bytes(
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0, 0, 0, 13],
  'IHDR',
  [0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde],
  [0, 0, 0, 0],
  'IEND',
  [0xae, 0x42, 0x60, 0x82],
);
const WEBP = bytes('RIFF', [26, 0, 0, 0], 'WEBPVP8 ', [14, 0, 0, 0], 'x'.repeat(14));
const PDF = bytes('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const GIF = bytes('GIF89a', [1, 0, 1, 0, 0x80, 0, 0], 'x'.repeat(20), ';');
const SVG = bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');
const XML_SVG = bytes('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const HTML = bytes('<!DOCTYPE html><html><body><script>fetch("/api/auth/user")</script></body></html>');
const EXE = bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff], 'x'.repeat(100));
const TEXT = bytes('just some text, not a document');

// ── Multipart bodies written by hand, so names, types and sizes are exactly what a hostile client sends ──────
type Part =
  | { readonly name: string; readonly value: string }
  | {
      readonly name: string;
      /** Sent as `filename="…"`, or as written when it starts with `filename*=` (RFC 5987, percent-encoded). */
      readonly filename: string;
      readonly type?: string;
      readonly content: Buffer;
    };

const BOUNDARY = '----cobuy-test-boundary-5b1c';
const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

function partHead(part: Part): Buffer {
  const disposition =
    'filename' in part
      ? `form-data; name="${part.name}"; ${part.filename.startsWith('filename*=') ? part.filename : `filename="${part.filename}"`}` +
        `\r\nContent-Type: ${part.type ?? 'application/octet-stream'}`
      : `form-data; name="${part.name}"`;
  return Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n\r\n`, 'utf8');
}

function multipartBody(parts: readonly Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      partHead(part),
      'filename' in part ? part.content : Buffer.from(part.value, 'utf8'),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const file = (name: string, content: Buffer, filename = `${name}.bin`, type?: string): Part => ({
  name,
  filename,
  content,
  type,
});
const sha = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

// ── Stand-in use cases and their route table entries ───────────────────────────────────────────────────────
const upload = z.custom<UploadedFile>(
  (v) => typeof v === 'object' && v !== null && (v as UploadedFile).content instanceof Uint8Array,
  { error: 'is required' },
);
const uploadInput = z.object({
  fullName: z.string({ error: 'is required' }).min(2, 'is required'),
  note: z.string().optional(),
  documentFront: upload,
  documentBack: upload.optional(),
  selfie: upload,
});
type UploadInput = z.output<typeof uploadInput>;
const describeFile = (f: UploadedFile | undefined) =>
  f && { contentType: f.contentType, fileName: f.fileName, byteSize: f.content.byteLength, sha: sha(f.content) };

let executed = 0;
const uploadUseCase = (access: 'public' | 'signed-in'): UseCase<UploadInput, unknown> => ({
  name: access === 'public' ? 'test.uploadDocuments' : 'test.uploadDocumentsSignedIn',
  access,
  input: uploadInput,
  execute: async (_ctx, input) => {
    executed++;
    return ok({
      fullName: input.fullName,
      note: input.note ?? null,
      documentFront: describeFile(input.documentFront),
      documentBack: describeFile(input.documentBack) ?? null,
      selfie: describeFile(input.selfie),
    });
  },
});

const form = {
  fields: ['fullName', 'note'],
  files: { documentFront: 'image-or-pdf', documentBack: 'image-or-pdf', selfie: 'image' },
} as const;

const STORED: Record<string, { content: Uint8Array; contentType: string }> = {
  pdf: { content: PDF, contentType: 'application/pdf' },
  jpeg: { content: JPEG, contentType: 'image/jpeg' },
  html: { content: HTML, contentType: 'text/html' },
};
const downloadInput = z.object({ which: z.enum(Object.keys(STORED) as [string, ...string[]]) });
const downloadUseCase: UseCase<
  z.output<typeof downloadInput>,
  { content: Uint8Array; contentType: string; downloadName: string }
> = {
  name: 'test.download',
  access: 'public',
  input: downloadInput,
  execute: async (_ctx, { which }) =>
    ok({ ...STORED[which]!, downloadName: which === 'jpeg' ? 'selfie"; evil=.jpg\r\nX: y' : `document.${which}` }),
};

const routes: readonly RestRoute[] = [
  defineRoute({
    method: 'post',
    path: '/upload',
    useCase: uploadUseCase('public'),
    input: { multipart: form },
    status: 201,
    present: (x) => x,
    summary: 'Upload (test)',
    tags: ['Test'],
    response: { description: 'What arrived', schema: z.unknown() },
  }),
  defineRoute({
    method: 'post',
    path: '/small-upload',
    useCase: { ...uploadUseCase('public'), name: 'test.smallUpload' },
    input: { multipart: { ...form, maxFileBytes: 1000 } },
    present: (x) => x,
    summary: 'Upload with a 1000-byte limit (test)',
    tags: ['Test'],
    response: { description: 'What arrived', schema: z.unknown() },
  }),
  defineRoute({
    method: 'post',
    path: '/signed-in-upload',
    useCase: uploadUseCase('signed-in'),
    input: { multipart: form },
    present: (x) => x,
    summary: 'Upload for signed-in users (test)',
    tags: ['Test'],
    response: { description: 'What arrived', schema: z.unknown() },
  }),
  defineFileRoute({
    method: 'get',
    path: '/files/:which',
    useCase: downloadUseCase,
    input: { path: { which: 'which' } },
    summary: 'A stored file (test)',
    tags: ['Test'],
    response: { description: 'The file' },
  }),
];

describe('uploads and file answers over HTTP', () => {
  let server: Server;
  let base: string;
  /** Bytes the server read from each connection (by the client's port), recorded when it closes. */
  const bytesReadByClientPort = new Map<number, number>();

  beforeAll(async () => {
    const app = express();
    const authenticate = async (token: string) => (token === 'good' ? { userId: 1, role: 'user' as const } : null);
    for (const route of routes) {
      app[route.method](
        route.path,
        restHandler(authenticate, route.useCase, route.input, {
          status: route.status,
          present: route.present,
          respondWith: route.respondWith,
        }),
      );
    }
    app.use(httpErrorHandler);
    server = createServer(app);
    server.on('connection', (socket: Socket) => {
      const clientPort = socket.remotePort!;
      socket.on('close', () => bytesReadByClientPort.set(clientPort, socket.bytesRead));
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const post = async (path: string, parts: readonly Part[], headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': CONTENT_TYPE, ...headers },
      body: multipartBody(parts),
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as any };
  };
  const complete = (overrides: Part[] = []): Part[] => {
    const names = new Set(overrides.map((p) => p.name));
    return [
      { name: 'fullName', value: 'Ama Mensah' },
      file('documentFront', PDF, 'passport.pdf', 'application/pdf'),
      file('selfie', JPEG, 'me.jpg', 'image/jpeg'),
    ]
      .filter((p) => !names.has(p.name))
      .concat(overrides);
  };

  it('accepts a PDF and images decided from their bytes, and hands the exact bytes to the use case', async () => {
    const res = await post('/upload', [
      { name: 'fullName', value: 'Ama Mensah' },
      { name: 'note', value: 'Kúmásí — ✓' },
      // Declared types are wrong on purpose: only the bytes count.
      file('documentFront', PDF, 'passport.pdf', 'image/png'),
      file('documentBack', WEBP, 'back.webp', 'text/html'),
      file('selfie', JPEG, 'me.jpg', 'application/pdf'),
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({
      fullName: 'Ama Mensah',
      note: 'Kúmásí — ✓',
      documentFront: { contentType: 'application/pdf', fileName: 'passport.pdf', byteSize: PDF.length, sha: sha(PDF) },
      documentBack: { contentType: 'image/webp', fileName: 'back.webp', byteSize: WEBP.length, sha: sha(WEBP) },
      selfie: { contentType: 'image/jpeg', fileName: 'me.jpg', byteSize: JPEG.length, sha: sha(JPEG) },
    });
    const png = await post('/upload', complete([file('selfie', PNG, 'me.png')]));
    expect(png.status).toBe(201);
    expect(png.body.selfie.contentType).toBe('image/png');
  });

  it('refuses SVG, HTML, GIF, text and executables whatever their name or declared type', async () => {
    const cases: [Buffer, string, string][] = [
      [SVG, 'scan.svg', 'image/svg+xml'],
      [XML_SVG, 'scan.jpg', 'image/jpeg'],
      [HTML, 'scan.pdf', 'application/pdf'],
      [GIF, 'scan.gif', 'image/gif'],
      [TEXT, 'scan.png', 'image/png'],
      [EXE, 'passport.pdf', 'application/pdf'],
    ];
    for (const [content, name, type] of cases) {
      const res = await post('/upload', complete([file('documentFront', content, name, type)]));
      expect(res.status, name).toBe(400);
      expect(res.body).toEqual({
        message: 'Invalid input',
        code: 'VALIDATION.INVALID_INPUT',
        fields: { documentFront: 'must be a JPEG, PNG, WebP image or a PDF' },
      });
    }
    expect(executed).toBe(2); // only the two accepted uploads above reached a use case
  });

  it('takes only images for the selfie, and names every file of the wrong type at once', async () => {
    const res = await post('/upload', complete([file('selfie', PDF, 'selfie.jpg', 'image/jpeg')]));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ selfie: 'must be a JPEG, PNG or WebP image' });
    const gif = await post('/upload', complete([file('selfie', GIF, 'selfie.gif', 'image/gif')]));
    expect(gif.body.fields).toEqual({ selfie: 'must be a JPEG, PNG or WebP image' });
    const both = await post('/upload', complete([file('documentFront', SVG, 'a.svg'), file('selfie', GIF, 'b.gif')]));
    expect(both.body.fields).toEqual({
      documentFront: 'must be a JPEG, PNG, WebP image or a PDF',
      selfie: 'must be a JPEG, PNG or WebP image',
    });
  });

  it('keeps only a clean display name: no path, no control or bidi characters, at most 100 characters', async () => {
    const names: [string, string][] = [
      ['../../etc/passwd.pdf', 'passwd.pdf'],
      ['C:\\Users\\ama\\Documents\\passport.pdf', 'passport.pdf'],
      ['..', 'upload'],
      ['.hidden.pdf', 'hidden.pdf'],
      // Control characters can only arrive percent-encoded (raw ones make the part header malformed, below).
      ["filename*=UTF-8''pass%07port%1B%7F.pdf", 'passport.pdf'],
      ["filename*=UTF-8''..%2F..%2Fetc%2Fpasswd.pdf", 'passwd.pdf'],
      ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ];
    for (const [sent, kept] of names) {
      const res = await post('/upload', complete([file('documentFront', PDF, sent)]));
      expect(res.status, sent).toBe(201);
      expect(res.body.documentFront.fileName, sent).toBe(kept);
    }
    const long = await post('/upload', complete([file('documentFront', PDF, `${'a'.repeat(300)}.pdf`)]));
    expect(long.body.documentFront.fileName).toBe(`${'a'.repeat(96)}.pdf`);
    const raw = await post('/upload', complete([file('documentFront', PDF, 'pass\u0007port.pdf')]));
    expect(raw.status).toBe(400);
    expect(raw.body.fields).toEqual({ _: 'is not a well-formed multipart/form-data body' });

    expect(sanitiseFileName(undefined)).toBe('upload');
    expect(sanitiseFileName('a\r\nb\u0000.pdf')).toBe('ab.pdf');
    expect(Array.from(sanitiseFileName('ü'.repeat(150)))).toHaveLength(100);
  });

  it('reports missing files and fields through the use case, and treats an empty file input as not sent', async () => {
    const res = await post('/upload', [
      { name: 'fullName', value: 'Ama Mensah' },
      file('documentFront', Buffer.alloc(0), ''),
    ]);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ documentFront: 'is required', selfie: 'is required' });
    const noName = await post(
      '/upload',
      complete().filter((p) => p.name !== 'fullName'),
    );
    expect(noName.body.fields).toEqual({ fullName: 'is required' });
  });

  it('refuses a part sent twice, an unknown part, and a file where text belongs (or the reverse)', async () => {
    const cases: [Part[], Record<string, string>][] = [
      [complete([file('selfie', JPEG), file('selfie', PNG)]), { selfie: 'was sent more than once' }],
      [
        complete([
          { name: 'note', value: 'a' },
          { name: 'note', value: 'b' },
        ]),
        { note: 'was sent more than once' },
      ],
      [complete([file('passportScan', PDF)]), { passportScan: 'is not a field of this form' }],
      [complete([{ name: 'isAdmin', value: 'true' }]), { isAdmin: 'is not a field of this form' }],
      [complete([{ name: 'constructor', value: 'x' }]), { constructor: 'is not a field of this form' }],
      [complete([file('fullName', PDF)]), { fullName: 'must be text, not a file' }],
      [complete([{ name: 'selfie', value: 'aGVsbG8=' }]), { selfie: 'must be a file' }],
    ];
    for (const [parts, fields] of cases) {
      const res = await post('/upload', parts);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION.INVALID_INPUT', fields });
    }
  });

  it('limits text fields and the number of parts', async () => {
    const long = await post('/upload', complete([{ name: 'note', value: 'x'.repeat(11 * 1024) }]));
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual({ note: 'must be at most 10 KB' });
    const many = await post(
      '/upload',
      Array.from({ length: 40 }, (_, i) => ({ name: `f${i}`, value: 'x' })),
    );
    expect(many.status).toBe(400);
  });

  it('refuses a body that is not multipart/form-data, or is malformed', async () => {
    for (const [type, body] of [
      ['application/json', JSON.stringify({ fullName: 'Ama' })],
      ['application/x-www-form-urlencoded', 'fullName=Ama'],
      ['multipart/form-data', 'no boundary'],
    ] as const) {
      const res = await fetch(`${base}/upload`, { method: 'POST', headers: { 'content-type': type }, body });
      expect(res.status, type).toBe(415);
      expect(await res.json()).toEqual({
        message: 'This call takes multipart/form-data (a form with files)',
        code: 'UPLOAD.NOT_MULTIPART',
      });
    }
    const cut = multipartBody(complete()).subarray(0, 300);
    const res = await fetch(`${base}/upload`, { method: 'POST', headers: { 'content-type': CONTENT_TYPE }, body: cut });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ _: 'is not a well-formed multipart/form-data body' });
  });

  it('accepts a file of exactly the limit and refuses one byte more with 413 on that field', async () => {
    const exact = Buffer.concat([PDF, Buffer.alloc(1000 - PDF.length, 0x20)]);
    const fits = await post('/small-upload', complete([file('documentFront', exact, 'a.pdf')]));
    expect(fits.status, JSON.stringify(fits.body)).toBe(200);
    expect(fits.body.documentFront.byteSize).toBe(1000);
    const over = await post('/small-upload', complete([file('documentFront', Buffer.concat([exact, bytes(' ')]))]));
    expect(over.status).toBe(413);
    expect(over.body).toEqual({
      message: 'Each file may be at most 1000 bytes',
      code: 'UPLOAD.TOO_LARGE',
      fields: { documentFront: 'must be at most 1000 bytes' },
    });
  });

  /**
   * Sends `head` then `body` over a raw socket in 64 KB chunks, as fast as the server reads, and stops as soon
   * as an answer arrives, then hangs up. Returns the answer and how many bytes the server read from the
   * connection in all.
   */
  async function rawUpload(head: string, body: Buffer): Promise<{ answer: string; serverRead: number }> {
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => undefined); // the server closes while we still write: EPIPE / ECONNRESET
    // Not events.once: it rejects when the socket errors, and here that is expected.
    const next = (event: string) => new Promise<void>((resolve) => socket.once(event, () => resolve()));
    const closed = next('close');
    await next('connect');
    const port = socket.localPort!;
    socket.write(head);
    for (let at = 0; at < body.length && !answer && !socket.destroyed; at += 64 * 1024) {
      if (!socket.write(body.subarray(at, at + 64 * 1024))) {
        await Promise.race([next('drain'), closed, next('data')]);
      }
    }
    await expect.poll(() => answer).toMatch(/\r\n\r\n\{.*\}$/);
    socket.destroy();
    await closed;
    await expect.poll(() => bytesReadByClientPort.has(port)).toBe(true);
    return { answer, serverRead: bytesReadByClientPort.get(port)! };
  }

  const answerOf = (raw: string) => {
    const [head, json] = raw.split('\r\n\r\n') as [string, string];
    return { status: Number(head.split(' ')[1]), head: head.toLowerCase(), body: JSON.parse(json) };
  };

  it('refuses a file over 10 MB while it streams: 413, and the rest of the body is not read', async () => {
    const huge = Buffer.concat([PDF, Buffer.alloc(24 * 1024 * 1024, 0x20)]);
    const body = multipartBody(complete([file('documentFront', huge, 'big.pdf')]));
    const head =
      `POST /upload HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${CONTENT_TYPE}\r\n` +
      `Content-Length: ${body.length}\r\n\r\n`;
    const { answer, serverRead } = await rawUpload(head, body);
    const res = answerOf(answer);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      message: 'Each file may be at most 10 MB',
      code: 'UPLOAD.TOO_LARGE',
      fields: { documentFront: 'must be at most 10 MB' },
    });
    expect(serverRead).toBeGreaterThan(MAX_UPLOAD_FILE_BYTES);
    // Read up to the limit, and at most 4 MB more while the answer reaches the client; never all 14 MB after it.
    expect(serverRead).toBeLessThan(MAX_UPLOAD_FILE_BYTES + 5 * 1024 * 1024);
    expect(body.length - serverRead).toBeGreaterThan(9 * 1024 * 1024);
  });

  it('refuses a body whose declared length cannot fit before reading it', async () => {
    const body = Buffer.alloc(16 * 1024 * 1024, 0x20);
    const head =
      `POST /upload HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${CONTENT_TYPE}\r\n` +
      `Content-Length: ${100 * 1024 * 1024}\r\n\r\n`;
    const { answer, serverRead } = await rawUpload(head, body);
    const res = answerOf(answer);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'Each file may be at most 10 MB', code: 'UPLOAD.TOO_LARGE' });
    expect(serverRead).toBeLessThan(5 * 1024 * 1024);
  });

  it('does not read an upload from someone who may not make the call', async () => {
    const before = executed;
    const small = await post('/signed-in-upload', complete());
    expect(small.status).toBe(401);
    expect(small.body).toMatchObject({ code: 'AUTH.UNAUTHENTICATED' });

    const body = multipartBody(complete([file('documentFront', Buffer.concat([PDF, Buffer.alloc(16 * 1024 * 1024)]))]));
    const head =
      `POST /signed-in-upload HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${CONTENT_TYPE}\r\n` +
      `Content-Length: ${body.length}\r\n\r\n`;
    const { answer, serverRead } = await rawUpload(head, body);
    expect(answerOf(answer).status).toBe(401);
    expect(serverRead).toBeLessThan(5 * 1024 * 1024);

    const signedIn = await post('/signed-in-upload', complete(), { authorization: 'Bearer good' });
    expect(signedIn.status).toBe(200);
    expect(executed).toBe(before + 1);
  });

  it('sends a stored file with its type, nosniff, a server-chosen inline name, no-store and a sandbox CSP', async () => {
    const res = await fetch(`${base}/files/pdf`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);
    expect(Object.fromEntries(res.headers)).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(PDF.length),
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline; filename="document.pdf"',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    // A name with quotes or line breaks cannot reach the header as such.
    const jpeg = await fetch(`${base}/files/jpeg`);
    expect(jpeg.headers.get('content-disposition')).toBe('inline; filename="selfie___evil_.jpg__X__y"');
    // A type that is not a document type is never shown inline.
    const html = await fetch(`${base}/files/html`);
    expect(html.headers.get('content-type')).toBe('application/octet-stream');
    expect(html.headers.get('content-disposition')).toBe('attachment; filename="document.html"');
    const bad = await fetch(`${base}/files/exe`);
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('documents uploads as multipart/form-data with binary files, and file answers as binary', async () => {
    const doc = buildOpenApiDocument(routes) as any;
    const result = await new Validator().validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);

    const op = doc.paths['/api/upload'].post;
    const schema = op.requestBody.content['multipart/form-data'].schema;
    expect(op.requestBody.content['application/json']).toBeUndefined();
    expect(Object.keys(schema.properties)).toEqual(['fullName', 'note', 'documentFront', 'documentBack', 'selfie']);
    expect(schema.properties.fullName).toMatchObject({ type: 'string' });
    expect(schema.properties.documentFront).toMatchObject({ type: 'string', format: 'binary' });
    expect(schema.properties.documentFront.description).toMatch(/PDF, at most 10 MB/);
    expect(schema.properties.selfie.description).toMatch(/^a JPEG, PNG or WebP image, at most 10 MB/);
    expect(schema.required).toEqual(['fullName', 'documentFront', 'selfie']);
    expect(op.responses['413'].description).toMatch(/A file is over 10 MB \(UPLOAD\.TOO_LARGE\)/);
    expect(op.responses['415'].description).toMatch(/UPLOAD\.NOT_MULTIPART/);

    const download = doc.paths['/api/files/{which}'].get.responses['200'];
    expect(download.content).toEqual({ 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } });
    expect(Object.keys(download.headers)).toEqual(
      expect.arrayContaining(['Content-Disposition', 'X-Content-Type-Options', 'Content-Security-Policy']),
    );

    const both = { ...routes[0]!, input: { multipart: form, body: 'all' as const } };
    expect(() => buildOpenApiDocument([both])).toThrow(/either JSON or multipart/);
    const unknownFile = {
      ...routes[0]!,
      input: { multipart: { ...form, files: { ...form.files, passport: 'image' as const } } },
    };
    expect(() => buildOpenApiDocument([unknownFile])).toThrow(/passport/);
  });
});
