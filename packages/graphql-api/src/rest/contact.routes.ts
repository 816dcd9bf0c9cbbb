import { Router } from 'express';
import type { AppServices } from '../composition-root.js';
import type { Authenticate } from '../http/request-context.js';
import { restHandler } from './respond.js';

/** POST /api/contact: the contact page's form (accounts spec §5), 201 once queued for the admins. */
export function contactRoutes(services: AppServices, authenticate: Authenticate): Router {
  const router = Router();
  router.post(
    '/contact',
    restHandler(authenticate, services.contact.sendContactMessage, (req) => req.body, { status: 201 }),
  );
  return router;
}
