import type { AccountsUnitOfWork, PasswordHasher, RateLimiter, TokenIssuer } from '@cobuy/domain';
import type { AccountsRateLimits } from './accounts-rate-limits.js';

/** What the accounts use cases are built from; the composition root supplies the adapters. */
export interface AccountsDeps {
  readonly uow: AccountsUnitOfWork;
  readonly hasher: PasswordHasher;
  readonly tokens: TokenIssuer;
  readonly rateLimiter: RateLimiter;
  readonly limits: AccountsRateLimits;
}
