import { Ctx, Query, Resolver } from 'type-graphql';
import { presentAdminOverview, type AdminOverviewJson } from '../../presenters/admin-overview.presenter.js';
import type { GraphQLContext } from '../context.js';
import { resolveUseCase } from '../errors.js';
import { AdminOverviewType } from './admin-overview.types.js';

/** The admin overview over GraphQL: the same use case and refusals as GET /api/secure-admin/overview. */
@Resolver()
export class AdminOverviewResolver {
  @Query(() => AdminOverviewType, {
    description: "The admin panel's summary figures and weekly commitments and confirmed payments (admins only).",
  })
  async adminOverview(@Ctx() ctx: GraphQLContext): Promise<AdminOverviewJson> {
    return presentAdminOverview(await resolveUseCase(ctx.services.adminOverview.get, ctx.request, {}));
  }
}
