import { err, ok, RESET_CODE_TTL_MS, resetCodeExpiry, type Result } from '@cobuy/domain';
import type { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import { consumeAttempt, ipKey } from '../accounts-rate-limits.js';
import type { AccountsDeps } from '../accounts.deps.js';
import { forgotPasswordInput, type ForgotPasswordInput } from './forgot-password.input.js';

export const FORGOT_PASSWORD_MESSAGE = 'If an account exists for this email, a 6-digit reset code has been sent to it.';

/**
 * Issues a reset code and mails it. The answer and the work are the same whether or not the email has
 * an account (a code is hashed either way), so the page cannot be used to learn who is registered.
 * Only the latest code works: a new request invalidates the previous one.
 */
export class ForgotPassword implements UseCase<ForgotPasswordInput, { readonly message: string }> {
  readonly name = 'accounts.forgotPassword';
  readonly access = 'public' as const;
  readonly input = forgotPasswordInput;

  constructor(private readonly deps: AccountsDeps) {}

  async execute(
    ctx: RequestContext,
    input: ForgotPasswordInput,
  ): Promise<Result<{ readonly message: string }, AppError>> {
    const { rateLimiter, limits, hasher, tokens, uow } = this.deps;
    const limited = await consumeAttempt(rateLimiter, [
      [limits.forgotPerAccount, input.email],
      [limits.forgotPerIp, ipKey(ctx.ip)],
    ]);
    if (limited) return err(limited);

    const user = await uow.run(({ users }) => users.findByEmail(input.email));
    const code = tokens.issueResetCode();
    const codeHash = await hasher.hash(code);
    if (user && user.isActive) {
      const now = ctx.clock.now();
      await uow.run(async ({ resetCodes, outbox }) => {
        await resetCodes.replaceForUser(
          { userId: user.id, codeHash, expiresAt: resetCodeExpiry(now), createdAt: now },
          now,
        );
        await outbox.enqueue({
          template: 'password-reset-code',
          to: user.email,
          data: { firstName: user.firstName, code, expiresInMinutes: RESET_CODE_TTL_MS / 60_000 },
        });
      });
    }
    return ok({ message: FORGOT_PASSWORD_MESSAGE });
  }
}
