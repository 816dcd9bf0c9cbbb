import { err, ok, type Result } from '@cobuy/domain';
import { appError, type AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import { WRONG_CURRENT_PASSWORD_MESSAGE } from '../accounts-errors.js';
import { consumeAttempt, forget, giveBack, ipKey, type LimitCheck } from '../accounts-rate-limits.js';
import type { AccountsDeps } from '../accounts.deps.js';
import { weakPasswordError } from '../weak-password.js';
import { changePasswordInput, type ChangePasswordInput } from './change-password.input.js';

export interface ChangePasswordOutput {
  readonly message: string;
  /** How many other sessions (devices) were signed out. */
  readonly otherSessionsEnded: number;
}

const unauthenticated = () => appError('AUTH.UNAUTHENTICATED', 'Authentication required');
const wrongCurrentPassword = () =>
  appError('ACCOUNTS.WRONG_CURRENT_PASSWORD', WRONG_CURRENT_PASSWORD_MESSAGE, {
    fields: { currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE },
  });

/**
 * The signed-in user sets a new password by typing the current one (the /settings page). The new one must pass
 * the password policy (checked first, so a refused password costs no attempt). The attempt is counted before the
 * current password is verified, per account and per IP, like sign-in: a stolen session cannot guess the password
 * faster than sign-in could, and a success gives the attempt back.
 *
 * On success, in one transaction: the new hash, every OTHER session of the user ended (this one is kept, so the
 * page stays signed in), a password-changed mail, an audit record and the `sessions.ended` event that closes the
 * ended sessions' live connections. The user row is locked and the stored hash compared with the one verified, so
 * two changes at once cannot both pass with the same old password.
 */
export class ChangePassword implements UseCase<ChangePasswordInput, ChangePasswordOutput> {
  readonly name = 'accounts.changePassword';
  readonly access = 'signed-in' as const;
  readonly input = changePasswordInput;
  readonly ownerOf = (input: ChangePasswordInput) => input.userId;

  constructor(private readonly deps: AccountsDeps) {}

  async execute(ctx: RequestContext, input: ChangePasswordInput): Promise<Result<ChangePasswordOutput, AppError>> {
    const { rateLimiter, limits, hasher, tokens, uow } = this.deps;
    const weak = weakPasswordError(input.newPassword, 'newPassword');
    if (weak) return err(weak);

    const checks: LimitCheck[] = [
      [limits.changePasswordPerAccount, `user:${input.userId}`],
      [limits.changePasswordPerIp, ipKey(ctx.ip)],
    ];
    const limited = await consumeAttempt(rateLimiter, checks);
    if (limited) return err(limited);

    const now = ctx.clock.now();
    const tokenHash = tokens.hashSessionToken(input.token);
    const current = await uow.read(({ sessions }) => sessions.findActiveByTokenHash(tokenHash, now));
    if (!current || current.user.id !== input.userId) return err(unauthenticated());
    if (!(await hasher.verify(current.user.passwordHash, input.currentPassword))) {
      return err(wrongCurrentPassword());
    }

    const passwordHash = await hasher.hash(input.newPassword);
    const outcome = await uow.run(async ({ users, sessions, outbox, audit, events }) => {
      const user = await users.lockById(input.userId);
      // Signed out meanwhile (or deactivated): the change is not made.
      if (!user || !user.isActive || !(await sessions.findActiveByTokenHash(tokenHash, now))) return 'signed-out';
      // Another change committed since the verification: the password typed is no longer the current one.
      if (user.passwordHash !== current.user.passwordHash) return 'changed-meanwhile';
      await users.setPasswordHash(user.id, passwordHash);
      const ended = await sessions.revokeOthersForUser(user.id, current.session.id, now);
      await outbox.enqueue({
        template: 'password-changed',
        to: user.email,
        data: { firstName: user.firstName, changedAt: now, signedOut: 'other-devices' },
      });
      await audit.record({
        actorId: user.id,
        action: 'user.password_changed',
        entity: 'user',
        entityId: String(user.id),
        before: null,
        after: { otherSessionsEnded: ended.length },
        at: now,
        correlationId: ctx.correlationId,
      });
      if (ended.length > 0) {
        await events.publish({
          type: 'sessions.ended',
          userId: user.id,
          sessionIds: ended,
          keptSessionId: current.session.id,
          reason: 'password_changed',
          at: now,
        });
      }
      return ended.length;
    });
    if (outcome === 'signed-out') return err(unauthenticated());
    if (outcome === 'changed-meanwhile') {
      return err(wrongCurrentPassword());
    }

    // The owner proved themselves: the account's failures are forgotten and the IP gets its attempt back.
    await forget(rateLimiter, [checks[0]!]);
    await giveBack(rateLimiter, [checks[1]!]);
    const devices = outcome === 1 ? '1 other device was' : `${outcome} other devices were`;
    return ok({
      message: `Your password has been changed. ${outcome === 0 ? 'No other device was signed in.' : `${devices} signed out.`}`,
      otherSessionsEnded: outcome,
    });
  }
}
