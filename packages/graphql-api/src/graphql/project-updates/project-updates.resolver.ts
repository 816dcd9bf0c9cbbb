import { Arg, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import { presentProjectUpdate, type ProjectUpdateJson } from '../../presenters/catalog.presenter.js';
import {
  presentDeletedProjectUpdate,
  type DeletedProjectUpdateJson,
} from '../../presenters/project-updates.presenter.js';
import { ProjectUpdateType } from '../catalog/catalog.types.js';
import type { GraphQLContext } from '../context.js';
import { resolveUseCase } from '../errors.js';
import { DeletedProjectUpdateType, ProjectUpdateInputType } from './project-updates.types.js';

/** Project updates over GraphQL: the same admin use cases, rules and errors as /api/projects/{id}/updates. */
@Resolver()
export class ProjectUpdatesResolver {
  @Mutation(() => ProjectUpdateType, {
    description:
      "Posts an update on a project (admins only); the project's investors and applicants are notified. " +
      'PROJECT.NOT_FOUND for an unknown project.',
  })
  async postProjectUpdate(
    @Ctx() ctx: GraphQLContext,
    @Arg('projectId', () => Int) projectId: number,
    @Arg('input', () => ProjectUpdateInputType) input: ProjectUpdateInputType,
  ): Promise<ProjectUpdateJson> {
    const update = await resolveUseCase(ctx.services.projectUpdates.post, ctx.request, { ...input, projectId });
    return presentProjectUpdate(update);
  }

  @Mutation(() => ProjectUpdateType, {
    description: "Replaces an update's fields (admins only); its date stays. PROJECT_UPDATE.NOT_FOUND otherwise.",
  })
  async editProjectUpdate(
    @Ctx() ctx: GraphQLContext,
    @Arg('projectId', () => Int) projectId: number,
    @Arg('updateId', () => Int) updateId: number,
    @Arg('input', () => ProjectUpdateInputType) input: ProjectUpdateInputType,
  ): Promise<ProjectUpdateJson> {
    const update = await resolveUseCase(ctx.services.projectUpdates.edit, ctx.request, {
      ...input,
      projectId,
      updateId,
    });
    return presentProjectUpdate(update);
  }

  @Mutation(() => DeletedProjectUpdateType, { description: 'Deletes an update (admins only).' })
  async deleteProjectUpdate(
    @Ctx() ctx: GraphQLContext,
    @Arg('projectId', () => Int) projectId: number,
    @Arg('updateId', () => Int) updateId: number,
  ): Promise<DeletedProjectUpdateJson> {
    const deleted = await resolveUseCase(ctx.services.projectUpdates.delete, ctx.request, { projectId, updateId });
    return presentDeletedProjectUpdate(deleted);
  }
}
