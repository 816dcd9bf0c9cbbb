import { z } from 'zod';
import type { AppServices } from '../composition-root.js';
import { presentSignIn, presentUser } from '../auth/account.presenter.js';
import {
  deletedGoalJson,
  developerJson,
  financialGoalJson,
  amlCheckJson,
  kycPendingItemJson,
  kycReviewJson,
  kycStateJson,
  kycStatusJson,
  messageJson,
  projectionJson,
  projectJson,
  projectUpdateJson,
  signInJson,
  unitJson,
  unitStatisticsJson,
  userJson,
  userKycStatusJson,
} from '../openapi/response.schemas.js';
import { presentDeletedGoal, presentFinancialGoal } from '../presenters/goals.presenter.js';
import {
  presentAmlCheck,
  presentKycPendingItem,
  presentKycReview,
  presentKycState,
} from '../presenters/kyc.presenter.js';
import {
  presentDeveloper,
  presentProjection,
  presentProjectUpdate,
  presentUnit,
  presentUnitStatistics,
} from '../presenters/catalog.presenter.js';
import { asIs, defineFileRoute, defineRoute, type RestRoute } from './rest-route.js';
import { ADMIN_LIST_CAP, ADMIN_LIST_PAGE_MAX, PROJECTS_PAGE_CAP, type ProjectListItem } from '@cobuy/application';
import { adminOverviewRoutes } from './admin-overview.routes.js';
import { auditRoutes } from './audit.routes.js';
import { catalogAdminRoutes } from './catalog-admin.routes.js';
import { chatLeadRoutes } from './chat-leads.routes.js';
import { assistantRoutes } from './assistant.routes.js';
import { developerRoutes } from './developers.routes.js';
import { imageRoutes } from './images.routes.js';
import { partnerKeyRoutes } from './partner-keys.routes.js';
import { contentTranslationRoutes } from './content-translations.routes.js';
import { currencyRoutes } from './currencies.routes.js';
import { investingRoutes } from './investing.routes.js';
import { paymentRoutes } from './payments.routes.js';
import { mailSettingsRoutes } from './mail-settings.routes.js';
import { projectUpdateRoutes } from './project-updates.routes.js';
import { usersRoutes } from './users.routes.js';
import { notificationRoutes } from './notifications.routes.js';
import { statementRoutes } from './statements.routes.js';
import { accountSettingsRoutes } from './account-settings.routes.js';

/**
 * THE REST FACADE: every call under /api, once. The Express router and the OpenAPI document
 * (/api/openapi.json) are both built from this table, so a route cannot exist without its documentation.
 * Adding a call means adding an entry here (and its authorization-matrix rows); nothing else registers
 * /api routes.
 */
