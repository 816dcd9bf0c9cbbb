import type { DeletedDeveloper } from '@cobuy/application';
import type { AdminDeveloper } from '@cobuy/domain';
import { presentDeveloper } from './catalog.presenter.js';

/** A developer as the Developer Management tab shows it: the public profile, and what only admins need. */
export const presentAdminDeveloper = (d: AdminDeveloper) => ({
  ...presentDeveloper(d),
  linkedProjects: d.linkedProjects,
  createdAt: d.createdAt.toISOString(),
  updatedAt: d.updatedAt.toISOString(),
});
export type AdminDeveloperJson = ReturnType<typeof presentAdminDeveloper>;

/** The answer to a delete: which developer is gone (REST and GraphQL alike). */
export const presentDeletedDeveloper = (d: DeletedDeveloper) => ({
  id: d.id,
  name: d.name,
  message: `${d.name} has been deleted.`,
});
export type DeletedDeveloperJson = ReturnType<typeof presentDeletedDeveloper>;
