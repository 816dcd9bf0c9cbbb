import { createHash } from 'node:crypto';
import {
  isContentLanguage,
  TRANSLATABLE_FIELDS,
  type ContentKind,
  type ContentLanguage,
  type ContentTranslation,
  type ContentTranslationKey,
  type ContentTranslationReader,
  type ContentTranslationsOf,
  type ContentTranslationStore,
  type ContentTranslationsUnitOfWork,
} from '@cobuy/domain';
import type { SqlRow } from '../accounts/accounts-row-mappers.js';
import { SqlAuditLog } from '../audit/sql-audit-log.js';
import type { Database, SqlEntityManager } from '../persistence/orm.js';
import { toDate } from '../persistence/timestamps.js';

/** The table holding each kind's originals; the columns are TRANSLATABLE_FIELDS' own (a fixed list). */
const TABLES: Record<ContentKind, string> = {
  project: 'projects',
  unit: 'units',
  update: 'project_updates',
  developer: 'developers',
};

/** The lookup's index key: long descriptions are compared by their hash first, then exactly. */
const hashOf = (text: string): string => createHash('sha256').update(text).digest('hex');

const language = (v: unknown): ContentLanguage => {
  if (!isContentLanguage(v)) throw new RangeError(`Unknown language ${String(v)} in content_translations`);
  return v;
};

const COLUMNS = 'entity_kind, entity_id, field, language, text, source_text, updated_at, updated_by';

const toTranslation = (r: SqlRow): ContentTranslation => ({
  kind: String(r.entity_kind) as ContentKind,
  entityId: Number(r.entity_id),
  field: String(r.field),
  language: language(r.language),
  text: String(r.text),
  sourceText: String(r.source_text),
  updatedAt: toDate(r.updated_at),
  updatedBy: r.updated_by === null || r.updated_by === undefined ? null : Number(r.updated_by),
});

const textOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

/** Reads outside any write transaction: `/api/translate`'s lookup and the admin editor's list. */
export class SqlContentTranslationReader implements ContentTranslationReader {
  constructor(private readonly db: Database) {}

  async findByOriginal(text: string, target: ContentLanguage): Promise<string | null> {
    const rows = await this.db.em().execute<SqlRow[]>(
      `select text from content_translations
        where source_hash = ? and language = ? and source_text = ?
        order by updated_at desc, id desc limit 1`,
      [hashOf(text), target, text],
    );
    return rows[0] ? String(rows[0].text) : null;
  }

  async listFor(kind: ContentKind, entityId: number): Promise<ContentTranslationsOf | null> {
    const fields = TRANSLATABLE_FIELDS[kind];
    const em = this.db.em();
    const records = await em.execute<SqlRow[]>(`select ${fields.join(', ')} from ${TABLES[kind]} where id = ?`, [
      entityId,
    ]);
    const record = records[0];
    if (!record) return null;
    const rows = await em.execute<SqlRow[]>(
      `select ${COLUMNS} from content_translations where entity_kind = ? and entity_id = ? order by field, language`,
      [kind, entityId],
    );
    return {
      originals: Object.fromEntries(fields.map((f) => [f, textOrNull(record[f])])),
      translations: rows.map(toTranslation),
    };
  }
}

class SqlContentTranslationStore implements ContentTranslationStore {
  constructor(private readonly em: SqlEntityManager) {}

  async lockOriginal(kind: ContentKind, entityId: number, field: string): Promise<string | null | undefined> {
    // `field` is checked against TRANSLATABLE_FIELDS by the input schema; checked again here, as it names a column.
    if (!(TRANSLATABLE_FIELDS[kind] as readonly string[]).includes(field)) throw new RangeError(`No field ${field}`);
    const rows = await this.em.execute<SqlRow[]>(`select ${field} from ${TABLES[kind]} where id = ? for update`, [
      entityId,
    ]);
    return rows[0] ? textOrNull(rows[0][field]) : undefined;
  }

  async find(key: ContentTranslationKey): Promise<ContentTranslation | null> {
    const rows = await this.em.execute<SqlRow[]>(
      `select ${COLUMNS} from content_translations
        where entity_kind = ? and entity_id = ? and field = ? and language = ?`,
      [key.kind, key.entityId, key.field, key.language],
    );
    return rows[0] ? toTranslation(rows[0]) : null;
  }

  async save(t: ContentTranslation): Promise<void> {
    await this.em.execute(
      `insert into content_translations (${COLUMNS}, source_hash) values (?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (entity_kind, entity_id, field, language) do update
         set text = excluded.text, source_text = excluded.source_text, source_hash = excluded.source_hash,
             updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
      [t.kind, t.entityId, t.field, t.language, t.text, t.sourceText, t.updatedAt, t.updatedBy, hashOf(t.sourceText)],
      'run',
    );
  }

  async remove(key: ContentTranslationKey): Promise<void> {
    await this.em.execute(
      'delete from content_translations where entity_kind = ? and entity_id = ? and field = ? and language = ?',
      [key.kind, key.entityId, key.field, key.language],
      'run',
    );
  }
}

/** A translation's change and its audit record in one transaction. */
export class SqlContentTranslationsUnitOfWork implements ContentTranslationsUnitOfWork {
  constructor(private readonly db: Database) {}

  run<T>(
    work: (tx: { readonly translations: ContentTranslationStore; readonly audit: SqlAuditLog }) => Promise<T>,
  ): Promise<T> {
    return this.db
      .em()
      .transactional((em) => work({ translations: new SqlContentTranslationStore(em), audit: new SqlAuditLog(em) }));
  }
}
