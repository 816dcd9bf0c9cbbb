import type { DeletedProjectUpdate } from '@cobuy/application';

/** The answer to a delete: which update is gone, from which project (REST and GraphQL alike). */
export const presentDeletedProjectUpdate = (d: DeletedProjectUpdate) => ({
  id: d.id,
  projectId: d.projectId,
  message: 'The update has been deleted.',
});
export type DeletedProjectUpdateJson = ReturnType<typeof presentDeletedProjectUpdate>;
