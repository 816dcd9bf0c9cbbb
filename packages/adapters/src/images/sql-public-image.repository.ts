import type {
  NewPublicImage,
  PublicImage,
  PublicImageRepository,
  PublicImageType,
  PublicImageWithContent,
} from '@cobuy/domain';
import { createHash, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { SqlEntityManager } from '../persistence/orm.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Row = {
  id: string;
  content_type: string;
  byte_size: number | string;
  sha256: string;
  uploaded_by: number | null;
  uploaded_at: Date | string;
};

const toImage = (r: Row): PublicImage => ({
  id: r.id,
  contentType: r.content_type as PublicImageType,
  byteSize: Number(r.byte_size),
  sha256: r.sha256,
  uploadedBy: r.uploaded_by === null ? null : Number(r.uploaded_by),
  uploadedAt: r.uploaded_at instanceof Date ? r.uploaded_at : new Date(r.uploaded_at),
});

/** pg answers bytea as a Buffer, PGlite as a Uint8Array; both are views. */
const bytes = (value: Uint8Array): Uint8Array => new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
const param = (value: Uint8Array): Buffer => Buffer.from(value.buffer, value.byteOffset, value.byteLength);

/**
 * Public images in PostgreSQL (`public_images`), in clear (they are public). The bytes travel as real bytea
 * parameters through Kysely in the entity manager's transaction, as the encrypted file store does (see there:
 * `em.execute` would inline 5 MB into the SQL text).
 */
export class SqlPublicImageRepository implements PublicImageRepository {
  constructor(private readonly em: SqlEntityManager) {}

  private get db(): Kysely<unknown> {
    return this.em.getTransactionContext<Kysely<unknown>>() ?? this.em.getConnection().getClient<unknown>();
  }

  async insert(image: NewPublicImage): Promise<PublicImage> {
    const id = randomUUID();
    const sha256 = createHash('sha256').update(image.content).digest('hex');
    const { rows } = await sql<Row>`
      insert into public_images (id, content_type, content, byte_size, sha256, uploaded_by, uploaded_at)
      values (${id}, ${image.contentType}, ${param(image.content)}, ${image.content.byteLength}, ${sha256},
              ${image.uploadedBy}, ${image.uploadedAt})
      returning id, content_type, byte_size, sha256, uploaded_by, uploaded_at`.execute(this.db);
    return toImage(rows[0]!);
  }

  async findById(id: string): Promise<PublicImageWithContent | null> {
    // Not a UUID: no such image (and no cast error from the database).
    if (!UUID.test(id)) return null;
    const { rows } = await sql<Row & { content: Uint8Array }>`
      select id, content_type, content, byte_size, sha256, uploaded_by, uploaded_at
        from public_images where id = ${id}`.execute(this.db);
    const row = rows[0];
    return row ? { ...toImage(row), content: bytes(row.content) } : null;
  }
}
