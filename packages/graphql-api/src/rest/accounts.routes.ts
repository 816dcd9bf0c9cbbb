import { Router } from 'express';
import type { AppServices } from '../composition-root.js';
import { presentSignIn, presentUser } from '../auth/account.presenter.js';
import { bearerToken, type Authenticate } from '../http/request-context.js';
import { restHandler } from './respond.js';

/**
 * Accounts calls of the accounts spec §7 and investor spec §7. The acting user always comes from the
 * bearer token; the sign-out call revokes the token it was sent with.
 */
export function accountsRoutes(services: AppServices, authenticate: Authenticate): Router {
  const { accounts } = services;
  const router = Router();
  router.post(
    '/users',
    restHandler(authenticate, accounts.signUp, (req) => req.body, { status: 201, present: presentUser }),
  );
  router.post(
    '/auth/signin',
    restHandler(authenticate, accounts.signIn, (req) => req.body, { present: presentSignIn }),
  );
  router.get(
    '/auth/user',
    restHandler(authenticate, accounts.currentUser, () => ({}), { present: presentUser }),
  );
  router.post(
    '/auth/logout',
    restHandler(authenticate, accounts.signOut, (req) => ({ token: bearerToken(req.headers) })),
  );
  router.post(
    '/auth/forgot-password',
    restHandler(authenticate, accounts.forgotPassword, (req) => req.body),
  );
  router.post(
    '/auth/reset-password',
    restHandler(authenticate, accounts.resetPassword, (req) => req.body),
  );
  router.put(
    '/admin/users/:userId/role',
    restHandler(
      authenticate,
      accounts.changeUserRole,
      (req) => ({ role: (req.body as { role?: unknown } | undefined)?.role, userId: req.params.userId }),
      { present: presentUser },
    ),
  );
  return router;
}
