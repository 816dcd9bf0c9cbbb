import {
  PUBLIC_IMAGE_MAX_BYTES,
  type AuditRecord,
  type NewPublicImage,
  type PublicImageRepository,
  type PublicImageUnitOfWork,
  type PublicImageWithContent,
} from '@cobuy/domain';
import { describe, expect, it } from 'vitest';
import type { RequestContext, Role } from '../shared/request-context.js';
import { runUseCase } from '../shared/use-case.js';
import { GetImage } from './get-image/get-image.use-case.js';
import { UploadImage } from './upload-image/upload-image.use-case.js';

const NOW = new Date('2026-11-23T10:00:00.000Z');
const ctx = (userId: number | null, role: Role = 'admin'): RequestContext => ({
  actor: userId === null ? null : { userId, role },
  correlationId: 'images-test',
  clock: { now: () => NOW },
});

/** The port in memory; the "hash" is the byte count, enough to see it reach the audit record. */
function setUp() {
  const rows: PublicImageWithContent[] = [];
  const audit: AuditRecord[] = [];
  let failAudit = false;
  const images: PublicImageRepository = {
    async insert(image: NewPublicImage) {
      const row = {
        ...image,
        id: `id-${rows.length + 1}`,
        byteSize: image.content.byteLength,
        sha256: `sha-${image.content.byteLength}`,
      };
      rows.push(row);
      const { content: _content, ...stored } = row;
      return stored;
    },
    async findById(id: string) {
      return rows.find((r) => r.id === id) ?? null;
    },
  };
  const uow: PublicImageUnitOfWork = {
    // A transaction: what the work wrote is kept only when it completes.
    async run(work) {
      const before = rows.length;
      const auditBefore = audit.length;
      try {
        return await work({
          images,
          audit: {
            record: async (entry) => {
              if (failAudit) throw new Error('audit down');
              audit.push(entry);
            },
          },
        });
      } catch (error) {
        rows.length = before;
        audit.length = auditBefore;
        throw error;
      }
    },
    read: (work) => work(images),
  };
  return {
    rows,
    audit,
    failAuditWrites: () => (failAudit = true),
    upload: (input: unknown, who = ctx(1)) => runUseCase(new UploadImage({ uow }), who, input),
    get: (id: unknown, who = ctx(null)) => runUseCase(new GetImage({ uow }), who, { id }),
  };
}

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const file = (content: Uint8Array, contentType = 'image/png') => ({ image: { content, contentType, fileName: 'x' } });

describe('upload an image', () => {
  it('stores it with the type its bytes show, answers its url, and audits it once in the same transaction', async () => {
    const t = setUp();
    // The transport's word (image/png) is not what decides: the bytes are a JPEG.
    const result = await t.upload(file(JPEG, 'image/png'));
    expect(result).toEqual({
      ok: true,
      value: { id: 'id-1', url: '/api/images/id-1', contentType: 'image/jpeg', byteSize: JPEG.byteLength },
    });
    expect(t.rows).toMatchObject([{ contentType: 'image/jpeg', uploadedBy: 1, uploadedAt: NOW }]);
    expect(t.audit).toEqual([
      {
        actorId: 1,
        action: 'image.uploaded',
        entity: 'image',
        entityId: 'id-1',
        before: null,
        after: { contentType: 'image/jpeg', byteSize: JPEG.byteLength, sha256: `sha-${JPEG.byteLength}` },
        at: NOW,
        correlationId: 'images-test',
      },
    ]);
  });

  it('keeps no image when its audit record cannot be written', async () => {
    const t = setUp();
    t.failAuditWrites();
    await expect(t.upload(file(PNG))).rejects.toThrow('audit down');
    expect(t.rows).toEqual([]);
  });

  it('refuses a file that is not a JPEG, PNG, WebP or AVIF, and one over 5 MB, storing nothing', async () => {
    const t = setUp();
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(await t.upload(file(svg, 'image/png'))).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION.INVALID_INPUT', fields: { image: 'must be a JPEG, PNG, WebP or AVIF image' } },
    });
    const big = new Uint8Array(PUBLIC_IMAGE_MAX_BYTES + 1);
    big.set(PNG);
    expect(await t.upload(file(big))).toMatchObject({
      ok: false,
      error: { code: 'UPLOAD.TOO_LARGE', fields: { image: 'must be at most 5 MB' } },
    });
    expect(await t.upload({})).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION.INVALID_INPUT', fields: { image: 'Choose an image file to upload' } },
    });
    expect(await t.upload({ image: 'a text' })).toMatchObject({
      ok: false,
      error: { fields: { image: 'must be a file' } },
    });
    expect(t.rows).toEqual([]);
    expect(t.audit).toEqual([]);
  });

  it('is for admins only', async () => {
    const t = setUp();
    expect(await t.upload(file(PNG), ctx(null))).toMatchObject({ ok: false, error: { code: 'AUTH.UNAUTHENTICATED' } });
    expect(await t.upload(file(PNG), ctx(2, 'user'))).toMatchObject({ ok: false, error: { code: 'AUTH.FORBIDDEN' } });
    expect(t.rows).toEqual([]);
  });
});

describe('read an image', () => {
  it('gives anyone the stored bytes and type, marked immutable; an unknown id is not found', async () => {
    const t = setUp();
    await t.upload(file(PNG));
    const found = await t.get('id-1');
    expect(found).toEqual({
      ok: true,
      value: { content: PNG, contentType: 'image/png', downloadName: 'image-id-1.png', immutable: true },
    });
    expect(await t.get('id-2')).toMatchObject({ ok: false, error: { code: 'RESOURCE.NOT_FOUND' } });
  });
});