export function apiRoutes(services: AppServices): readonly RestRoute[] {
  const { catalog, accounts, contact, kyc, goals } = services;
  const byProject = { path: { projectId: 'id' } };
  return [
    // ── Catalog (investor spec §7): public reads ─────────────────────────────────────────────────
    defineRoute({
      method: 'get',
      path: '/projects',
      useCase: catalog.listProjects,
      input: { query: ['location', 'projectType', 'minInvestment', 'search', 'includeArchived', 'limit', 'cursor'] },
      // The read model's items are the wire shape already (their statistics sit under a symbol JSON skips).
      present: (page): readonly ProjectListItem[] => page.items,
      nextCursor: (page) => page.nextCursor,
      summary: 'List projects, newest first',
      description:
        "Filters: `location` matches the project's location text case-insensitively; `minInvestment` is the " +
        "investor's budget (projects whose minimum investment is at most that amount); `search` matches title, " +
        "description, location and developer name. The placeholders 'All Locations', 'All Types' and " +
        "'Min Investment' mean no filter. Archived projects are left out; `includeArchived=true` lists them too " +
        '(admins only: 403 otherwise).\n\n' +
        `Paging: the answer is the spec's array of projects, at most \`limit\` of them (1 to ${PROJECTS_PAGE_CAP}; ` +
        `without \`limit\`, up to ${PROJECTS_PAGE_CAP}, the list's cap). When more follow, the answer carries ` +
        '`X-Next-Cursor` (and `Link: <…>; rel="next"`): send it back as `cursor`, with the same filters, for the ' +
        'next page. Pages follow a stable order (newest first, then by id), so a project added meanwhile never ' +
        'makes another appear twice or not at all. A `limit` or `cursor` that is not one of these is a 400 naming it.',
      tags: ['Catalog'],
      response: { description: 'The matching projects', schema: z.array(projectJson) },
    }),
    defineRoute({
      method: 'get',
      path: '/projects/:id',
      useCase: catalog.getProject,
      input: byProject,
      // The project page's read model answers the wire shape already (its statistics sit under a symbol JSON skips).
      present: (project): ProjectListItem => project,
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

    // ── Users (admin: analytics, roles, deactivation): users.routes.ts ─────────────────────────────
    ...usersRoutes(services),

    // ── KYC (accounts spec §7; product rules §2, §5) ──────────────────────────────────────────────
    defineRoute({
      method: 'post',
      path: '/kyc/submit',
      useCase: kyc.submit,
      input: {
        multipart: {
          fields: [
            'userId',
            'fullName',
            'dateOfBirth',
            'nationality',
            'phoneNumber',
            'address',
            'city',
            'postalCode',
            'country',
            'documentType',
            'documentNumber',
            'documentExpiryDate',
            'proofOfAddressType',
            'proofOfAddressDate',
            'sourceOfFunds',
            'sourceOfFundsDetails',
            'employmentStatus',
            'occupation',
            'annualIncome',
            'isPoliticallyExposed',
            'politicalExposureDetails',
          ],
          files: {
            documentFront: 'image-or-pdf',
            documentBack: 'image-or-pdf',
            proofOfAddress: 'image-or-pdf',
            selfie: 'image',
          },
        },
      },
      status: 201,
      present: presentKycState,
      summary: 'Submit (or resubmit, or renew) identity verification with its documents',
      description:
        "multipart/form-data. The investor is the token's user (a different `userId` is 403). Each file at most " +
        '10 MB (413, refused while streaming); types are decided from the bytes: JPEG, PNG, WebP or PDF, the ' +
        'selfie an image. Documents are stored encrypted, with the record, in one transaction.',
      tags: ['KYC'],
      response: { description: 'The verification, now pending', schema: kycStateJson },
      errors: ['KYC.INVALID_TRANSITION', 'ACCOUNTS.RATE_LIMITED', 'UPLOAD.TOO_LARGE', 'UPLOAD.NOT_MULTIPART'],
    }),
    defineFileRoute({
      method: 'get',
      path: '/kyc/:kycId/documents/:kind',
      useCase: kyc.getDocument,
      input: { path: { kycId: 'kycId', kind: 'kind' } },
      summary: 'One document of a verification, decrypted (its owner or an admin; admin views are audited)',
      tags: ['KYC'],
      response: { description: 'The document, with its stored type, nosniff and an inline disposition' },
      errors: ['KYC.NOT_FOUND', 'KYC.DOCUMENT_NOT_FOUND'],
    }),
    defineRoute({
      method: 'get',
      path: '/kyc/:userId',
      useCase: kyc.getState,
      input: { path: { userId: 'userId' } },
      present: (state) => ({ status: state.status, expiresAt: state.expiresAt?.toISOString() ?? null }),
      summary: "An investor's KYC status (owner or admin)",
      description: 'The status is a reading: an approval past its two years reads `expired`.',
      tags: ['KYC'],
      response: { description: 'The status and the expiry of an approval', schema: kycStatusJson },
    }),
    defineRoute({
      method: 'get',
      path: '/users/:userId/kyc-status',
      useCase: kyc.getState,
      input: { path: { userId: 'userId' } },
      present: (state) => ({ kycStatus: state.status, kycApprovedAt: state.approvedAt?.toISOString() ?? null }),
      summary: "A user's KYC status and approval date (owner or admin)",
      operationId: 'getUserKycStatus',
      tags: ['KYC'],
      response: { description: 'The status and approval date', schema: userKycStatusJson },
    }),
    defineRoute({
      method: 'post',
      path: '/users/:userId/start-kyc',
      useCase: kyc.start,
      input: { path: { userId: 'userId' } },
      present: presentKycState,
      summary: 'Start (or renew, or resubmit) identity verification',
      description: 'Stores nothing: answers whether a submission is accepted now, or 409 naming the current state.',
      tags: ['KYC'],
      response: { description: 'A submission is accepted now', schema: kycStateJson },
      errors: ['KYC.INVALID_TRANSITION'],
    }),
    defineRoute({
      method: 'get',
      path: '/secure-admin/kyc-pending',
      useCase: kyc.pageQueue,
      input: { query: ['status', 'submittedFrom', 'submittedTo', 'search', 'limit', 'cursor'] },
      present: (page) => page.items.map(presentKycPendingItem),
      nextCursor: (page) => page.nextCursor,
      summary: 'The KYC review queue, oldest submission first (admins only)',
      description:
        '`status`: all (default: pending and under_review), pending, under_review. `submittedFrom` / ' +
        '`submittedTo`: days, YYYY-MM-DD (UTC), both included. `search`: part of the full name, username or email, ' +
        'case-insensitively.\n\n' +
        `Paging: without \`limit\`, the array of every matching verification up to ${ADMIN_LIST_CAP} (the queue's ` +
        `cap); \`limit\` (1 to ${ADMIN_LIST_PAGE_MAX}) asks for a page, oldest submission first, then by id. When ` +
        'more follow, the answer carries `X-Next-Cursor` (and `Link: <…>; rel="next"`): send it back as `cursor`, ' +
        'with the same filters. A `limit` or `cursor` that is not one of these is a 400 naming it.',
      tags: ['KYC'],
      response: { description: 'Pending and under-review verifications', schema: z.array(kycPendingItemJson) },
    }),
    defineRoute({
      method: 'patch',
      path: '/secure-admin/kyc/:kycId/open-review',
      useCase: kyc.openReview,
      input: { path: { kycId: 'kycId' } },
      present: presentKycReview,
      summary: 'Open a verification for review: the whole record; pending becomes under_review (admins only)',
      description: "An admin's own verification is reviewed by another admin: 403 `AUTH.OWN_DECISION_FORBIDDEN`.",
      tags: ['KYC'],
      response: { description: 'The record for review', schema: kycReviewJson },
      errors: ['KYC.NOT_FOUND', 'KYC.INVALID_TRANSITION', 'AUTH.OWN_DECISION_FORBIDDEN'],
    }),
    defineRoute({
      method: 'patch',
      path: '/secure-admin/kyc/:kycId/approve',
      useCase: kyc.approve,
      input: { path: { kycId: 'kycId' }, body: ['reviewNotes', 'verificationMethod', 'overrideScreening'] },
      present: presentKycReview,
      summary: 'Approve a verification, valid two years (admins only)',
      description:
        "Without notes the spec's default notes are recorded; a high-risk record (politically exposed person, " +
        "high-risk country, a possible sanctions/PEP screening match) needs the reviewer's own notes (400 on " +
        '`reviewNotes`). With a screening service configured, a submission whose screening has not completed is ' +
        'refused with 409 `KYC.SCREENING_PENDING` unless `overrideScreening` is true, with notes. An admin’s own ' +
        'verification is decided by another admin (403 `AUTH.OWN_DECISION_FORBIDDEN`).',
      tags: ['KYC'],
      response: { description: 'The approved record', schema: kycReviewJson },
      errors: ['KYC.NOT_FOUND', 'KYC.INVALID_TRANSITION', 'KYC.SCREENING_PENDING', 'AUTH.OWN_DECISION_FORBIDDEN'],
    }),
    defineRoute({
      method: 'get',
      path: '/secure-admin/kyc/:kycId/aml-checks',
      useCase: kyc.listAmlChecks,
      input: { path: { kycId: 'kycId' } },
      present: (checks) => checks.map(presentAmlCheck),
      summary: "A verification's AML screenings, newest first: one per submission (admins only)",
      description:
        'Each submission is screened for sanctions and politically exposed persons after it is stored; a check ' +
        'stays `pending` while the screening service is down and is retried (docs/kyc.md, "AML screening").',
      tags: ['KYC'],
      response: { description: 'The screenings', schema: z.array(amlCheckJson) },
      errors: ['KYC.NOT_FOUND'],
    }),
    defineRoute({
      method: 'patch',
      path: '/secure-admin/kyc/:kycId/reject',
      useCase: kyc.reject,
      input: { path: { kycId: 'kycId' }, body: ['rejectionReason', 'reviewNotes'] },
      present: presentKycReview,
      summary: 'Reject a verification with a reason the investor reads (admins only)',
      tags: ['KYC'],
      response: { description: 'The rejected record', schema: kycReviewJson },
      errors: ['KYC.NOT_FOUND', 'KYC.INVALID_TRANSITION', 'AUTH.OWN_DECISION_FORBIDDEN'],
    }),
    defineRoute({
      method: 'patch',
      path: '/secure-admin/kyc/:kycId/request-info',
      useCase: kyc.requestInformation,
      input: { path: { kycId: 'kycId' }, body: ['reviewNotes'] },
      present: presentKycReview,
      summary: 'Ask the investor for more information (admins only)',
      tags: ['KYC'],
      response: { description: 'The record, now waiting for the investor', schema: kycReviewJson },
      errors: ['KYC.NOT_FOUND', 'KYC.INVALID_TRANSITION', 'AUTH.OWN_DECISION_FORBIDDEN'],
    }),

    // ── Financial goals (investor spec §7; product rules §5: only the owner's) ─────────────────────
    defineRoute({
      method: 'get',
      path: '/financial-goals/:userId',
      useCase: goals.list,
      input: { path: { userId: 'userId' } },
      present: (list) => list.map(presentFinancialGoal),
      summary: "An investor's financial goals, nearest target date first (owner or admin)",
      tags: ['Goals'],
      response: { description: 'The goals with their progress', schema: z.array(financialGoalJson) },
    }),
    defineRoute({
      method: 'post',
      path: '/financial-goals',
      useCase: goals.create,
      input: { body: 'all' },
      status: 201,
      present: presentFinancialGoal,
      summary: 'Set a financial goal',
      description:
        "The goal is the token's user's (a different `userId` in the body is 403). The target amount must be " +
        'above zero, the current amount zero or more (above the target reads achieved); any real calendar day ' +
        'is a target date, past ones included.',
      tags: ['Goals'],
      response: { description: 'The new goal', schema: financialGoalJson },
    }),
    defineRoute({
      method: 'put',
      path: '/financial-goals/:id',
      useCase: goals.update,
      input: { path: { id: 'id' }, body: 'all' },
      present: presentFinancialGoal,
      summary: 'Replace the fields of one of your goals (the same body as the creation)',
      description: "Only the goal's owner: someone else's goal is 403 (admins included), an unknown id 404.",
      tags: ['Goals'],
      response: { description: 'The goal as stored now', schema: financialGoalJson },
      errors: ['GOAL.NOT_FOUND'],
    }),
    defineRoute({
      method: 'delete',
      path: '/financial-goals/:id',
      useCase: goals.delete,
      input: { path: { id: 'id' } },
      present: presentDeletedGoal,
      summary: 'Delete one of your goals',
      description: "Only the goal's owner: someone else's goal is 403 (admins included), an unknown id 404.",
      tags: ['Goals'],
      response: { description: 'The goal is gone', schema: deletedGoalJson },
      errors: ['GOAL.NOT_FOUND'],
    }),

    // ── Investing (investor spec §7; product rules §2, §3, §5): investing.routes.ts ──────────────────
    ...investingRoutes(services),
    ...paymentRoutes(services),

    // ── Admin overview (accounts spec §2 summary cards and chart; admins): admin-overview.routes.ts ──
    ...adminOverviewRoutes(services),

    // ── Audit trail (issue 11 §9; admins): audit.routes.ts ──────────────────────────────────────────
    ...auditRoutes(services),

    // ── Project updates (investor spec §2, §5; admin writes): project-updates.routes.ts ─────────────
    ...projectUpdateRoutes(services),

    // ── Developer Management (accounts spec §2, §7; admins): developers.routes.ts ─────────────────────
    ...developerRoutes(services),

    // ── Partner API keys (issue 11 item 10b; admins): partner-keys.routes.ts ─────────────────────────────
    ...partnerKeyRoutes(services),

    // ── Currencies (issue 20 item 3: public rates, admin edits with history): currencies.routes.ts ────
    ...currencyRoutes(services),
    // ── Content translations (issue 20 item 2: the translate call, admins' stored translations) ────
    ...contentTranslationRoutes(services),

    // ── Chat leads (accounts spec §2, §7; admins): chat-leads.routes.ts ────────────────────────────────
    ...chatLeadRoutes(services),

    // ── Projects and units (accounts spec §7; admin writes): catalog-admin.routes.ts ──────────────────
    ...catalogAdminRoutes(services),

    // ── Public images (issue 11 item 1: admin uploads, public reads): images.routes.ts ────────────────
    ...imageRoutes(services),

    // ── Email settings (accounts spec §2, §7; admins): mail-settings.routes.ts ───────────────────────
    ...mailSettingsRoutes(services),

    // ── The assistant chat (investor spec §7; rules §7): assistant.routes.ts ─────────────────────────────
    ...assistantRoutes(services),

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

    // ── Notifications (investor spec §2, §7; product rules §6): notifications.routes.ts ─────────────
    ...notificationRoutes(services),
    ...statementRoutes(services),
    // ── Settings (the signed-in user's own: profile, password, mail preferences, sessions) ─────────
    ...accountSettingsRoutes(services),
  ];
}
