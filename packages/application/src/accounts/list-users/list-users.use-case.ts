import { ok, startOfMonthUtc, toPublicUser, userGrowthRate, type PublicUser, type Result } from '@cobuy/domain';
import type { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import type { AccountsDeps } from '../accounts.deps.js';
import { listUsersInput, type ListUsersInput } from './list-users.input.js';

/** Accounts spec §3, 'Analytics response': the Users tab's figures, with one page of the users. */
export interface UserAnalytics {
  readonly totalUsers: number;
  /** Accounts that may sign in (not deactivated). */
  readonly activeUsers: number;
  /** Created since the first of this month (UTC). */
  readonly newUsersThisMonth: number;
  /** New this month over all users, as a rounded percentage (0 without users). */
  readonly growthRate: number;
  readonly page: number;
  readonly pageSize: number;
  /** Users the search matches (every user without one); the pages cover these. */
  readonly matchingUsers: number;
  /** This page of the matching users, newest first. */
  readonly users: readonly PublicUser[];
}

/** The admin's Users tab: platform figures, then users by name, email or username, a page at a time. */
export class ListUsers implements UseCase<ListUsersInput, UserAnalytics> {
  readonly name = 'accounts.listUsers';
  readonly access = 'admin' as const;
  readonly input = listUsersInput;

  constructor(private readonly deps: Pick<AccountsDeps, 'uow'>) {}

  async execute(ctx: RequestContext, input: ListUsersInput): Promise<Result<UserAnalytics, AppError>> {
    const listing = await this.deps.uow.run(({ users }) =>
      users.listForAdmin({
        search: input.search,
        monthStart: startOfMonthUtc(ctx.clock.now()),
        offset: (input.page - 1) * input.pageSize,
        limit: input.pageSize,
      }),
    );
    return ok({
      totalUsers: listing.totalUsers,
      activeUsers: listing.activeUsers,
      newUsersThisMonth: listing.newUsersThisMonth,
      growthRate: userGrowthRate(listing.newUsersThisMonth, listing.totalUsers),
      page: input.page,
      pageSize: input.pageSize,
      matchingUsers: listing.matchingUsers,
      users: listing.users.map(toPublicUser),
    });
  }
}
