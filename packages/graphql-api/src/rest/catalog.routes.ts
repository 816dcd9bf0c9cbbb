import { Router, type Request } from 'express';
import type { AppServices } from '../composition-root.js';
import type { Authenticate } from '../http/request-context.js';
import {
  presentCurrency,
  presentDeveloper,
  presentProject,
  presentProjection,
  presentProjectUpdate,
  presentUnit,
  presentUnitStatistics,
} from '../presenters/catalog.presenter.js';
import { queryParam, restHandler } from './respond.js';

/** The catalog calls of investor spec §7. */
export function catalogRoutes(services: AppServices, authenticate: Authenticate): Router {
  const { catalog } = services;
  const router = Router();
  const byProject = (req: Request) => ({ projectId: req.params.id });

  router.get(
    '/projects',
    restHandler(
      authenticate,
      catalog.listProjects,
      (req) => ({
        location: queryParam(req, 'location'),
        projectType: queryParam(req, 'projectType'),
        minInvestment: queryParam(req, 'minInvestment'),
        search: queryParam(req, 'search'),
      }),
      { present: (listings) => listings.map(presentProject) },
    ),
  );
  router.get('/projects/:id', restHandler(authenticate, catalog.getProject, byProject, { present: presentProject }));
  router.get(
    '/projects/:id/units',
    restHandler(authenticate, catalog.listProjectUnits, byProject, { present: (units) => units.map(presentUnit) }),
  );
  router.get(
    '/projects/:id/unit-statistics',
    restHandler(authenticate, catalog.getUnitStatistics, byProject, { present: presentUnitStatistics }),
  );
  router.get(
    '/projects/:id/updates',
    restHandler(authenticate, catalog.listProjectUpdates, byProject, {
      present: (updates) => updates.map(presentProjectUpdate),
    }),
  );
  router.get(
    '/developers',
    restHandler(authenticate, catalog.listDevelopers, () => ({}), { present: (d) => d.map(presentDeveloper) }),
  );
  router.get(
    '/currencies',
    restHandler(authenticate, catalog.listCurrencies, () => ({}), { present: (c) => c.map(presentCurrency) }),
  );
  router.post(
    '/calculate-investment',
    restHandler(authenticate, catalog.calculateInvestment, (req) => req.body, { present: presentProjection }),
  );
  return router;
}
