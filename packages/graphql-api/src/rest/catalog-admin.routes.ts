import { PROJECT_STATUSES, PROJECT_TYPES, UNIT_TYPES } from '@cobuy/domain';
import { z } from 'zod';
import type { AppServices } from '../composition-root.js';
import { id, money, percent } from '../openapi/response.schemas.js';
import { presentAdminProject, presentAdminUnit } from '../presenters/catalog-admin.presenter.js';
import { defineRoute, type RestRoute } from './rest-route.js';

/** A project as the admin form stores it (its unit counts and funding come from GET /projects/{id}). */
const adminProjectJson = z.object({
  id,
  title: z.string(),
  description: z.string(),
  location: z.string(),
  country: z.string(),
  projectType: z.enum(PROJECT_TYPES),
  status: z.enum(PROJECT_STATUSES),
  developerName: z.string(),
  timeline: z.number().int(),
  constructionTimeline: z.string(),
  expectedProfit: percent,
  profitRangeMin: percent,
  profitRangeMax: percent,
  developerListingPrice: money,
  unitPrice: money,
  minInvestment: money,
  imageUrl: z.string().nullable(),
  completionDate: z.string().nullable(),
});

/** A unit as the admin form stores it (status and current investment come from GET /projects/{id}/units). */
const adminUnitJson = z.object({
  id,
  projectId: id,
  unitNumber: z.string(),
  unitType: z.enum(UNIT_TYPES),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  floorArea: z.string().nullable(),
  plotSize: z.string().nullable(),
  price: money,
  totalInvestmentNeeded: money,
  minInvestmentAmount: money,
  features: z.array(z.string()),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  floor: z.number().int().nullable(),
  block: z.string().nullable(),
});

const PROJECT_FORM =
  'The project form (accounts spec §3): `title`, `description`, `location`, `developerName` required; ' +
  '`projectType` residential, commercial or mixed-use (or the labels Residential, Commercial, Mixed-Use); ' +
  '`status` planning, pre-construction, under-construction, near-completion, completed (or their labels) or ' +
  'the investor pages’ available, new, funding, in-progress; `timeline` whole months; `expectedProfit` a ' +
  'percentage; `unitPrice`, `minInvestment` money. Optional: `country` (Ghana), `constructionTimeline`, ' +
  '`profitRangeMin`/`profitRangeMax` (the expected profit), `developerListingPrice` (the unit price), ' +
  '`imageUrl`, `completionDate`. Numbers may be sent as text; text that is not a number is a 400 naming the ' +
  'field. Unit counts and funding are derived from the units and are not accepted. Audited.';

const UNIT_FORM =
  'The unit form (accounts spec §3, §5): `unitNumber` (unique in the project), `unitType` from spec §9, ' +
  '`bedrooms`, `bathrooms` whole numbers, `price`, `minInvestmentAmount` (at most the price) money; optional ' +
  '`totalInvestmentNeeded` (the price when absent; never above it), `floorArea`, `plotSize` (2 decimals), ' +
  '`features`, `description`, `imageUrl`, and `floor` / `block`, kept for apartment types only. A unit’s status ' +
  'and current investment are derived from its investments and are not accepted. Audited.';

/**
 * Admin writes on projects and units (accounts spec §7 'Admin: projects and units'), admins only. The reads
 * are the catalog's public ones (api.routes.ts). operationIds are explicit: the catalog's reads use similar names.
 */
