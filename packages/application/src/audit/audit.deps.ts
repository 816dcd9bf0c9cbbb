import type { AuditTrail } from '@cobuy/domain';

/** What the audit use cases are built from; the composition root supplies the adapter. */
export interface AuditDeps {
  readonly trail: AuditTrail;
}
