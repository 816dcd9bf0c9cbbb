import type { AuditEntryView, AuditPage } from '@cobuy/application';

/** An audit record as both APIs show it: the time in ISO-8601, before and after as they were stored. */
function presentAuditRecord(r: AuditEntryView) {
  return {
    id: r.id,
    at: r.at.toISOString(),
    actorId: r.actorId,
    actorName: r.actorName,
    actorEmail: r.actorEmail,
    action: r.action,
    entity: r.entity,
    entityId: r.entityId,
    before: (r.before ?? null) as unknown,
    after: (r.after ?? null) as unknown,
    changes: r.changes.map((c) => ({
      field: c.field,
      before: c.before,
      after: c.after,
      beforeUser: c.beforeUser,
      afterUser: c.afterUser,
    })),
    correlationId: r.correlationId,
  };
}
export type AuditRecordJson = ReturnType<typeof presentAuditRecord>;

export const presentAuditPage = (page: AuditPage) => ({
  records: page.records.map(presentAuditRecord),
  nextCursor: page.nextCursor,
});
