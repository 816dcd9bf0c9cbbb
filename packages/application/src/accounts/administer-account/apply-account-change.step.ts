import {
  changesNothing,
  checkAccountChange,
  err,
  ok,
  toPublicUser,
  type AccountChange,
  type AccountChangeRefusal,
  type AccountsStore,
  type PublicUser,
  type Result,
  type User,
} from '@cobuy/domain';
import { appError, type AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import { publishSessionsEnded } from '../sessions-ended.js';

/**
 * One admin change to an account (role, or active), decided and stored inside the caller's transaction.
 * The active admins are locked first, in id order, then the target: every account change takes its locks in
 * that one order, so concurrent changes queue instead of deadlocking, and each is decided on the admins as the
 * previous one left them (two admins demoting each other at once: the second finds itself no longer an admin,
 * or the other the last one). A change that changes nothing stores and audits nothing.
 */
export async function applyAccountChange(
  store: AccountsStore,
  ctx: RequestContext,
  userId: number,
  change: AccountChange,
): Promise<Result<PublicUser, AppError>> {
  const actorId = ctx.actor!.userId;
  const activeAdminIds = await store.users.lockActiveAdminIds();
  const target = await store.users.lockById(userId);
  if (!target) return err(appError('RESOURCE.NOT_FOUND', `User ${userId} not found`));
  const refusal = checkAccountChange({ actorId, target, change, activeAdminIds });
  if (refusal) return err(refusalError(refusal, target, change));
  if (changesNothing(target, change)) return ok(toPublicUser(target));

  const at = ctx.clock.now();
  const audit = { actorId, entity: 'user' as const, entityId: String(target.id), at, correlationId: ctx.correlationId };
  if (change.kind === 'role') {
    await store.users.setRole(target.id, change.role);
    await store.audit.record({
      ...audit,
      action: 'user.role_changed',
      before: { role: target.role },
      after: { role: change.role },
    });
  } else {
    await store.users.setActive(target.id, change.isActive);
    // Deactivation ends every session at once: the user's next request is a 401, not just their next sign-in.
    const sessionsEnded = change.isActive ? 0 : await store.sessions.revokeAllForUser(target.id, at);
    await publishSessionsEnded(store, { userId: target.id, count: sessionsEnded, reason: 'deactivated', at });
    await store.audit.record({
      ...audit,
      action: change.isActive ? 'user.reactivated' : 'user.deactivated',
      before: { isActive: target.isActive },
      after: change.isActive ? { isActive: true } : { isActive: false, sessionsEnded },
    });
  }
  const updated = await store.users.findById(target.id);
  return ok(toPublicUser(updated!));
}

function refusalError(refusal: AccountChangeRefusal, target: User, change: AccountChange): AppError {
  switch (refusal) {
    case 'own-role':
      return appError('ACCOUNTS.CANNOT_CHANGE_OWN_ROLE', 'You cannot change your own role');
    case 'own-deactivation':
      return appError('ACCOUNTS.CANNOT_DEACTIVATE_SELF', 'You cannot deactivate your own account');
    case 'last-admin': {
      const what = change.kind === 'role' ? 'lose the admin role' : 'be deactivated';
      return appError(
        'ACCOUNTS.LAST_ADMIN',
        `${target.username} is the last active admin and cannot ${what}. Make another user an admin first.`,
      );
    }
    case 'actor-not-admin':
      return appError('AUTH.FORBIDDEN', 'Admin access required');
  }
}
