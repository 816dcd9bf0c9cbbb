import { Router } from 'express';
import type { AppServices } from '../composition-root.js';
import { catalogRoutes } from './catalog.routes.js';
import { accountsRoutes } from './accounts.routes.js';
import { contactRoutes } from './contact.routes.js';

/** The REST facade under /api: one router per area, then a JSON 404 for any other /api path. */
export function apiRouter(services: AppServices): Router {
  const router = Router();
  router.use(catalogRoutes(services, services.authenticate));
  router.use(accountsRoutes(services, services.authenticate));
  router.use(contactRoutes(services, services.authenticate));
  router.use((req, res) => {
    res
      .status(404)
      .json({ message: `No API route ${req.method} ${req.baseUrl}${req.path}`, code: 'RESOURCE.NOT_FOUND' });
  });
  return router;
}
