import {
  LISTED_STATISTICS,
  type ListedProject,
  type ProjectListing,
  type ProjectUpdateItem,
  type UnitItem,
} from '@cobuy/application';
import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { connectionOf } from '../paging.types.js';
import {
  presentDeveloper,
  presentProject,
  presentUnitStatistics,
  type DeveloperJson,
  type ProjectJson,
  type UnitStatisticsJson,
} from '../../presenters/catalog.presenter.js';
import type { GraphQLContext } from '../context.js';
import { resolveUseCase } from '../errors.js';
import {
  DeveloperType,
  ProjectConnectionType,
  ProjectFilterInput,
  ProjectType,
  ProjectUpdateType,
  UnitStatisticsType,
  UnitType,
} from './catalog.types.js';

/**
 * A project as GraphQL resolves it: its wire fields, and its unit statistics under a symbol that never reaches
 * the wire. The list's and the project page's projects (their read models) are nodes as they come; a listing
 * (investing) is presented into one.
 */
export type ProjectNode = ProjectJson & Pick<ListedProject, typeof LISTED_STATISTICS>;
/** Also used by the investing resolvers' `project` fields, so the project's own field resolvers work there. */
export const toNode = (listing: ProjectListing): ProjectNode => ({
  ...presentProject(listing),
  [LISTED_STATISTICS]: () => listing.statistics,
});
const listedNode = (project: ListedProject): ProjectNode => project;

/** A page of projects as the connection type answers it; the filter stays behind for `totalCount`. */
const FILTER = Symbol('filter');
export type ProjectConnection = ReturnType<typeof connectionOf<ListedProject, ProjectNode>> & {
  [FILTER]: ProjectFilterInput | undefined;
};

/** `projectsConnection(first:)` when not given: a screenful of cards. */
const DEFAULT_PROJECTS_FIRST = 20;

@Resolver(() => ProjectType)
export class ProjectResolver {
  @Query(() => [ProjectType], {
    description:
      "Projects, newest first, at most 1,000 (the list's cap: page with projectsConnection). Every filter is optional.",
  })
  async projects(
    @Ctx() ctx: GraphQLContext,
    @Arg('filter', () => ProjectFilterInput, { nullable: true }) filter?: ProjectFilterInput,
  ): Promise<readonly ProjectNode[]> {
    const page = await resolveUseCase(ctx.services.catalog.listProjects, ctx.request, { ...filter });
    return page.items;
  }

  @Query(() => ProjectConnectionType, {
    description:
      'The projects list a page at a time, newest first: `first` projects (20 unless given, at most 1,000) after ' +
      'the cursor `after` (pageInfo.endCursor of the previous page). Every filter is optional; totalCount counts ' +
      'what the filter keeps. A bad first or after is VALIDATION.INVALID_INPUT naming it.',
  })
  async projectsConnection(
    @Ctx() ctx: GraphQLContext,
    @Arg('filter', () => ProjectFilterInput, { nullable: true }) filter?: ProjectFilterInput,
    @Arg('first', () => Int, { nullable: true }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<ProjectConnection> {
    const page = await resolveUseCase(
      ctx.services.catalog.listProjects,
      ctx.request,
      { ...filter, limit: first ?? DEFAULT_PROJECTS_FIRST, cursor: after ?? undefined },
      { limit: 'first', cursor: 'after' },
    );
    return { ...connectionOf(page, listedNode), [FILTER]: filter };
  }

  @Query(() => ProjectType, { description: 'One project; fails with code PROJECT.NOT_FOUND when it does not exist.' })
  async project(@Ctx() ctx: GraphQLContext, @Arg('id', () => Int) id: number): Promise<ProjectNode> {
    return listedNode(await resolveUseCase(ctx.services.catalog.getProject, ctx.request, { projectId: id }));
  }

  // Units and updates come from the project page's read model in the wire shape: no presenting.
  @FieldResolver(() => [UnitType])
  units(@Root() project: ProjectNode, @Ctx() ctx: GraphQLContext): Promise<UnitItem[]> {
    return ctx.loaders.unitsByProjectIdLoader.load(project.id);
  }

  @FieldResolver(() => [ProjectUpdateType])
  updates(@Root() project: ProjectNode, @Ctx() ctx: GraphQLContext): Promise<ProjectUpdateItem[]> {
    return ctx.loaders.updatesByProjectIdLoader.load(project.id);
  }

  @FieldResolver(() => UnitStatisticsType)
  unitStatistics(@Root() project: ProjectNode): UnitStatisticsJson {
    // Worked out by the use case that listed the project (ListProjects or GetProject), from the same unit
    // summary as its counts: no query of its own, and the same figures as REST's unit-statistics.
    return presentUnitStatistics(project[LISTED_STATISTICS]());
  }

  @FieldResolver(() => DeveloperType, { nullable: true })
  async developer(@Root() project: ProjectNode, @Ctx() ctx: GraphQLContext): Promise<DeveloperJson | null> {
    if (project.developerId === null) return null;
    const developer = await ctx.loaders.developersByIdLoader.load(project.developerId);
    return developer ? presentDeveloper(developer) : null;
  }
}

@Resolver(() => ProjectConnectionType)
export class ProjectConnectionResolver {
  @FieldResolver(() => Int, { description: 'How many projects the filter keeps, on every page (one count).' })
  async totalCount(@Root() connection: ProjectConnection, @Ctx() ctx: GraphQLContext): Promise<number> {
    return resolveUseCase(ctx.services.catalog.countProjects, ctx.request, { ...connection[FILTER] });
  }
}
