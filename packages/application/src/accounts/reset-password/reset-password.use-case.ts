import { err, ok, RESET_CODE_MAX_ATTEMPTS, resetCodeState, type Result } from '@cobuy/domain';
import { appError, type AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import { INVALID_RESET_CODE_MESSAGE } from '../accounts-errors.js';
import { consumeAttempt, forget, giveBack, ipKey, type LimitCheck } from '../accounts-rate-limits.js';
import type { AccountsDeps } from '../accounts.deps.js';
import { weakPasswordError } from '../weak-password.js';
import { resetPasswordInput, type ResetPasswordInput } from './reset-password.input.js';

/**
 * Sets a new password with the emailed code: the code must be the user's latest, unused, under 15 minutes
 * old and within its 5 attempts. Success uses the code up, revokes every session of the user (whoever
 * held the old password is signed out everywhere) and mails a password-changed notice. Every failure
 * gives the same answer, so it does not tell a wrong code from an unknown email.
 */
export class ResetPassword implements UseCase<ResetPasswordInput, { readonly message: string }> {
  readonly name = 'accounts.resetPassword';
  readonly access = 'public' as const;
  readonly input = resetPasswordInput;

  constructor(private readonly deps: AccountsDeps) {}

  async execute(
    ctx: RequestContext,
    input: ResetPasswordInput,
  ): Promise<Result<{ readonly message: string }, AppError>> {
    const { rateLimiter, limits, hasher, uow } = this.deps;
    // A refused password costs no attempt: the code is not looked at yet.
    const weak = weakPasswordError(input.newPassword, 'newPassword');
    if (weak) return err(weak);

    const checks: LimitCheck[] = [
      [limits.resetPerAccount, input.email],
      [limits.resetPerIp, ipKey(ctx.ip)],
    ];
    // Counted before the code is looked at, so parallel guesses cannot outrun the limit.
    const limited = await consumeAttempt(rateLimiter, checks);
    if (limited) return err(limited);

    const invalid = (): Result<never, AppError> =>
      err(
        appError('ACCOUNTS.INVALID_RESET_CODE', INVALID_RESET_CODE_MESSAGE, {
          fields: { token: INVALID_RESET_CODE_MESSAGE },
        }),
      );

    const now = ctx.clock.now();
    const found = await uow.run(async ({ users, resetCodes }) => {
      const user = await users.findByEmail(input.email);
      const code = user ? await resetCodes.findLatestForUser(user.id) : null;
      if (!user || !code || resetCodeState(code, now) !== 'usable') return null;
      const attempt = await resetCodes.registerAttempt(code.id, RESET_CODE_MAX_ATTEMPTS);
      return attempt === null ? null : { user, code };
    });
    if (!found) return invalid();
    if (!(await hasher.verify(found.code.codeHash, input.token))) return invalid();

    const passwordHash = await hasher.hash(input.newPassword);
    const { user, code } = found;
    const used = await uow.run(async ({ users, sessions, resetCodes, outbox }) => {
      if (!(await resetCodes.markUsed(code.id, now))) return false;
      await users.setPasswordHash(user.id, passwordHash);
      await sessions.revokeAllForUser(user.id, now);
      await outbox.enqueue({
        template: 'password-changed',
        to: user.email,
        data: { firstName: user.firstName, changedAt: now, signedOut: 'everywhere' },
      });
      return true;
    });
    if (!used) return invalid();

    // The owner of the mailbox has proved themselves: lift any sign-in lock on the account.
    await forget(rateLimiter, [checks[0]!, [limits.signInPerAccount, input.email]]);
    await giveBack(rateLimiter, [checks[1]!]);
    return ok({ message: 'Your password has been reset. You can now sign in with your new password.' });
  }
}
