import { ADMIN_LIST_PAGE_DEFAULT, ADMIN_LIST_PAGE_MAX, type ApplicationView } from '@cobuy/application';
import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { presentApplication, type ApplicationJson } from '../../presenters/investing.presenter.js';
import type { ProjectNode } from '../catalog/project.resolver.js';
import { ProjectType } from '../catalog/catalog.types.js';
import type { GraphQLContext } from '../context.js';
import { resolveUseCase } from '../errors.js';
import { connectionOf, resolveAdminPage } from '../paging.types.js';
import { ExpressInterestInputType, ProjectInterestFilterInput, withoutNulls } from './investing.inputs.js';
import { ProjectInterestConnectionType, ProjectInterestType } from './investing.types.js';
import { projectOf } from './project-field.js';

/** A page of interests as the connection answers it; the filter stays behind for `totalCount`. */
const FILTER = Symbol('filter');
type ProjectInterestConnection = ReturnType<typeof connectionOf<ApplicationView, ApplicationJson>> & {
  [FILTER]: Record<string, unknown>;
};

/**
 * Project interests (applications) over GraphQL: the same use cases, rules and errors as /api/project-interests.
 * A refused transition fails with extensions.code *.INVALID_TRANSITION and extensions.details.currentState.
 */
@Resolver(() => ProjectInterestType)
export class ProjectInterestsResolver {
  @Query(() => [ProjectInterestType], { description: "The signed-in investor's interests, newest first." })
  async myProjectInterests(@Ctx() ctx: GraphQLContext): Promise<ApplicationJson[]> {
    const userId = ctx.request.actor?.userId;
    const list = await resolveUseCase(ctx.services.investing.listUserApplications, ctx.request, { userId });
    return list.map(presentApplication);
  }

  @Query(() => [ProjectInterestType], {
    description:
      'Every interest for the admin panel, newest first (admins only): pending (the review queue), open or all.',
  })
  async projectInterests(
    @Ctx() ctx: GraphQLContext,
    @Arg('status', () => String, { nullable: true, defaultValue: 'all' }) status?: string | null,
  ): Promise<ApplicationJson[]> {
    const input = withoutNulls({ status });
    const page = await resolveUseCase(ctx.services.investing.listApplications, ctx.request, input);
    return page.items.map(presentApplication);
  }

  @Query(() => ProjectInterestConnectionType, {
    description:
      `The admin Interests list a page at a time, newest first (admins only): \`first\` interests ` +
      `(${ADMIN_LIST_PAGE_DEFAULT} unless given, at most ${ADMIN_LIST_PAGE_MAX}) after the cursor \`after\` ` +
      '(pageInfo.endCursor of the previous page). Every filter is optional; totalCount counts what the filter ' +
      'keeps. A bad first or after is VALIDATION.INVALID_INPUT naming it.',
  })
  async projectInterestsConnection(
    @Ctx() ctx: GraphQLContext,
    @Arg('filter', () => ProjectInterestFilterInput, { nullable: true }) filter?: ProjectInterestFilterInput | null,
    @Arg('first', () => Int, { nullable: true }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<ProjectInterestConnection> {
    const fields = withoutNulls({ ...filter });
    const page = await resolveAdminPage(ctx.services.investing.listApplications, ctx.request, fields, first, after);
    return { ...connectionOf(page, presentApplication), [FILTER]: fields };
  }

  @Mutation(() => ProjectInterestType, {
    description: 'Expresses interest in a project or one of its units: pending review. Below 1000.00 is a field error.',
  })
  async expressInterest(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => ExpressInterestInputType) input: ExpressInterestInputType,
  ): Promise<ApplicationJson> {
    return presentApplication(
      await resolveUseCase(ctx.services.investing.expressInterest, ctx.request, withoutNulls({ ...input })),
    );
  }

  @Mutation(() => ProjectInterestType, {
    description: "Withdraws one of your interests before payment is confirmed (another's: APPLICATION.NOT_FOUND).",
  })
  async withdrawProjectInterest(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int) id: number,
  ): Promise<ApplicationJson> {
    const input = { applicationId: id };
    return presentApplication(await resolveUseCase(ctx.services.investing.withdrawApplication, ctx.request, input));
  }

  @Mutation(() => ProjectInterestType, {
    description:
      'Approves a pending interest (admins only); the KYC check runs at once: valid KYC opens the investment ' +
      'with payment instructions, otherwise it waits for KYC. Not your own (AUTH.OWN_DECISION_FORBIDDEN).',
  })
  async approveProjectInterest(@Ctx() ctx: GraphQLContext, @Arg('id', () => Int) id: number): Promise<ApplicationJson> {
    const input = { applicationId: id };
    return presentApplication(await resolveUseCase(ctx.services.investing.approveApplication, ctx.request, input));
  }

  @Mutation(() => ProjectInterestType, {
    description:
      'Rejects an unpaid interest with the reason the investor reads (admins only); its open investment is ' +
      'cancelled. Not your own (AUTH.OWN_DECISION_FORBIDDEN).',
  })
  async rejectProjectInterest(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int) id: number,
    @Arg('reason', () => String, { nullable: true }) reason?: string | null,
  ): Promise<ApplicationJson> {
    const input = withoutNulls({ applicationId: id, reason });
    return presentApplication(await resolveUseCase(ctx.services.investing.rejectApplication, ctx.request, input));
  }

  @FieldResolver(() => ProjectType, { nullable: true, description: 'The project (batched per request).' })
  project(@Root() interest: ApplicationJson, @Ctx() ctx: GraphQLContext): Promise<ProjectNode | null> {
    return projectOf(ctx, interest.projectId);
  }
}

@Resolver(() => ProjectInterestConnectionType)
export class ProjectInterestConnectionResolver {
  @FieldResolver(() => Int, { description: 'How many interests the filter keeps, on every page (one count).' })
  async totalCount(@Root() connection: ProjectInterestConnection, @Ctx() ctx: GraphQLContext): Promise<number> {
    return resolveUseCase(ctx.services.investing.countApplications, ctx.request, { ...connection[FILTER] });
  }
}
