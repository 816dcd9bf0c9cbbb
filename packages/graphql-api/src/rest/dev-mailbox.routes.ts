import { mailboxHtml, mailboxJson } from '@cobuy/adapters';
import { Router } from 'express';
import type { AppServices } from '../composition-root.js';

/**
 * The development mailbox: every queued mail, newest first, at GET /dev/mailbox (a page) and
 * GET /api/dev/mailbox (JSON). Mounted only outside production (AccountsConfig.devMailbox), since it
 * shows reset codes to whoever asks.
 */
export function devMailboxRoutes(services: AppServices): Router {
  const router = Router();
  router.get('/dev/mailbox', async (_req, res) => {
    const mails = await services.mail.outbox.list(200);
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(mailboxHtml(mails));
  });
  router.get('/api/dev/mailbox', async (_req, res) => {
    const mails = await services.mail.outbox.list(200);
    res.setHeader('Cache-Control', 'no-store');
    res.json(mailboxJson(mails));
  });
  return router;
}
