import { Arg, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import {
  presentAdminProject,
  presentAdminUnit,
  type AdminProjectJson,
  type AdminUnitJson,
} from '../../presenters/catalog-admin.presenter.js';
import type { GraphQLContext } from '../context.js';
import { resolveUseCase } from '../errors.js';
import {
  AdminProjectType,
  AdminUnitType,
  DeletedProjectType,
  DeletedUnitType,
  ProjectInputType,
  UnitInputType,
} from './catalog-admin.types.js';

/** The fields the caller gave (absent optional ones stay absent; the schema fills the form's defaults). */
const given = (input: object) =>
  Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== null));

/**
 * Projects and units, admin writes over GraphQL: the same use cases, rules and error codes as POST/PUT/DELETE
 * /api/projects and /api/projects/{projectId}/units.
 */
@Resolver()
export class CatalogAdminResolver {
  @Mutation(() => AdminProjectType, { description: 'Adds a project (admins only); audited.' })
  async createProject(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => ProjectInputType) input: ProjectInputType,
  ): Promise<AdminProjectJson> {
    return presentAdminProject(
      await resolveUseCase(ctx.services.catalogAdmin.createProject, ctx.request, given(input)),
    );
  }

  @Mutation(() => AdminProjectType, { description: "Saves a project's form (admins only); audited." })
  async updateProject(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => ProjectInputType) input: ProjectInputType,
  ): Promise<AdminProjectJson> {
    const project = await resolveUseCase(ctx.services.catalogAdmin.updateProject, ctx.request, { ...given(input), id });
    return presentAdminProject(project);
  }

  @Mutation(() => DeletedProjectType, {
    description: 'Deletes a project nobody invested in or applied to (admins only); else PROJECT.HAS_INVESTMENTS.',
  })
  async deleteProject(@Ctx() ctx: GraphQLContext, @Arg('id', () => Int) id: number) {
    const gone = await resolveUseCase(ctx.services.catalogAdmin.deleteProject, ctx.request, { id });
    return { ...gone, message: 'Project deleted successfully' };
  }

  @Mutation(() => AdminProjectType, {
    description:
      'Archives a project instead of deleting it (admins only): hidden from public lists, no new interest or ' +
      'investment, positions carry on; audited.',
  })
  async archiveProject(@Ctx() ctx: GraphQLContext, @Arg('id', () => Int) id: number): Promise<AdminProjectJson> {
    const project = await resolveUseCase(ctx.services.catalogAdmin.archiveProject, ctx.request, { id });
    return presentAdminProject(project);
  }

  @Mutation(() => AdminUnitType, { description: 'Adds a unit to a project (admins only); audited.' })
  async createUnit(
    @Ctx() ctx: GraphQLContext,
    @Arg('projectId', () => Int) projectId: number,
    @Arg('input', () => UnitInputType) input: UnitInputType,
  ): Promise<AdminUnitJson> {
    const unit = await resolveUseCase(ctx.services.catalogAdmin.createUnit, ctx.request, {
      ...given(input),
      projectId,
    });
    return presentAdminUnit(unit);
  }

  @Mutation(() => AdminUnitType, {
    description: "Saves a unit's form (admins only); price and capacity locked while investments are live.",
  })
  async updateUnit(
    @Ctx() ctx: GraphQLContext,
    @Arg('projectId', () => Int) projectId: number,
    @Arg('unitId', () => Int) unitId: number,
    @Arg('input', () => UnitInputType) input: UnitInputType,
  ): Promise<AdminUnitJson> {
    const unit = await resolveUseCase(ctx.services.catalogAdmin.updateUnit, ctx.request, {
      ...given(input),
      projectId,
      unitId,
    });
    return presentAdminUnit(unit);
  }

  @Mutation(() => DeletedUnitType, {
    description: 'Deletes a unit nobody invested in or applied to (admins only); else UNIT.HAS_INVESTMENTS.',
  })
  async deleteUnit(
    @Ctx() ctx: GraphQLContext,
    @Arg('projectId', () => Int) projectId: number,
    @Arg('unitId', () => Int) unitId: number,
  ) {
    const gone = await resolveUseCase(ctx.services.catalogAdmin.deleteUnit, ctx.request, { projectId, unitId });
    return { ...gone, message: 'Unit deleted successfully' };
  }
}
