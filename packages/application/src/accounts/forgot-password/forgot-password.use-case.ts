import { err, ok, RESET_CODE_TTL_MS, resetCodeExpiry, type BackgroundWork, type Result } from '@cobuy/domain';
import type { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import { consumeAttempt, ipKey } from '../accounts-rate-limits.js';
import type { AccountsDeps } from '../accounts.deps.js';
import { forgotPasswordInput, type ForgotPasswordInput } from './forgot-password.input.js';

export const FORGOT_PASSWORD_MESSAGE = 'If an account exists for this email, a 6-digit reset code has been sent to it.';

export type ForgotPasswordDeps = AccountsDeps & { readonly background: BackgroundWork };

/**
 * Issues a reset code and mails it. The answer is the same whether or not the email has an account, and so
 * is the time it takes: the request is counted and answered at once, and everything that depends on the
 * account (looking it up, storing the code's hash, queueing the mail) runs after the answer, so the page
 * cannot be used to learn who is registered, by its words or by its timing.
 * Only the latest code works: a new request invalidates the previous one.
 */
export class ForgotPassword implements UseCase<ForgotPasswordInput, { readonly message: string }> {
  readonly name = 'accounts.forgotPassword';
  readonly access = 'public' as const;
  readonly input = forgotPasswordInput;

  constructor(private readonly deps: ForgotPasswordDeps) {}

  async execute(
    ctx: RequestContext,
    input: ForgotPasswordInput,
  ): Promise<Result<{ readonly message: string }, AppError>> {
    const { rateLimiter, limits } = this.deps;
    const limited = await consumeAttempt(rateLimiter, [
      [limits.forgotPerAccount, input.email],
      [limits.forgotPerIp, ipKey(ctx.ip)],
    ]);
    if (limited) return err(limited);

    const { email } = input;
    this.deps.background.enqueue(`forgot-password:${email}`, () => this.issueCode(ctx, email));
    return ok({ message: FORGOT_PASSWORD_MESSAGE });
  }

  private async issueCode(ctx: RequestContext, email: string): Promise<void> {
    const { hasher, tokens, uow } = this.deps;
    const user = await uow.run(({ users }) => users.findByEmail(email));
    if (!user || !user.isActive) return;
    const code = tokens.issueResetCode();
    const codeHash = await hasher.hash(code);
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
}
