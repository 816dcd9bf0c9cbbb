import { err, ok, toPublicUser, type PublicUser, type Result } from '@cobuy/domain';
import { appError, type AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import { consumeAttempt, ipKey } from '../accounts-rate-limits.js';
import type { AccountsDeps } from '../accounts.deps.js';
import { weakPasswordError } from '../weak-password.js';
import { signUpInput, type SignUpInput } from './sign-up.input.js';

/**
 * Creates an account with role user and KYC not_started; it does not sign in (the sign-up page sends
 * the visitor to /signin). The unique indexes decide races between two sign-ups with one email.
 */
export class SignUp implements UseCase<SignUpInput, PublicUser> {
  readonly name = 'accounts.signUp';
  readonly access = 'public' as const;
  readonly input = signUpInput;

  constructor(private readonly deps: Pick<AccountsDeps, 'uow' | 'hasher' | 'rateLimiter' | 'limits'>) {}

  async execute(ctx: RequestContext, input: SignUpInput): Promise<Result<PublicUser, AppError>> {
    const weak = weakPasswordError(input.password, 'password');
    if (weak) return err(weak);
    const limited = await consumeAttempt(this.deps.rateLimiter, [[this.deps.limits.signUpPerIp, ipKey(ctx.ip)]]);
    if (limited) return err(limited);

    const taken = await this.deps.uow.run(async ({ users }) =>
      (await users.findByEmail(input.email))
        ? 'email'
        : (await users.findByUsername(input.username))
          ? 'username'
          : null,
    );
    if (taken) return err(conflict(taken));

    const passwordHash = await this.deps.hasher.hash(input.password);
    const outcome = await this.deps.uow.run(async ({ users, settings }) => {
      const inserted = await users.insert({
        username: input.username,
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        role: 'user',
        createdAt: ctx.clock.now(),
      });
      if (inserted.ok && input.preferredLanguage) {
        await settings.savePreferredLanguage(inserted.user.id, input.preferredLanguage, ctx.clock.now());
      }
      return inserted;
    });
    if (!outcome.ok) return err(conflict(outcome.conflict));
    return ok(toPublicUser(outcome.user));
  }
}

function conflict(what: 'email' | 'username'): AppError {
  return what === 'email'
    ? appError('ACCOUNTS.EMAIL_TAKEN', 'An account with this email already exists', {
        fields: { email: 'An account with this email already exists' },
      })
    : appError('ACCOUNTS.USERNAME_TAKEN', 'This username is taken', { fields: { username: 'This username is taken' } });
}
