import type { AppServices } from '../composition-root.js';
import { deletedProjectUpdateJson } from '../openapi/project-updates-response.schemas.js';
import { projectUpdateJson } from '../openapi/response.schemas.js';
import { presentProjectUpdate } from '../presenters/catalog.presenter.js';
import { presentDeletedProjectUpdate } from '../presenters/project-updates.presenter.js';
import { defineRoute, type RestRoute } from './rest-route.js';

const FORM =
  'The form of investor spec §5: `title` (at most 200 characters) and `description` (at most 5000) required, ' +
  '`progressPercentage` a whole number 0-100 (a number or its decimal text), `updateType` one of progress, ' +
  'milestone, completion, alert (progress when absent), `imageUrl` optional, an absolute http(s) address of at ' +
  'most 2000 characters.';

/**
 * Project updates, admin writes (investor spec §2, §5, §7; product rules §5-§6). Part of the one route table
 * (api.routes.ts); the public read `GET /projects/:id/updates` is the catalog's.
 */
export function projectUpdateRoutes(services: AppServices): readonly RestRoute[] {
  const { projectUpdates } = services;
  const tags = ['Project updates'];
  const byUpdate = { path: { projectId: 'id', updateId: 'updateId' } };
  return [
    defineRoute({
      method: 'post',
      path: '/projects/:id/updates',
      useCase: projectUpdates.post,
      operationId: 'postProjectUpdate',
      input: { path: { projectId: 'id' }, body: 'all' },
      status: 201,
      present: presentProjectUpdate,
      summary: 'Post a progress update on a project (admins only)',
      description:
        `${FORM} The project's investors (investments not cancelled) and applicants (applications not rejected ` +
        'or withdrawn) are notified through the `project.update_posted` event, written with the update.',
      tags,
      response: { description: 'The update, as the project page lists it', schema: projectUpdateJson },
      errors: ['PROJECT.NOT_FOUND'],
    }),
    defineRoute({
      method: 'put',
      path: '/projects/:id/updates/:updateId',
      useCase: projectUpdates.edit,
      operationId: 'editProjectUpdate',
      input: { ...byUpdate, body: 'all' },
      present: presentProjectUpdate,
      summary: "Replace an update's fields (admins only)",
      description: `${FORM} The posting date stays; nobody is notified again.`,
      tags,
      response: { description: 'The edited update', schema: projectUpdateJson },
      errors: ['PROJECT.NOT_FOUND', 'PROJECT_UPDATE.NOT_FOUND'],
    }),
    defineRoute({
      method: 'delete',
      path: '/projects/:id/updates/:updateId',
      useCase: projectUpdates.delete,
      operationId: 'deleteProjectUpdate',
      input: byUpdate,
      present: presentDeletedProjectUpdate,
      summary: 'Delete an update (admins only)',
      description: 'The audit trail keeps what the update said.',
      tags,
      response: { description: 'Which update is gone', schema: deletedProjectUpdateJson },
      errors: ['PROJECT.NOT_FOUND', 'PROJECT_UPDATE.NOT_FOUND'],
    }),
  ];
}
