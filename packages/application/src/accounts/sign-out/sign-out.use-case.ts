import { ok, type Result } from '@cobuy/domain';
import { z } from 'zod';
import type { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import type { AccountsDeps } from '../accounts.deps.js';
import { publishSessionsEnded } from '../sessions-ended.js';

/** The bearer token of the request; transports take it from the Authorization header, never from a body. */
export const signOutInput = z.object({ token: z.string().min(1).max(512) });
export type SignOutInput = z.infer<typeof signOutInput>;

/**
 * Revokes the session the request was made with; other sessions of the user stay open. Its live connections
 * are closed (`sessions.ended`).
 */
export class SignOut implements UseCase<SignOutInput, { readonly message: string }> {
  readonly name = 'accounts.signOut';
  readonly access = 'signed-in' as const;
  readonly input = signOutInput;

  constructor(private readonly deps: Pick<AccountsDeps, 'uow' | 'tokens'>) {}

  async execute(ctx: RequestContext, input: SignOutInput): Promise<Result<{ readonly message: string }, AppError>> {
    const tokenHash = this.deps.tokens.hashSessionToken(input.token);
    await this.deps.uow.run(async (store) => {
      const at = ctx.clock.now();
      const ended = await store.sessions.revoke(tokenHash, at);
      if (ended !== null) {
        await publishSessionsEnded(store, { userId: ctx.actor!.userId, sessionIds: [ended], reason: 'signed_out', at });
      }
    });
    return ok({ message: 'Signed out' });
  }
}
