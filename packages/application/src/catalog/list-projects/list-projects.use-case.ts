import { err, ok, PROJECT_TYPES, type CatalogReadRepository, type Result } from '@cobuy/domain';
import { z } from 'zod';
import { appError, type AppError } from '../../shared/app-error.js';
import { moneyInput, optionalText } from '../../shared/input-schemas.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import { withSummaries, type ProjectListing } from '../project-listing.js';

/** The filter dropdowns send these labels when nothing is chosen (investor spec §7); they mean "no filter". */
const PLACEHOLDERS = new Set(['All Locations', 'All Types', 'Min Investment']);
const unlessPlaceholder = (value: unknown): unknown =>
  typeof value === 'string' && (PLACEHOLDERS.has(value.trim()) || value.trim() === '') ? undefined : value;

export const listProjectsInput = z.object({
  location: z.preprocess(unlessPlaceholder, optionalText(100)),
  projectType: z.preprocess(
    unlessPlaceholder,
    z.enum(PROJECT_TYPES, { error: `must be one of ${PROJECT_TYPES.join(', ')}` }).optional(),
  ),
  minInvestment: z.preprocess(unlessPlaceholder, moneyInput.optional()),
  search: optionalText(200),
  // REST sends `?includeArchived=true` as text, GraphQL a Boolean.
  includeArchived: z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean({ error: 'must be true or false' }).optional(),
  ),
});
export type ListProjectsInput = z.output<typeof listProjectsInput>;

export class ListProjects implements UseCase<ListProjectsInput, ProjectListing[]> {
  readonly name = 'ListProjects';
  readonly access = 'public';
  readonly input = listProjectsInput;

  constructor(private readonly deps: { catalog: CatalogReadRepository }) {}

  async execute(ctx: RequestContext, input: ListProjectsInput): Promise<Result<ProjectListing[], AppError>> {
    // Archived projects are the admin panel's to see (to edit or bring back); everyone else's lists omit them.
    if (input.includeArchived && !ctx.actor) {
      return err(appError('AUTH.UNAUTHENTICATED', 'Sign in to list archived projects'));
    }
    if (input.includeArchived && ctx.actor?.role !== 'admin') {
      return err(appError('AUTH.FORBIDDEN', 'Only admins may list archived projects'));
    }
    const projects = await this.deps.catalog.listProjects({
      location: input.location,
      projectType: input.projectType,
      maxMinInvestment: input.minInvestment,
      search: input.search,
      includeArchived: input.includeArchived ?? false,
    });
    return ok(await withSummaries(this.deps.catalog, projects));
  }
}
