import { err, ok, type AdminDeveloper, type DeveloperFields, type DeveloperStore, type Result } from '@cobuy/domain';
import type { AppError } from '../shared/app-error.js';
import type { RequestContext } from '../shared/request-context.js';
import { developerFieldsOf } from './developer-input.schemas.js';
import { developerNameTaken, developerNotFound } from './developers-errors.js';

/** The developer named by the path, locked for the rest of the transaction; unknown is a 404. */
export async function lockDeveloper(store: DeveloperStore, id: number): Promise<Result<AdminDeveloper, AppError>> {
  const developer = await store.developers.lockById(id);
  return developer ? ok(developer) : err(developerNotFound(id));
}

/** Refuses a name another developer has (in any letter case); holds it until the transaction ends. */
export async function claimDeveloperName(
  store: DeveloperStore,
  name: string,
  exceptId: number | null,
): Promise<AppError | null> {
  const existing = await store.developers.claimName(name, exceptId);
  return existing === null ? null : developerNameTaken(name, existing);
}

/** What the audit trail keeps of a developer: every field of the form, money as exact text. */
export function developerSnapshot(d: DeveloperFields) {
  const fields = developerFieldsOf(d);
  return { ...fields, totalValue: fields.totalValue.toString() };
}

/** The audit entry of one admin write, in the write's transaction (before → after; null where none). */
export async function auditDeveloper(
  store: DeveloperStore,
  ctx: RequestContext,
  action: 'developer.created' | 'developer.updated' | 'developer.deleted',
  before: AdminDeveloper | null,
  after: AdminDeveloper | null,
): Promise<void> {
  await store.audit.record({
    actorId: ctx.actor?.userId ?? null,
    action,
    entity: 'developer',
    entityId: String((after ?? before)!.id),
    before: before && developerSnapshot(before),
    after: after && developerSnapshot(after),
    at: ctx.clock.now(),
    correlationId: ctx.correlationId,
  });
}
