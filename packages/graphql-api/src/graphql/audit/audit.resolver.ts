import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { presentAuditPage, type AuditRecordJson } from '../../presenters/audit.presenter.js';
import type { GraphQLContext } from '../context.js';
import { resolveUseCase } from '../errors.js';
import { withoutNulls } from '../investing/investing.inputs.js';
import { AuditRecordFilterInput, AuditRecordPageType, type AuditRecordType } from './audit.types.js';

/** Before and after as JSON text: GraphQL has no type for "whatever was stored". */
const asGraphQL = (r: AuditRecordJson): AuditRecordType => ({
  ...r,
  beforeJson: r.before === null ? null : JSON.stringify(r.before),
  afterJson: r.after === null ? null : JSON.stringify(r.after),
});

/** The audit trail over GraphQL: the same use case, filters and errors as GET /api/secure-admin/audit. */
@Resolver()
export class AuditResolver {
  @Query(() => AuditRecordPageType, {
    description: 'The audit trail, newest first, a page at a time (admins only). The CSV export is REST only.',
  })
  async auditRecords(
    @Ctx() ctx: GraphQLContext,
    @Arg('filter', () => AuditRecordFilterInput, { nullable: true }) filter?: AuditRecordFilterInput | null,
    @Arg('after', () => String, { nullable: true, description: 'The nextCursor of the previous page.' })
    after?: string | null,
    @Arg('first', () => Int, { nullable: true, description: 'Records per page: 50 unless set, at most 200.' })
    first?: number | null,
  ): Promise<AuditRecordPageType> {
    const input = withoutNulls({ ...withoutNulls({ ...filter }), after, first });
    const page = presentAuditPage(await resolveUseCase(ctx.services.audit.list, ctx.request, input));
    return { records: page.records.map(asGraphQL), nextCursor: page.nextCursor };
  }
}
