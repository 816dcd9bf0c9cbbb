import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../persistence/testing/use-test-database.js';
import { SqlPublicImagesUnitOfWork } from './sql-public-images.unit-of-work.js';

/*
 * Public images in SQL: the bytes come back exactly as stored (bytea, not inlined into the SQL), with their size
 * and SHA-256; the row cannot be changed afterwards, and the table refuses a type the server does not serve.
 */

const fixture = useTestDatabase();
const uow = () => new SqlPublicImagesUnitOfWork(fixture.db);
const AT = new Date('2026-11-23T10:00:00.000Z');

describe('public images in SQL', () => {
  it('stores the bytes under a new random id and reads them back with their size and hash', async () => {
    const content = Uint8Array.from({ length: 3000 }, (_, i) => (i * 7) % 256);
    const stored = await uow().run((s) =>
      s.images.insert({ content, contentType: 'image/png', uploadedBy: null, uploadedAt: AT }),
    );
    expect(stored).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      contentType: 'image/png',
      byteSize: 3000,
      sha256: createHash('sha256').update(content).digest('hex'),
      uploadedBy: null,
      uploadedAt: AT,
    });
    const read = await uow().read((images) => images.findById(stored.id));
    expect(read).toEqual({ ...stored, content });
    expect(await uow().read((images) => images.findById('00000000-0000-4000-8000-000000000000'))).toBeNull();
    expect(await uow().read((images) => images.findById('not-a-uuid'))).toBeNull();
  });

  it('refuses to change a stored image, and types it does not serve', async () => {
    const stored = await uow().run((s) =>
      s.images.insert({ content: Uint8Array.of(1, 2, 3), contentType: 'image/webp', uploadedBy: null, uploadedAt: AT }),
    );
    await expect(
      fixture.db.em().execute(`update public_images set content_type = 'image/png' where id = ?`, [stored.id]),
    ).rejects.toThrow(/immutable/);
    await expect(
      uow().run((s) =>
        s.images.insert({
          content: Uint8Array.of(1),
          contentType: 'image/svg+xml' as 'image/png',
          uploadedBy: null,
          uploadedAt: AT,
        }),
      ),
    ).rejects.toThrow(/public_images_content_type_check/);
  });

  it('keeps the image when its uploader is deleted (uploaded_by becomes null), and other users can still go', async () => {
    const [uploader] = await fixture.db.em().execute<{ id: number }[]>(
      `insert into users (email, username, password_hash, first_name, last_name, role)
         values ('uploader@images.test', 'uploader-images', 'x', 'Ama', 'Owusu', 'admin') returning id`,
    );
    const stored = await uow().run((s) =>
      s.images.insert({
        content: Uint8Array.of(9, 9),
        contentType: 'image/jpeg',
        uploadedBy: uploader!.id,
        uploadedAt: AT,
      }),
    );
    await fixture.db.em().execute('delete from users where id = ?', [uploader!.id]);
    expect(await uow().read((images) => images.findById(stored.id))).toMatchObject({
      id: stored.id,
      uploadedBy: null,
      content: Uint8Array.of(9, 9),
    });
  });
});
