import type { ProjectNode } from '../catalog/project.resolver.js';
import { toNode } from '../catalog/project.resolver.js';
import type { GraphQLContext } from '../context.js';

/** The `project` of an interest or investment, through this request's DataLoader (one call for the list). */
export async function projectOf(ctx: GraphQLContext, projectId: number): Promise<ProjectNode | null> {
  const listing = await ctx.loaders.projectsByIdLoader.load(projectId);
  return listing ? toNode(listing) : null;
}
