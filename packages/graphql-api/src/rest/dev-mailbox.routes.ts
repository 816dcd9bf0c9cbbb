import { Router } from 'express';
import type { AppServices } from '../composition-root.js';

/**
 * The development mailbox: every queued mail, newest first, at GET /dev/mailbox (a page) and
 * GET /api/dev/mailbox (JSON). Mounted only where the composition root provides it (outside production),
 * since it shows reset codes to whoever asks. A development tool, not part of the REST facade's table or
 * its OpenAPI document.
 */
export function devMailboxRoutes(services: AppServices): Router {
  const router = Router();
  const mailbox = services.mail.devMailbox;
  if (!mailbox) return router;
  router.get('/dev/mailbox', async (_req, res) => {
    const page = await mailbox.page();
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(page);
  });
  router.get('/api/dev/mailbox', async (_req, res) => {
    const json = await mailbox.json();
    res.setHeader('Cache-Control', 'no-store');
    res.json(json);
  });
  return router;
}
