import { z } from 'zod';
import type { AppServices } from '../composition-root.js';
import { presentSignIn, presentUser } from '../auth/account.presenter.js';
import {
  currencyJson,
  developerJson,
  messageJson,
  projectionJson,
  projectJson,
  projectUpdateJson,
  signInJson,
  unitJson,
  unitStatisticsJson,
  userJson,
} from '../openapi/response.schemas.js';
import {
  presentCurrency,
  presentDeveloper,
  presentProject,
  presentProjection,
  presentProjectUpdate,
  presentUnit,
  presentUnitStatistics,
} from '../presenters/catalog.presenter.js';
import { asIs, defineRoute, type RestRoute } from './rest-route.js';

/**
 * THE REST FACADE: every call under /api, once. The Express router and the OpenAPI document
 * (/api/openapi.json) are both built from this table, so a route cannot exist without its documentation.
 * Adding a call means adding an entry here (and its authorization-matrix rows); nothing else registers
 * /api routes.
 */
export function apiRoutes(services: AppServices): readonly RestRoute[] {
  const { catalog, accounts, contact } = services;
  const byProject = { path: { projectId: 'id' } };
  return [
    // ── Catalog (investor spec §7): public reads ─────────────────────────────────────────────────
    defineRoute({
      method: 'get',
      path: '/projects',
      useCase: catalog.listProjects,
      input: { query: ['location', 'projectType', 'minInvestment', 'search'] },
      present: (listings) => listings.map(presentProject),
      summary: 'List projects, newest first',
      description:
        "Filters: `location` matches the project's location text case-insensitively; `minInvestment` is the " +
        "investor's budget (projects whose minimum investment is at most that amount); `search` matches title, " +
        "description, location and developer name. The placeholders 'All Locations', 'All Types' and " +
        "'Min Investment' mean no filter.",
      tags: ['Catalog'],
      response: { description: 'The matching projects', schema: z.array(projectJson) },
    }),
    defineRoute({
      method: 'get',
      path: '/projects/:id',
      useCase: catalog.getProject,
      input: byProject,
      present: presentProject,
      summary: 'One project',
      tags: ['Catalog'],
      response: { description: 'The project', schema: projectJson },
      errors: ['PROJECT.NOT_FOUND'],
    }),
    defineRoute({
      method: 'get',
      path: '/projects/:id/units',
      useCase: catalog.listProjectUnits,
      input: byProject,
      present: (units) => units.map(presentUnit),
      summary: "A project's units, by unit number",
      tags: ['Catalog'],
      response: { description: 'The units', schema: z.array(unitJson) },
      errors: ['PROJECT.NOT_FOUND'],
    }),
    defineRoute({
      method: 'get',
      path: '/projects/:id/unit-statistics',
      useCase: catalog.getUnitStatistics,
      input: byProject,
      present: presentUnitStatistics,
      summary: "A project's unit counts by status, profit and minimum-investment ranges",
      tags: ['Catalog'],
      response: { description: 'The statistics', schema: unitStatisticsJson },
      errors: ['PROJECT.NOT_FOUND'],
    }),
    defineRoute({
      method: 'get',
      path: '/projects/:id/updates',
      useCase: catalog.listProjectUpdates,
      input: byProject,
      present: (updates) => updates.map(presentProjectUpdate),
      summary: "A project's progress updates, newest first",
      tags: ['Catalog'],
      response: { description: 'The updates', schema: z.array(projectUpdateJson) },
      errors: ['PROJECT.NOT_FOUND'],
    }),
    defineRoute({
      method: 'get',
      path: '/developers',
      useCase: catalog.listDevelopers,
      input: {},
      present: (developers) => developers.map(presentDeveloper),
      summary: 'Developer profiles',
      tags: ['Catalog'],
      response: { description: 'The developers', schema: z.array(developerJson) },
    }),
    defineRoute({
      method: 'get',
      path: '/currencies',
      useCase: catalog.listCurrencies,
      input: {},
      present: (currencies) => currencies.map(presentCurrency),
      summary: 'Display currencies with their rate per 1 USD',
      tags: ['Catalog'],
      response: { description: 'The currencies', schema: z.array(currencyJson) },
    }),
    defineRoute({
      method: 'post',
      path: '/calculate-investment',
      useCase: catalog.calculateInvestment,
      input: { body: 'all' },
      present: presentProjection,
      summary: "The landing page's investment calculator",
      description: 'The annual rate compounded monthly; milestones every 6 months and at the end (docs/domain.md).',
      tags: ['Catalog'],
      response: { description: 'The projection', schema: projectionJson },
    }),

    // ── Accounts (accounts spec §7): the acting user always comes from the bearer token ──────────
    defineRoute({
      method: 'post',
      path: '/users',
      useCase: accounts.signUp,
      input: { body: 'all' },
      status: 201,
      present: presentUser,
      summary: 'Sign up',
      tags: ['Accounts'],
      response: { description: 'The new account', schema: userJson },
      errors: ['ACCOUNTS.WEAK_PASSWORD', 'ACCOUNTS.EMAIL_TAKEN', 'ACCOUNTS.USERNAME_TAKEN', 'ACCOUNTS.RATE_LIMITED'],
    }),
    defineRoute({
      method: 'post',
      path: '/auth/signin',
      useCase: accounts.signIn,
      input: { body: 'all' },
      present: presentSignIn,
      summary: 'Sign in: a bearer token for the other calls',
      tags: ['Accounts'],
      response: { description: 'The session token and the user', schema: signInJson },
      errors: ['ACCOUNTS.INVALID_CREDENTIALS', 'ACCOUNTS.RATE_LIMITED'],
    }),
    defineRoute({
      method: 'get',
      path: '/auth/user',
      useCase: accounts.currentUser,
      input: {},
      present: presentUser,
      summary: 'The signed-in user, read fresh',
      tags: ['Accounts'],
      response: { description: 'The signed-in user', schema: userJson },
    }),
    defineRoute({
      method: 'post',
      path: '/auth/logout',
      useCase: accounts.signOut,
      input: { bearerToken: 'token' },
      present: asIs,
      summary: 'Sign out: revokes the token the request was sent with',
      tags: ['Accounts'],
      response: { description: 'Signed out', schema: messageJson },
    }),
    defineRoute({
      method: 'post',
      path: '/auth/forgot-password',
      useCase: accounts.forgotPassword,
      input: { body: 'all' },
      present: asIs,
      summary: 'Mail a password reset code',
      description: 'Answers the same whether or not the address has an account.',
      tags: ['Accounts'],
      response: { description: 'Accepted', schema: messageJson },
      errors: ['ACCOUNTS.RATE_LIMITED'],
    }),
    defineRoute({
      method: 'post',
      path: '/auth/reset-password',
      useCase: accounts.resetPassword,
      input: { body: 'all' },
      present: asIs,
      summary: 'Set a new password with a mailed reset code',
      tags: ['Accounts'],
      response: { description: 'Password changed', schema: messageJson },
      errors: ['ACCOUNTS.WEAK_PASSWORD', 'ACCOUNTS.INVALID_RESET_CODE', 'ACCOUNTS.RATE_LIMITED'],
    }),
    defineRoute({
      method: 'put',
      path: '/admin/users/:userId/role',
      useCase: accounts.changeUserRole,
      input: { path: { userId: 'userId' }, body: ['role'] },
      present: presentUser,
      summary: "Change a user's role (admins only)",
      tags: ['Accounts'],
      response: { description: 'The user with the new role', schema: userJson },
      errors: ['RESOURCE.NOT_FOUND', 'ACCOUNTS.CANNOT_CHANGE_OWN_ROLE'],
    }),

    // ── Contact (accounts spec §5) ───────────────────────────────────────────────────────────────
    defineRoute({
      method: 'post',
      path: '/contact',
      useCase: contact.sendContactMessage,
      input: { body: 'all' },
      status: 201,
      present: asIs,
      summary: "The contact page's form: queued for the admins",
      tags: ['Contact'],
      response: { description: 'Queued', schema: messageJson },
      errors: ['ACCOUNTS.RATE_LIMITED'],
    }),
  ];
}
