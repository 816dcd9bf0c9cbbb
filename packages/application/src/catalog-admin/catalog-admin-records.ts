import type { CatalogAdminStore, ProjectFields, StoredProject, StoredUnit, UnitFields } from '@cobuy/domain';
import type { RequestContext } from '../shared/request-context.js';

/** JSON of a project's or unit's fields for the audit trail: money and percentages as exact text. */
function catalogSnapshot(fields: ProjectFields | UnitFields | StoredProject | StoredUnit) {
  return JSON.parse(JSON.stringify(fields)) as Record<string, unknown>;
}

type Entity = { readonly id: number };

/** The audit entry of one admin write, in the write's transaction (before → after; null where none). */
export async function auditCatalog(
  store: CatalogAdminStore,
  ctx: RequestContext,
  entity: 'project' | 'unit',
  action: 'created' | 'updated' | 'deleted' | 'archived',
  before: (Entity & (ProjectFields | UnitFields)) | null,
  after: (Entity & (ProjectFields | UnitFields)) | null,
): Promise<void> {
  await store.audit.record({
    actorId: ctx.actor?.userId ?? null,
    action: `${entity}.${action}`,
    entity,
    entityId: String((after ?? before)!.id),
    before: before && catalogSnapshot(before),
    after: after && catalogSnapshot(after),
    at: ctx.clock.now(),
    correlationId: ctx.correlationId,
  });
}

/** Equal field by field (as JSON, whatever the keys' order): a save that changes nothing writes nothing. */
export function sameFields(a: object, b: object): boolean {
  const sorted = (o: object) => JSON.stringify(Object.entries(catalogJson(o)).sort(([x], [y]) => x.localeCompare(y)));
  return sorted(a) === sorted(b);
}

const catalogJson = (o: object) => JSON.parse(JSON.stringify(o)) as Record<string, unknown>;
