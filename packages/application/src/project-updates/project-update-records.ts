import { err, ok, type ProjectUpdate, type ProjectUpdateStore, type Result } from '@cobuy/domain';
import type { AppError } from '../shared/app-error.js';
import type { RequestContext } from '../shared/request-context.js';
import { projectNotFound, projectUpdateNotFound } from './project-updates-errors.js';

/**
 * The update named by the path, locked for the rest of the transaction. An update of another project reads
 * as not found, so a path cannot reach an update through the wrong project.
 */
export async function lockUpdateOfProject(
  store: ProjectUpdateStore,
  projectId: number,
  updateId: number,
): Promise<Result<ProjectUpdate, AppError>> {
  if (!(await store.updates.holdProject(projectId))) return err(projectNotFound(projectId));
  const update = await store.updates.lockById(updateId);
  return update && update.projectId === projectId ? ok(update) : err(projectUpdateNotFound(updateId));
}

const snapshot = (u: ProjectUpdate) => ({
  projectId: u.projectId,
  title: u.title,
  description: u.description,
  progressPercentage: u.progressPercentage,
  updateType: u.updateType,
  imageUrl: u.imageUrl,
});

/** The audit entry of one admin write, in the write's transaction (before → after; null where none). */
export async function auditProjectUpdate(
  store: ProjectUpdateStore,
  ctx: RequestContext,
  action: 'project_update.posted' | 'project_update.edited' | 'project_update.deleted',
  before: ProjectUpdate | null,
  after: ProjectUpdate | null,
): Promise<void> {
  await store.audit.record({
    actorId: ctx.actor?.userId ?? null,
    action,
    entity: 'project_update',
    entityId: String((after ?? before)!.id),
    before: before && snapshot(before),
    after: after && snapshot(after),
    at: ctx.clock.now(),
    correlationId: ctx.correlationId,
  });
}

/** The update's mail, one per member of its audience; who turned project-update mail off is left out by the outbox. */
export async function mailProjectUpdate(store: ProjectUpdateStore, update: ProjectUpdate): Promise<void> {
  const mailboxes = await store.updates.listAudienceMailboxes(update.projectId);
  if (mailboxes.length === 0) return;
  const projectTitle = (await store.updates.findProjectTitle(update.projectId)) ?? `Project ${update.projectId}`;
  for (const { email, firstName } of mailboxes) {
    await store.outbox.enqueue({
      template: 'project-update',
      to: email,
      data: {
        firstName,
        projectId: update.projectId,
        projectTitle,
        updateTitle: update.title,
        description: update.description,
        progressPercentage: update.progressPercentage,
      },
    });
  }
}
