import { err, ok, sessionExpiry, toPublicUser, type PublicUser, type Result } from '@cobuy/domain';
import { appError, type AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import { INVALID_CREDENTIALS_MESSAGE } from '../accounts-errors.js';
import { consumeAttempt, forget, giveBack, ipKey, type LimitCheck } from '../accounts-rate-limits.js';
import type { AccountsDeps } from '../accounts.deps.js';
import { signInInput, type SignInInput } from './sign-in.input.js';

export interface SignInOutput {
  /** The opaque bearer token; shown once, stored only as a hash. */
  readonly token: string;
  readonly expiresAt: Date;
  readonly user: PublicUser;
}

/**
 * Checks the password and opens a session. An unknown email, an inactive account and a wrong password
 * get the same error after the same work: a password verification runs in every case (against a dummy
 * hash when there is no account), so the answer time does not tell whether the email exists.
 *
 * The attempt is counted before the password is verified (per account and per IP), so 25 parallel guesses
 * get at most as many verifications as the limit allows; a successful sign-in gives its attempt back.
 */
export class SignIn implements UseCase<SignInInput, SignInOutput> {
  readonly name = 'accounts.signIn';
  readonly access = 'public' as const;
  readonly input = signInInput;
  private readonly dummyHash: Promise<string>;

  constructor(private readonly deps: AccountsDeps) {
    this.dummyHash = deps.hasher.hash(`no account ${Math.random()}`);
    this.dummyHash.catch(() => undefined);
  }

  async execute(ctx: RequestContext, input: SignInInput): Promise<Result<SignInOutput, AppError>> {
    const { rateLimiter, limits, hasher, tokens, uow } = this.deps;
    const checks: LimitCheck[] = [
      [limits.signInPerAccount, input.email],
      [limits.signInPerIp, ipKey(ctx.ip)],
    ];
    const limited = await consumeAttempt(rateLimiter, checks);
    if (limited) return err(limited);

    const user = await uow.run(({ users }) => users.findByEmail(input.email));
    const matches = await hasher.verify(user?.passwordHash ?? (await this.dummyHash), input.password);
    if (!user || !matches || !user.isActive) {
      return err(appError('ACCOUNTS.INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE));
    }

    // The owner proved themselves: the account's failures are forgotten and the IP gets its attempt back.
    await forget(rateLimiter, [checks[0]!]);
    await giveBack(rateLimiter, [checks[1]!]);
    const now = ctx.clock.now();
    const { token, tokenHash } = tokens.issueSessionToken();
    const expiresAt = sessionExpiry(now);
    const signedIn = await uow.run(async ({ users, sessions }) => {
      await sessions.create({ userId: user.id, tokenHash, createdAt: now, expiresAt });
      await users.recordLogin(user.id, now);
      return users.findById(user.id);
    });
    return ok({ token, expiresAt, user: toPublicUser(signedIn ?? user) });
  }
}
