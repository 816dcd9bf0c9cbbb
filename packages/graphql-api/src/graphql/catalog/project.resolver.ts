import type { ProjectListing } from '@cobuy/application';
import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import {
  presentDeveloper,
  presentProject,
  presentProjectUpdate,
  presentUnit,
  presentUnitStatistics,
  type DeveloperJson,
  type ProjectJson,
  type ProjectUpdateJson,
  type UnitJson,
  type UnitStatisticsJson,
} from '../../presenters/catalog.presenter.js';
import type { GraphQLContext } from '../context.js';
import { resolveUseCase } from '../errors.js';
import {
  DeveloperType,
  ProjectFilterInput,
  ProjectType,
  ProjectUpdateType,
  UnitStatisticsType,
  UnitType,
} from './catalog.types.js';

/** The listing travels with the presented project, under a symbol that never reaches the wire. */
const LISTING = Symbol('listing');
export type ProjectNode = ProjectJson & { [LISTING]: ProjectListing };
/** Also used by the investing resolvers' `project` fields, so the project's own field resolvers work there. */
export const toNode = (listing: ProjectListing): ProjectNode => ({ ...presentProject(listing), [LISTING]: listing });

@Resolver(() => ProjectType)
export class ProjectResolver {
  @Query(() => [ProjectType], {
    description: 'Projects, newest first. Every filter is optional.',
  })
  async projects(
    @Ctx() ctx: GraphQLContext,
    @Arg('filter', () => ProjectFilterInput, { nullable: true }) filter?: ProjectFilterInput,
  ): Promise<ProjectNode[]> {
    const listings = await resolveUseCase(ctx.services.catalog.listProjects, ctx.request, { ...filter });
    return listings.map(toNode);
  }

  @Query(() => ProjectType, { description: 'One project; fails with code PROJECT.NOT_FOUND when it does not exist.' })
  async project(@Ctx() ctx: GraphQLContext, @Arg('id', () => Int) id: number): Promise<ProjectNode> {
    return toNode(await resolveUseCase(ctx.services.catalog.getProject, ctx.request, { projectId: id }));
  }

  @FieldResolver(() => [UnitType])
  async units(@Root() project: ProjectNode, @Ctx() ctx: GraphQLContext): Promise<UnitJson[]> {
    return (await ctx.loaders.unitsByProjectIdLoader.load(project.id)).map(presentUnit);
  }

  @FieldResolver(() => [ProjectUpdateType])
  async updates(@Root() project: ProjectNode, @Ctx() ctx: GraphQLContext): Promise<ProjectUpdateJson[]> {
    return (await ctx.loaders.updatesByProjectIdLoader.load(project.id)).map(presentProjectUpdate);
  }

  @FieldResolver(() => UnitStatisticsType)
  unitStatistics(@Root() project: ProjectNode): UnitStatisticsJson {
    // Worked out by the use case that listed the project (ListProjects or GetProject), from the same unit
    // summary as its counts: no query of its own, and the same figures as REST's unit-statistics.
    return presentUnitStatistics(project[LISTING].statistics);
  }

  @FieldResolver(() => DeveloperType, { nullable: true })
  async developer(@Root() project: ProjectNode, @Ctx() ctx: GraphQLContext): Promise<DeveloperJson | null> {
    if (project.developerId === null) return null;
    const developer = await ctx.loaders.developersByIdLoader.load(project.developerId);
    return developer ? presentDeveloper(developer) : null;
  }
}
