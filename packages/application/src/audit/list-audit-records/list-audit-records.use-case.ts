import { ok, type Result } from '@cobuy/domain';
import type { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import type { AuditDeps } from '../audit.deps.js';
import { encodeAuditCursor } from '../audit-cursor.js';
import { auditEntryViews, type AuditEntryView } from '../audit-entry-view.js';
import { auditPageInput, trailFilterOf, type AuditPageInput } from '../audit-input.schemas.js';

export interface AuditPage {
  readonly records: readonly AuditEntryView[];
  /** Pass as `after` for the next page; null on the last one. */
  readonly nextCursor: string | null;
}

/**
 * The audit trail for administrators (issue 11 §9): every admin action and every money or ownership
 * transition, newest first, filtered by actor, entity, action and date, a page at a time (keyset: a page
 * stays correct while new records arrive).
 */
export class ListAuditRecords implements UseCase<AuditPageInput, AuditPage> {
  readonly name = 'audit.listAuditRecords';
  readonly access = 'admin' as const;
  readonly input = auditPageInput;

  constructor(private readonly deps: AuditDeps) {}

  async execute(_ctx: RequestContext, input: AuditPageInput): Promise<Result<AuditPage, AppError>> {
    // One more than the page: whether it exists says if there is a next page, without counting.
    const entries = await this.deps.trail.list(trailFilterOf(input), {
      after: input.after ?? null,
      limit: input.first + 1,
    });
    const page = entries.slice(0, input.first);
    const last = page.at(-1);
    return ok({
      records: await auditEntryViews(this.deps.trail, page),
      nextCursor: entries.length > input.first && last ? encodeAuditCursor(last) : null,
    });
  }
}
