import {
  err,
  ok,
  type ContentTranslation,
  type ContentTranslationKey,
  type ContentTranslationReader,
  type ContentTranslationsOf,
  type ContentTranslationsUnitOfWork,
  type Result,
} from '@cobuy/domain';
import { appError, type AppError } from '../shared/app-error.js';
import type { RequestContext } from '../shared/request-context.js';
import type { UseCase } from '../shared/use-case.js';
import {
  contentRecordInput,
  contentTranslationKeyInput,
  setContentTranslationInput,
  type ContentRecordInput,
  type ContentTranslationKeyInput,
  type SetContentTranslationInput,
} from './content-translations-input.schemas.js';

export interface ContentTranslationsAdminDeps {
  readonly reader: Pick<ContentTranslationReader, 'listFor'>;
  readonly uow: ContentTranslationsUnitOfWork;
}

const recordMissing = (kind: string, id: number): AppError =>
  appError('RESOURCE.NOT_FOUND', `No ${kind} has the id ${id}`, { details: { kind, entityId: id } });

/** The audit's name of one translation: which field of which record, in which language. */
const auditId = (key: ContentTranslationKey): string => `${key.kind}:${key.entityId}:${key.field}:${key.language}`;

const keyOf = (input: ContentTranslationKeyInput): ContentTranslationKey => ({
  kind: input.kind,
  entityId: input.entityId,
  field: input.field,
  language: input.language,
});

/** A record's originals and every translation kept for it (admins): the Translations editor's content. */
export class ListContentTranslations implements UseCase<ContentRecordInput, ContentTranslationsOf> {
  readonly name = 'contentTranslations.list';
  readonly access = 'admin' as const;
  readonly input = contentRecordInput;
  constructor(private readonly deps: Pick<ContentTranslationsAdminDeps, 'reader'>) {}

  async execute(_ctx: RequestContext, input: ContentRecordInput): Promise<Result<ContentTranslationsOf, AppError>> {
    const found = await this.deps.reader.listFor(input.kind, input.entityId);
    return found ? ok(found) : err(recordMissing(input.kind, input.entityId));
  }
}

/**
 * An admin saves the translation of one field in one language (audited, before and after). It records the
 * original it translates, read under the record's lock, so `/api/translate` serves it for exactly that text
 * and the editor can show when the original has changed since. The same text again records nothing.
 */
export class SetContentTranslation implements UseCase<SetContentTranslationInput, ContentTranslation> {
  readonly name = 'contentTranslations.set';
  readonly access = 'admin' as const;
  readonly input = setContentTranslationInput;
  constructor(private readonly deps: Pick<ContentTranslationsAdminDeps, 'uow'>) {}

  async execute(ctx: RequestContext, input: SetContentTranslationInput): Promise<Result<ContentTranslation, AppError>> {
    const key = keyOf(input);
    return this.deps.uow.run(async (tx) => {
      const original = await tx.translations.lockOriginal(key.kind, key.entityId, key.field);
      if (original === undefined) return err(recordMissing(key.kind, key.entityId));
      if (original === null || original.trim() === '') {
        return err(
          appError('VALIDATION.INVALID_INPUT', 'The original is empty: write it before its translations', {
            fields: { field: 'the original of this field is empty' },
          }),
        );
      }
      const before = await tx.translations.find(key);
      if (before && before.text === input.text && before.sourceText === original) return ok(before);
      const now = ctx.clock.now();
      const saved: ContentTranslation = {
        ...key,
        text: input.text,
        sourceText: original,
        updatedAt: now,
        updatedBy: ctx.actor?.userId ?? null,
      };
      await tx.translations.save(saved);
      await tx.audit.record({
        actorId: ctx.actor?.userId ?? null,
        action: 'content_translation.saved',
        entity: 'content_translation',
        entityId: auditId(key),
        before: before ? { text: before.text, sourceText: before.sourceText } : null,
        after: { text: saved.text, sourceText: saved.sourceText },
        at: now,
        correlationId: ctx.correlationId,
      });
      return ok(saved);
    });
  }
}

/** An admin removes a translation (audited); the field then shows its original, or the service's translation. */
export class ClearContentTranslation implements UseCase<ContentTranslationKeyInput, { cleared: boolean }> {
  readonly name = 'contentTranslations.clear';
  readonly access = 'admin' as const;
  readonly input = contentTranslationKeyInput;
  constructor(private readonly deps: Pick<ContentTranslationsAdminDeps, 'uow'>) {}

  async execute(
    ctx: RequestContext,
    input: ContentTranslationKeyInput,
  ): Promise<Result<{ cleared: boolean }, AppError>> {
    const key = keyOf(input);
    return this.deps.uow.run(async (tx) => {
      const original = await tx.translations.lockOriginal(key.kind, key.entityId, key.field);
      if (original === undefined) return err(recordMissing(key.kind, key.entityId));
      const before = await tx.translations.find(key);
      // Clearing what is not there changes nothing and records nothing (a repeated click, a second tab).
      if (!before) return ok({ cleared: false });
      await tx.translations.remove(key);
      await tx.audit.record({
        actorId: ctx.actor?.userId ?? null,
        action: 'content_translation.cleared',
        entity: 'content_translation',
        entityId: auditId(key),
        before: { text: before.text, sourceText: before.sourceText },
        after: null,
        at: ctx.clock.now(),
        correlationId: ctx.correlationId,
      });
      return ok({ cleared: true });
    });
  }
}