export function catalogAdminRoutes(services: AppServices): readonly RestRoute[] {
  const { catalogAdmin } = services;
  const projectTags = ['Projects (admin)'];
  const unitTags = ['Units (admin)'];
  const unitPath = { path: { projectId: 'projectId', unitId: 'unitId' } };
  return [
    defineRoute({
      method: 'post',
      path: '/projects',
      useCase: catalogAdmin.createProject,
      operationId: 'adminCreateProject',
      input: { body: 'all' },
      status: 201,
      present: presentAdminProject,
      summary: 'Add a project (admins only)',
      description: PROJECT_FORM,
      tags: projectTags,
      response: { description: 'The project as stored', schema: adminProjectJson },
    }),
    defineRoute({
      method: 'put',
      path: '/projects/:id',
      useCase: catalogAdmin.updateProject,
      operationId: 'adminUpdateProject',
      input: { path: { id: 'id' }, body: 'all' },
      present: presentAdminProject,
      summary: 'Save a project’s form (admins only)',
      description: `${PROJECT_FORM} Every field is sent again (PUT).`,
      tags: projectTags,
      response: { description: 'The project as now stored', schema: adminProjectJson },
      errors: ['PROJECT.NOT_FOUND'],
    }),
    defineRoute({
      method: 'delete',
      path: '/projects/:id',
      useCase: catalogAdmin.deleteProject,
      operationId: 'adminDeleteProject',
      input: { path: { id: 'id' } },
      present: (p) => ({ ...p, message: 'Project deleted successfully' }),
      summary: 'Delete a project nobody invested in or applied to (admins only)',
      description:
        'Its units and updates go with it. A project with investments (of any status) or applications is a 409 ' +
        '`PROJECT.HAS_INVESTMENTS` that says how many: investors’ records keep their project. Audited.',
      tags: projectTags,
      response: {
        description: 'Which project is gone',
        schema: z.object({ id, title: z.string(), message: z.string() }),
      },
      errors: ['PROJECT.NOT_FOUND', 'PROJECT.HAS_INVESTMENTS'],
    }),
    defineRoute({
      method: 'post',
      path: '/projects/:id/archive',
      useCase: catalogAdmin.archiveProject,
      operationId: 'adminArchiveProject',
      input: { path: { id: 'id' } },
      present: presentAdminProject,
      summary: 'Archive a project instead of deleting it (admins only)',
      description:
        'Sets its status to `archived`: public lists leave it out and new interests and investments in it are a ' +
        '409 `INVESTMENT.PROJECT_ARCHIVED`, while its investors’ positions and applications carry on and its page ' +
        'still opens. Archiving an archived project changes nothing. To bring it back, save the project with ' +
        'another status. Audited.',
      tags: projectTags,
      response: { description: 'The project as now stored', schema: adminProjectJson },
      errors: ['PROJECT.NOT_FOUND'],
    }),
    defineRoute({
      method: 'post',
      path: '/projects/:projectId/units',
      useCase: catalogAdmin.createUnit,
      operationId: 'adminCreateUnit',
      input: { path: { projectId: 'projectId' }, body: 'all' },
      status: 201,
      present: presentAdminUnit,
      summary: 'Add a unit to a project (admins only)',
      description: `${UNIT_FORM} A new unit is available with nothing invested.`,
      tags: unitTags,
      response: { description: 'The unit as stored', schema: adminUnitJson },
      errors: ['PROJECT.NOT_FOUND', 'UNIT.NUMBER_TAKEN'],
    }),
    defineRoute({
      method: 'put',
      path: '/projects/:projectId/units/:unitId',
      useCase: catalogAdmin.updateUnit,
      operationId: 'adminUpdateUnit',
      input: { ...unitPath, body: 'all' },
      present: presentAdminUnit,
      summary: 'Save a unit’s form (admins only)',
      description:
        `${UNIT_FORM} While investments that are not cancelled hold the unit, a changed \`price\` or ` +
        '`totalInvestmentNeeded` is a 409 `UNIT.PRICE_LOCKED` (their ownership was computed from them).',
      tags: unitTags,
      response: { description: 'The unit as now stored', schema: adminUnitJson },
      errors: ['UNIT.NOT_FOUND', 'UNIT.NUMBER_TAKEN', 'UNIT.PRICE_LOCKED'],
    }),
    defineRoute({
      method: 'delete',
      path: '/projects/:projectId/units/:unitId',
      useCase: catalogAdmin.deleteUnit,
      operationId: 'adminDeleteUnit',
      input: unitPath,
      present: (u) => ({ ...u, message: 'Unit deleted successfully' }),
      summary: 'Delete a unit nobody invested in or applied to (admins only)',
      description:
        'A unit with investments (of any status) or applications is a 409 `UNIT.HAS_INVESTMENTS` that says how ' +
        'many. Audited.',
      tags: unitTags,
      response: {
        description: 'Which unit is gone',
        schema: z.object({ id, projectId: id, unitNumber: z.string(), message: z.string() }),
      },
      errors: ['UNIT.NOT_FOUND', 'UNIT.HAS_INVESTMENTS'],
    }),
  ];
}
