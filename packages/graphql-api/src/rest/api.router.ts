import express, { Router } from 'express';
import type { AppServices } from '../composition-root.js';
import { buildOpenApiDocument, OPENAPI_PATH } from '../openapi/openapi-document.js';
import { apiRoutes } from './api.routes.js';
import type { UploadGate } from '../http/upload-gate.js';
import { restHandler } from './respond.js';
import { routeNamed } from '../observability/request-log.js';

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
      routeNamed(`/api${route.path}`),
      restHandler(services.authenticate, route.useCase, route.input, {
        status: route.status,
        present: route.present,
        nextCursor: route.nextCursor,
        respondWith: route.respondWith,
        ...(route.input.multipart ? { uploads } : {}),
      }),
    );
  }
  router.get(OPENAPI_PATH, routeNamed(`/api${OPENAPI_PATH}`), (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('json').send(openApiJson);
  });
  router.use(routeNamed('/api (no route)'), (req, res) => {
    res
      .status(404)
      .json({ message: `No API route ${req.method} ${req.baseUrl}${req.path}`, code: 'RESOURCE.NOT_FOUND' });
  });
  return router;
}

/**
 * The raw-body readers of the routes that need the bytes as sent (signed webhooks), mounted before the JSON
 * parser: each reads at most its route's limit, and the JSON parser then leaves the body alone.
 */
export function rawBodyReaders(services: AppServices): Router {
  const router = Router();
  for (const route of apiRoutes(services)) {
    if (!route.input.rawBody) continue;
    router[route.method](route.path, express.raw({ type: () => true, limit: route.input.rawBody.maxBytes }));
  }
  return router;
}
