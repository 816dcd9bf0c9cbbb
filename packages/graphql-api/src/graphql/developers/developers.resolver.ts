import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import {
  presentAdminDeveloper,
  presentDeletedDeveloper,
  type AdminDeveloperJson,
  type DeletedDeveloperJson,
} from '../../presenters/developers.presenter.js';
import type { GraphQLContext } from '../context.js';
import { resolveUseCase } from '../errors.js';
import {
  AdminDeveloperType,
  DeletedDeveloperType,
  DeveloperInputType,
  DeveloperPatchInputType,
} from './developers.types.js';

/** The fields the caller gave (an input object's absent fields must stay absent: a PATCH changes only those). */
const given = (input: object) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));

/**
 * Developer Management over GraphQL: the same admin use cases, rules and error codes as
 * /api/secure-admin/developers (DEVELOPER.NOT_FOUND 404, DEVELOPER.NAME_TAKEN and DEVELOPER.HAS_PROJECTS 409).
 */
@Resolver()
export class DevelopersResolver {
  @Query(() => [AdminDeveloperType], { description: 'Every developer, active and inactive, by name (admins only).' })
  async adminDevelopers(@Ctx() ctx: GraphQLContext): Promise<AdminDeveloperJson[]> {
    return (await resolveUseCase(ctx.services.developers.listAll, ctx.request, {})).map(presentAdminDeveloper);
  }

  @Mutation(() => AdminDeveloperType, { description: 'Adds a developer (admins only); audited.' })
  async createDeveloper(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => DeveloperInputType) input: DeveloperInputType,
  ): Promise<AdminDeveloperJson> {
    return presentAdminDeveloper(await resolveUseCase(ctx.services.developers.create, ctx.request, given(input)));
  }

  @Mutation(() => AdminDeveloperType, {
    description: 'Changes the given fields of a developer (admins only); audited. isActive false hides it publicly.',
  })
  async updateDeveloper(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => DeveloperPatchInputType) input: DeveloperPatchInputType,
  ): Promise<AdminDeveloperJson> {
    const developer = await resolveUseCase(ctx.services.developers.update, ctx.request, { ...given(input), id });
    return presentAdminDeveloper(developer);
  }

  @Mutation(() => DeletedDeveloperType, {
    description: 'Deletes a developer no project names (admins only); otherwise DEVELOPER.HAS_PROJECTS says why.',
  })
  async deleteDeveloper(@Ctx() ctx: GraphQLContext, @Arg('id', () => Int) id: number): Promise<DeletedDeveloperJson> {
    return presentDeletedDeveloper(await resolveUseCase(ctx.services.developers.delete, ctx.request, { id }));
  }
}
