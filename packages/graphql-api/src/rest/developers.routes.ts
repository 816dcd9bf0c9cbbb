import { z } from 'zod';
import type { AppServices } from '../composition-root.js';
import { adminDeveloperJson, deletedDeveloperJson } from '../openapi/developers-response.schemas.js';
import { presentAdminDeveloper, presentDeletedDeveloper } from '../presenters/developers.presenter.js';
import { defineRoute, type RestRoute } from './rest-route.js';

const FORM =
  'The form of accounts spec §5: `name` (unique in any letter case), `description`, `email`, `phone` (7 to 15 ' +
  'digits), `address`, `city` and `country` required; `website` and `logoUrl` http(s) addresses (a bare domain ' +
  'reads as https://), `establishedYear` 1800 to this year, `licenseNumber`, `specialties` (comma-separated text ' +
  'or a list; trimmed, blanks and repeats dropped), `completedProjects` a whole number, `totalValue` Ghana cedis ' +
  'with at most 2 decimals, `rating` 0 to 5 in steps of 0.1, `isActive` a boolean or Active / Inactive. Numbers ' +
  'may be sent as their text; text that is not a number is a 400 naming the field, never read as 0.';

/**
 * Developer Management (accounts spec §2, §7 'Admin: developers'), admins only. Part of the one route table
 * (api.routes.ts); the public read `GET /developers` is the catalog's and lists active developers only.
 */
export function developerRoutes(services: AppServices): readonly RestRoute[] {
  const { developers } = services;
  const tags = ['Developers'];
  const byId = { path: { id: 'id' } };
  return [
    defineRoute({
      method: 'get',
      path: '/secure-admin/developers',
      useCase: developers.listAll,
      operationId: 'listAdminDevelopers',
      input: {},
      present: (list) => list.map(presentAdminDeveloper),
      summary: 'Every developer, active and inactive, by name (admins only)',
      tags,
      response: { description: 'The developers', schema: z.array(adminDeveloperJson) },
    }),
    defineRoute({
      method: 'post',
      path: '/secure-admin/developers',
      useCase: developers.create,
      operationId: 'createDeveloper',
      input: { body: 'all' },
      status: 201,
      present: presentAdminDeveloper,
      summary: 'Add a developer (admins only)',
      description: `${FORM} Unsent optional fields take the form's defaults: active, rating 0, nothing completed. Audited.`,
      tags,
      response: { description: 'The developer as stored', schema: adminDeveloperJson },
      errors: ['DEVELOPER.NAME_TAKEN'],
    }),
    defineRoute({
      method: 'patch',
      path: '/secure-admin/developers/:id',
      useCase: developers.update,
      operationId: 'updateDeveloper',
      input: { ...byId, body: 'all' },
      present: presentAdminDeveloper,
      summary: "Change a developer's fields (admins only)",
      description:
        `${FORM} Only the fields sent change; a required field sent blank is refused, an optional one sent blank ` +
        'or null is cleared. `isActive: false` hides the developer from the public pages. Audited when anything ' +
        'changes.',
      tags,
      response: { description: 'The developer as now stored', schema: adminDeveloperJson },
      errors: ['DEVELOPER.NOT_FOUND', 'DEVELOPER.NAME_TAKEN'],
    }),
    defineRoute({
      method: 'delete',
      path: '/secure-admin/developers/:id',
      useCase: developers.delete,
      operationId: 'deleteDeveloper',
      input: byId,
      present: presentDeletedDeveloper,
      summary: 'Delete a developer no project names (admins only)',
      description:
        'A developer that projects name is a 409 `DEVELOPER.HAS_PROJECTS` that says how many and suggests setting ' +
        'it Inactive instead. The audit trail keeps the deleted profile.',
      tags,
      response: { description: 'Which developer is gone', schema: deletedDeveloperJson },
      errors: ['DEVELOPER.NOT_FOUND', 'DEVELOPER.HAS_PROJECTS'],
    }),
  ];
}
