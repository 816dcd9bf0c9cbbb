import type { UserRole } from '@cobuy/domain';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { presentUser, type UserJson } from '../../auth/account.presenter.js';
import type { GraphQLContext } from '../context.js';
import { UserRoleEnum } from '../enums.js';
import { resolveUseCase } from '../errors.js';
import { UserType } from '../accounts/accounts.types.js';
import { UserAnalyticsType } from './users.types.js';

/**
 * The admin's Users tab over GraphQL: the same use cases, rules and error codes as /api/admin/users (admins only;
 * own account and last active admin refused with ACCOUNTS.* codes, 409 in extensions.status).
 */
@Resolver()
export class UsersResolver {
  @Query(() => UserAnalyticsType, {
    description:
      'User analytics and one page of users, newest first (admins only). `search` matches names, email and ' +
      'username literally; `page` from 1, `pageSize` 1 to 100 (20 unless given).',
  })
  async userAnalytics(
    @Ctx() ctx: GraphQLContext,
    @Arg('search', () => String, { nullable: true }) search?: string | null,
    @Arg('page', () => Int, { nullable: true }) page?: number | null,
    @Arg('pageSize', () => Int, { nullable: true }) pageSize?: number | null,
  ): Promise<Omit<UserAnalyticsType, 'users'> & { users: UserJson[] }> {
    const input = Object.fromEntries(
      Object.entries({ search, page, pageSize }).filter(([, v]) => v !== null && v !== undefined),
    );
    const analytics = await resolveUseCase(ctx.services.accounts.listUsers, ctx.request, input);
    return { ...analytics, users: analytics.users.map(presentUser) };
  }

  @Mutation(() => UserType, {
    description: 'Admins only; not your own role, and the last active admin keeps the role (ACCOUNTS.LAST_ADMIN).',
  })
  async changeUserRole(
    @Ctx() ctx: GraphQLContext,
    @Arg('userId', () => Int) userId: number,
    @Arg('role', () => UserRoleEnum) role: UserRole,
  ): Promise<UserJson> {
    return presentUser(await resolveUseCase(ctx.services.accounts.changeUserRole, ctx.request, { userId, role }));
  }

  @Mutation(() => UserType, {
    description:
      'Deactivates (every session ends at once, sign-in refused) or reactivates a user (admins only); not yourself, ' +
      'nor the last active admin (ACCOUNTS.LAST_ADMIN).',
  })
  async setUserActive(
    @Ctx() ctx: GraphQLContext,
    @Arg('userId', () => Int) userId: number,
    @Arg('isActive', () => Boolean) isActive: boolean,
  ): Promise<UserJson> {
    return presentUser(await resolveUseCase(ctx.services.accounts.setUserActive, ctx.request, { userId, isActive }));
  }
}
