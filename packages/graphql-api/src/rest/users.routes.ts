import type { AppServices } from '../composition-root.js';
import { presentUser } from '../auth/account.presenter.js';
import { userJson } from '../openapi/response.schemas.js';
import { userAnalyticsJson } from '../openapi/users-response.schemas.js';
import { presentUserAnalytics } from '../presenters/users.presenter.js';
import { defineRoute, type RestRoute } from './rest-route.js';

/**
 * The admin's Users tab (accounts spec §2, §7): the analytics with a page of users, role changes, deactivation.
 * Part of the one route table (api.routes.ts); every rule (own account, last active admin) lives in the use cases.
 */
export function usersRoutes(services: AppServices): readonly RestRoute[] {
  const { accounts } = services;
  const tags = ['Users'];
  const byUser = { userId: 'userId' };
  return [
    defineRoute({
      method: 'get',
      path: '/admin/users',
      useCase: accounts.listUsers,
      input: { query: ['search', 'page', 'pageSize'] },
      present: presentUserAnalytics,
      summary: 'User analytics and one page of users, newest first (admins only)',
      description:
        'The figures count the whole platform; `search` (at most 100 characters) matches the first, last or full ' +
        'name, the email or the username anywhere, case-insensitively and literally (% and _ are plain text). ' +
        '`page` starts at 1; `pageSize` is 1 to 100 (20 unless given). A page past the end has no users.',
      tags,
      response: { description: 'The analytics response', schema: userAnalyticsJson },
    }),
    defineRoute({
      method: 'put',
      path: '/admin/users/:userId/role',
      useCase: accounts.changeUserRole,
      input: { path: byUser, body: ['role'] },
      present: presentUser,
      summary: "Change a user's role (admins only)",
      description:
        'Audited. An admin cannot change their own role, and the last active admin keeps the admin role (409 ' +
        '`ACCOUNTS.LAST_ADMIN`); concurrent changes are decided one after the other. The same role again changes ' +
        'nothing.',
      tags,
      response: { description: 'The user with the new role', schema: userJson },
      errors: ['RESOURCE.NOT_FOUND', 'ACCOUNTS.CANNOT_CHANGE_OWN_ROLE', 'ACCOUNTS.LAST_ADMIN'],
    }),
    defineRoute({
      method: 'patch',
      path: '/admin/users/:userId/active',
      useCase: accounts.setUserActive,
      input: { path: byUser, body: ['isActive'] },
      present: presentUser,
      summary: 'Deactivate or reactivate a user (admins only)',
      description:
        'Audited. `isActive: false` ends every session of the user at once and refuses their sign-in until they are ' +
        'reactivated. An admin cannot deactivate themself, nor the last active admin (409 `ACCOUNTS.LAST_ADMIN`).',
      tags,
      response: { description: 'The user as now stored', schema: userJson },
      errors: ['RESOURCE.NOT_FOUND', 'ACCOUNTS.CANNOT_DEACTIVATE_SELF', 'ACCOUNTS.LAST_ADMIN'],
    }),
  ];
}
