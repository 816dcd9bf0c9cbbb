import { ARCHIVED_PROJECT_STATUS, err, ok, type Result, type StoredProject } from '@cobuy/domain';
import type { AppError } from '../shared/app-error.js';
import type { RequestContext } from '../shared/request-context.js';
import type { UseCase } from '../shared/use-case.js';
import { projectHasInvestments, projectNotFound } from './catalog-admin-errors.js';
import {
  createProjectInput,
  projectIdInput,
  updateProjectInput,
  type CreateProjectInput,
  type ProjectIdInput,
  type UpdateProjectInput,
} from './catalog-admin-input.schemas.js';
import { auditCatalog, sameFields } from './catalog-admin-records.js';
import { projectFieldsFrom } from './catalog-admin-rules.js';
import type { CatalogAdminDeps } from './catalog-admin.deps.js';

/** An admin adds a project (Add Project); audited. */
export class CreateProject implements UseCase<CreateProjectInput, StoredProject> {
  readonly name = 'projects.create';
  readonly access = 'admin' as const;
  readonly input = createProjectInput;
  constructor(private readonly deps: CatalogAdminDeps) {}

  execute(ctx: RequestContext, input: CreateProjectInput): Promise<Result<StoredProject, AppError>> {
    const fields = projectFieldsFrom(input);
    if (!fields.ok) return Promise.resolve(fields);
    return this.deps.uow.run(async (store) => {
      const project = await store.catalog.insertProject(fields.value, ctx.clock.now());
      await auditCatalog(store, ctx, 'project', 'created', null, project);
      return ok(project);
    });
  }
}

/** An admin saves the project form (PUT: every field); audited, and a save that changes nothing writes nothing. */
export class UpdateProject implements UseCase<UpdateProjectInput, StoredProject> {
  readonly name = 'projects.update';
  readonly access = 'admin' as const;
  readonly input = updateProjectInput;
  constructor(private readonly deps: CatalogAdminDeps) {}

  execute(ctx: RequestContext, input: UpdateProjectInput): Promise<Result<StoredProject, AppError>> {
    const { id, ...form } = input;
    const fields = projectFieldsFrom(form);
    if (!fields.ok) return Promise.resolve(fields);
    return this.deps.uow.run(async (store) => {
      const before = await store.catalog.lockProject(id);
      if (!before) return err(projectNotFound(id));
      if (sameFields(before, { id: before.id, ...fields.value })) return ok(before);
      const after = await store.catalog.updateProject(before.id, fields.value, ctx.clock.now());
      await auditCatalog(store, ctx, 'project', 'updated', before, after);
      return ok(after);
    });
  }
}

export interface DeletedProject {
  readonly id: number;
  readonly title: string;
}

/**
 * An admin deletes a project no investor holds or applied to (its units go with it); the audit entry keeps it.
 * One with investments or applications is a 409 that says how many: investors' records must keep their project.
 */
export class DeleteProject implements UseCase<ProjectIdInput, DeletedProject> {
  readonly name = 'projects.delete';
  readonly access = 'admin' as const;
  readonly input = projectIdInput;
  constructor(private readonly deps: CatalogAdminDeps) {}

  execute(ctx: RequestContext, input: ProjectIdInput): Promise<Result<DeletedProject, AppError>> {
    return this.deps.uow.run(async (store) => {
      const project = await store.catalog.lockProject(input.id);
      if (!project) return err(projectNotFound(input.id));
      const links = await store.catalog.projectLinks(project.id);
      if (links.investments > 0 || links.applications > 0)
        return err(projectHasInvestments(project.id, links.investments, links.applications));
      await store.catalog.deleteProject(project.id);
      await auditCatalog(store, ctx, 'project', 'deleted', project, null);
      return ok({ id: project.id, title: project.title });
    });
  }
}

/**
 * An admin archives a project instead of deleting it (a project investors hold must stay): its status becomes
 * 'archived', which hides it from public lists and refuses new interest and investment, while every position and
 * application in it carries on. Audited; archiving an archived project changes and writes nothing. To bring it
 * back, the admin edits it and picks another status.
 */
export class ArchiveProject implements UseCase<ProjectIdInput, StoredProject> {
  readonly name = 'projects.archive';
  readonly access = 'admin' as const;
  readonly input = projectIdInput;
  constructor(private readonly deps: CatalogAdminDeps) {}

  execute(ctx: RequestContext, input: ProjectIdInput): Promise<Result<StoredProject, AppError>> {
    return this.deps.uow.run(async (store) => {
      const before = await store.catalog.lockProject(input.id);
      if (!before) return err(projectNotFound(input.id));
      if (before.status === ARCHIVED_PROJECT_STATUS) return ok(before);
      const { id, ...fields } = before;
      const after = await store.catalog.updateProject(
        id,
        { ...fields, status: ARCHIVED_PROJECT_STATUS },
        ctx.clock.now(),
      );
      await auditCatalog(store, ctx, 'project', 'archived', before, after);
      return ok(after);
    });
  }
}
