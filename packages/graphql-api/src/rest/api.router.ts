import { Router } from 'express';
import type { AppServices } from '../composition-root.js';
import { buildOpenApiDocument, OPENAPI_PATH } from '../openapi/openapi-document.js';
import { apiRoutes } from './api.routes.js';
import type { UploadGate } from '../http/upload-gate.js';
import { restHandler } from './respond.js';

/**
 * The REST facade under /api, built from the one route table (api.routes.ts): a handler per entry, the
 * OpenAPI document of those same entries at /api/openapi.json, then a JSON 404 for any other /api path.
 * Every upload (a multipart route) takes one of `uploads`' slots and keeps to its body deadlines.
 */
export function apiRouter(services: AppServices, uploads: UploadGate, publicUrl: string): Router {
  const routes = apiRoutes(services);
  // Generated once at start-up; it only changes with the code (and names this deployment's URL).
  const openApiJson = JSON.stringify(buildOpenApiDocument(routes, { serverUrl: publicUrl }));
  const router = Router();
  for (const route of routes) {
    router[route.method](
      route.path,
      restHandler(services.authenticate, route.useCase, route.input, {
        status: route.status,
        present: route.present,
        respondWith: route.respondWith,
        ...(route.input.multipart ? { uploads } : {}),
      }),
    );
  }
  router.get(OPENAPI_PATH, (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('json').send(openApiJson);
  });
  router.use((req, res) => {
    res
      .status(404)
      .json({ message: `No API route ${req.method} ${req.baseUrl}${req.path}`, code: 'RESOURCE.NOT_FOUND' });
  });
  return router;
}
