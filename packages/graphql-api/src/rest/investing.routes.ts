import { ADMIN_LIST_CAP, ADMIN_LIST_PAGE_MAX } from '@cobuy/application';
import { z } from 'zod';
import type { AppServices } from '../composition-root.js';
import {
  applicationJson,
  commitmentJson,
  investmentJson,
  paymentConfirmationJson,
  portfolioJson,
  unitFundingJson,
  unitSaleJson,
} from '../openapi/investing-response.schemas.js';
import {
  presentApplication,
  presentCommitment,
  presentInvestment,
  presentPaymentConfirmation,
  presentPortfolio,
  presentUnitFunding,
  presentUnitSale,
} from '../presenters/investing.presenter.js';
import { portfolioReturnsJson } from '../openapi/returns-response.schemas.js';
import { presentPortfolioReturns } from '../presenters/returns.presenter.js';
import { defineRoute, type RestRoute } from './rest-route.js';

/** How the admin lists page over REST (docs/api.md, "Lists that page"). */
const PAGING =
  `Paging: the answer is the spec's array, at most \`limit\` rows (1 to ${ADMIN_LIST_PAGE_MAX}; without ` +
  `\`limit\`, up to ${ADMIN_LIST_CAP}, the list's cap). When more follow, the answer carries \`X-Next-Cursor\` ` +
  '(and `Link: <…>; rel="next"`): send it back as `cursor`, with the same filters, for the next page. Pages ' +
  'follow a stable order (newest first, then by id). A `limit` or `cursor` that is not one of these is a 400 ' +
  'naming it.';

/**
 * Investing (investor spec §7, product rules §2-§3, §5): interests, investments, payment confirmation, unit
 * sales and the portfolio. Part of the one route table (api.routes.ts); every rule lives in the use cases.
 */
export function investingRoutes(services: AppServices): readonly RestRoute[] {
  const { investing } = services;
  const byApplication = { path: { applicationId: 'id' } };
  const byInvestment = { path: { investmentId: 'id' } };
  const byUnit = { path: { unitId: 'unitId' } };
  const byUser = { path: { userId: 'userId' } };
  const tags = ['Investing'];
  const applications = { description: 'The applications, newest first', schema: z.array(applicationJson) };
  const applicationListQuery = ['status', 'projectId', 'investor', 'limit', 'cursor'];
  return [
    // ── Interests (applications) ─────────────────────────────────────────────────────────────────
    defineRoute({
      method: 'post',
      path: '/project-interests',
      useCase: investing.expressInterest,
      input: { body: 'all' },
      status: 201,
      present: presentApplication,
      summary: 'Express interest in a project, or in one of its units (one call per unit)',
      description:
        '`interestAmount` is USD, at least 1,000; `currency` is the one the investor was viewing. The contact must ' +
        'match the preference (an email address for email, a phone number for phone or WhatsApp). A named unit ' +
        "must be the project's and still take the amount. A body `userId` other than the caller's is 403. One " +
        'open application per investor and unit (or project, without a unit): a second is a 409 whose ' +
        '`details` name the open one (`applicationId`, `status`). At most 30 calls per investor in 10 minutes ' +
        '(429 with `Retry-After`).',
      tags,
      response: { description: 'The application, pending review', schema: applicationJson },
      errors: [
        'INVESTMENT.BELOW_MINIMUM',
        'INVESTMENT.CAPACITY_EXCEEDED',
        'INVESTMENT.UNIT_NOT_OPEN',
        'INVESTMENT.PROJECT_ARCHIVED',
        'APPLICATION.ALREADY_OPEN',
        'ACCOUNTS.RATE_LIMITED',
        'INVESTING.CHANGED_MEANWHILE',
      ],
    }),
    defineRoute({
      method: 'get',
      path: '/project-interests/user/:userId',
      useCase: investing.listUserApplications,
      input: byUser,
      present: (list) => list.map(presentApplication),
      summary: "An investor's applications, newest first (owner or admin)",
      tags,
      response: applications,
    }),
    defineRoute({
      method: 'post',
      path: '/project-interests/:id/withdraw',
      useCase: investing.withdrawApplication,
      input: byApplication,
      present: presentApplication,
      summary: 'Withdraw one of your applications before its payment is confirmed',
      description: "Its open investment, if any, is cancelled with it. Someone else's application is a 404.",
      tags,
      response: { description: 'The withdrawn application', schema: applicationJson },
      errors: ['APPLICATION.NOT_FOUND', 'APPLICATION.INVALID_TRANSITION', 'INVESTING.CHANGED_MEANWHILE'],
    }),
    defineRoute({
      method: 'get',
      path: '/admin/project-interests',
      useCase: investing.listApplications,
      input: { query: applicationListQuery },
      present: (page) => page.items.map(presentApplication),
      nextCursor: (page) => page.nextCursor,
      summary: 'Every application, newest first (admins only)',
      description:
        '`status=pending` is the review queue; `open` is everything not yet paid, closed or refused. ' +
        "`projectId` keeps one project's; `investor` those whose investor's email or name holds that text (any " +
        `case).\n\n${PAGING}`,
      tags,
      response: applications,
    }),
    defineRoute({
      method: 'get',
      path: '/secure-admin/project-interests',
      useCase: investing.listApplications,
      input: { query: applicationListQuery },
      present: (page) => page.items.map(presentApplication),
      nextCursor: (page) => page.nextCursor,
      summary: 'Every application, newest first (admins only; the same as /api/admin/project-interests)',
      description: PAGING,
      operationId: 'listApplicationsSecureAdmin',
      tags,
      response: applications,
    }),
    defineRoute({
      method: 'post',
      path: '/secure-admin/project-interests/:id/approve',
      useCase: investing.approveApplication,
      input: byApplication,
      present: presentApplication,
      summary: 'Approve a pending application; the KYC check runs at once (admins only)',
      description:
        'Valid KYC: the investment opens with its payment instructions (awaiting_payment). KYC under review: ' +
        'pending_kyc. None: awaiting_kyc. A unit without room for the amount refuses the approval (409 with ' +
        '`details.remaining`), and nothing is stored. Without valid KYC the approval is a reservation: past the ' +
        "investor's limit (3 unpaid reservations, 100,000.00 USD) it is a 409 `INVESTMENT.KYC_REQUIRED_FOR_MORE` " +
        "and the application stays pending. An admin's own application is decided by another admin (403 " +
        '`AUTH.OWN_DECISION_FORBIDDEN`).',
      tags,
      response: { description: 'The application after the KYC check', schema: applicationJson },
      errors: [
        'APPLICATION.NOT_FOUND',
        'APPLICATION.INVALID_TRANSITION',
        'INVESTMENT.BELOW_MINIMUM',
        'INVESTMENT.CAPACITY_EXCEEDED',
        'INVESTMENT.UNIT_NOT_OPEN',
        'INVESTMENT.PROJECT_ARCHIVED',
        'INVESTING.CHANGED_MEANWHILE',
        'AUTH.OWN_DECISION_FORBIDDEN',
        'INVESTMENT.KYC_REQUIRED_FOR_MORE',
      ],
    }),
    defineRoute({
      method: 'post',
      path: '/secure-admin/project-interests/:id/reject',
      useCase: investing.rejectApplication,
      input: { ...byApplication, body: ['reason'] },
      present: presentApplication,
      summary: 'Reject an application that has not been paid, with a reason the investor reads (admins only)',
      description:
        'An open investment of the application is cancelled with it and its capacity released. An admin cannot ' +
        'reject their own application (403 `AUTH.OWN_DECISION_FORBIDDEN`); they withdraw it.',
      tags,
      response: { description: 'The rejected application', schema: applicationJson },
      errors: [
        'APPLICATION.NOT_FOUND',
        'APPLICATION.INVALID_TRANSITION',
        'INVESTMENT.INVALID_TRANSITION',
        'INVESTING.CHANGED_MEANWHILE',
        'AUTH.OWN_DECISION_FORBIDDEN',
      ],
    }),

    // ── Investments ──────────────────────────────────────────────────────────────────────────────
    defineRoute({
      method: 'post',
      path: '/investments',
      useCase: investing.createInvestment,
      input: { body: 'all' },
      status: 201,
      present: presentInvestment,
      summary: 'Invest directly in one unit',
      description:
        "The capacity check and the insert happen under the unit's row lock: over capacity is a 409 with " +
        '`details.remaining`, below the minimum a 400. `ownershipPercentage` and `currentValue` are computed by ' +
        'the server (values sent are ignored); `status` may be sent as `pending_payment`, but the status follows ' +
        "the investor's KYC: awaiting_payment (with payment instructions) when it is valid, else pending_kyc. " +
        'Without valid KYC an investor holds at most 3 unpaid reservations and 100,000.00 USD across them; past ' +
        'that a 409 `INVESTMENT.KYC_REQUIRED_FOR_MORE` with the figures in `details`. At most 30 calls per ' +
        'investor in 10 minutes (429 with `Retry-After`).',
      tags,
      response: { description: 'The investment', schema: investmentJson },
      errors: [
        'UNIT.NOT_FOUND',
        'INVESTMENT.BELOW_MINIMUM',
        'INVESTMENT.CAPACITY_EXCEEDED',
        'INVESTMENT.UNIT_NOT_OPEN',
        'INVESTMENT.PROJECT_ARCHIVED',
        'INVESTMENT.KYC_REQUIRED_FOR_MORE',
        'ACCOUNTS.RATE_LIMITED',
      ],
    }),
    defineRoute({
      method: 'get',
      path: '/investments/user/:userId',
      useCase: investing.listUserInvestments,
      input: byUser,
      present: (list) => list.map(presentInvestment),
      summary: "An investor's investments, newest first (owner or admin)",
      tags,
      response: { description: 'The investments', schema: z.array(investmentJson) },
    }),
    defineRoute({
      method: 'post',
      path: '/investments/:id/cancel',
      useCase: investing.cancelInvestment,
      input: { ...byInvestment, body: ['reason'] },
      present: presentInvestment,
      summary: 'Cancel one of your investments before its payment is confirmed',
      description: "Its application is withdrawn with it. Someone else's investment is a 404.",
      tags,
      response: { description: 'The cancelled investment', schema: investmentJson },
      errors: ['INVESTMENT.NOT_FOUND', 'INVESTMENT.INVALID_TRANSITION', 'INVESTING.CHANGED_MEANWHILE'],
    }),
    defineRoute({
      method: 'get',
      path: '/admin/investments',
      useCase: investing.listInvestments,
      input: { query: ['paymentReference', 'status', 'projectId', 'investor', 'limit', 'cursor'] },
      present: (page) => page.items.map(presentInvestment),
      nextCursor: (page) => page.nextCursor,
      summary: 'Every investment, newest first (admins only)',
      description:
        "Each with its investor's name and email (`userName`, `userEmail`). `paymentReference` keeps the " +
        'investments whose reference holds that text, compared without dashes, spaces or case (`cb 7k3q` finds ' +
        '`CB-7K3Q-9`): letters, digits, spaces and dashes, at most 40 characters, else 400. `status` keeps one or ' +
        "more statuses, comma-separated (`status=active,completed`); `projectId` one project's; `investor` those " +
        `whose investor's email or name holds that text (any case).\n\n${PAGING}`,
      tags,
      response: { description: 'The investments', schema: z.array(investmentJson) },
    }),
    defineRoute({
      method: 'post',
      path: '/admin/investments/:id/confirm-payment',
      useCase: investing.confirmPayment,
      input: { ...byInvestment, body: ['paymentReference'] },
      present: presentPaymentConfirmation,
      summary: "Confirm an investment's payment: it becomes active with its application (admins only)",
      description:
        "Idempotent: confirming it again answers 200 with `alreadyConfirmed: true` and changes nothing. The unit's " +
        'funding follows, and a status set by hand gives way to it. A `paymentReference` sent is kept in the ' +
        "audit entry; the investment keeps the reference its instructions quoted. The payment of an admin's own " +
        'investment is confirmed by another admin (403 `AUTH.OWN_DECISION_FORBIDDEN`).',
      tags,
      response: { description: 'The confirmation', schema: paymentConfirmationJson },
      errors: [
        'INVESTMENT.NOT_FOUND',
        'INVESTMENT.INVALID_TRANSITION',
        'INVESTING.CHANGED_MEANWHILE',
        'AUTH.OWN_DECISION_FORBIDDEN',
      ],
    }),
    defineRoute({
      method: 'patch',
      path: '/admin/investments/:id/status',
      useCase: investing.setInvestmentStatus,
      input: { ...byInvestment, body: ['status', 'reason'] },
      present: presentInvestment,
      summary: 'Cancel an investment before its payment is confirmed (admins only)',
      description:
        '`status` may only be `cancelled`: an investment becomes active through confirm-payment. Not on an ' +
        "admin's own investment (403 `AUTH.OWN_DECISION_FORBIDDEN`): they cancel it as its investor.",
      tags,
      response: { description: 'The cancelled investment', schema: investmentJson },
      errors: [
        'INVESTMENT.NOT_FOUND',
        'INVESTMENT.INVALID_TRANSITION',
        'INVESTING.CHANGED_MEANWHILE',
        'AUTH.OWN_DECISION_FORBIDDEN',
      ],
    }),

    // ── Units: sale and hand-set funding status ──────────────────────────────────────────────────
    defineRoute({
      method: 'patch',
      path: '/secure-admin/units/:unitId/mark-sold',
      useCase: investing.markUnitSold,
      input: { ...byUnit, body: ['soldPrice', 'sellingCosts', 'profitGenerated'] },
      present: presentUnitSale,
      summary: 'Mark a unit sold and distribute its profit (admins only; sold is final)',
      description:
        'The profit is derived, not typed: soldPrice − the unit price − `sellingCosts` (optional, none when ' +
        'omitted; at most soldPrice). `profitGenerated` is optional: when sent it must equal the derived figure, ' +
        'else a 400 on `profitGenerated` naming both (`details.sentProfit`, `details.derivedProfit`). A negative ' +
        'profit is a loss, shared the same way; no value goes below zero. ' +
        'Each active investment gets profitGenerated × amount / price, in cents by the largest-remainder method, ' +
        'so the shares add up exactly to `distributedTotal`; it becomes completed with currentValue = amount + ' +
        'profitShare. Unpaid investments are cancelled. The unfunded part is `developerShare`. The same sale ' +
        'asked again (a retry) answers 200 with the recorded sale and `alreadySold: true`, changing nothing; other ' +
        'figures on a sold unit are a 409 with `details.recordedSale`. An admin holding a position in the unit ' +
        'cannot sell it (403 `AUTH.OWN_DECISION_FORBIDDEN`).',
      tags,
      response: { description: 'The sale and every share', schema: unitSaleJson },
      errors: [
        'UNIT.NOT_FOUND',
        'UNIT.INVALID_TRANSITION',
        'INVESTING.CHANGED_MEANWHILE',
        'AUTH.OWN_DECISION_FORBIDDEN',
      ],
    }),
    defineRoute({
      method: 'patch',
      path: '/secure-admin/units/:unitId/payment-status',
      useCase: investing.setUnitPaymentStatus,
      input: { ...byUnit, body: ['status'] },
      present: presentUnitFunding,
      summary: "Set a unit's funding status by hand (admins only; audited)",
      description:
        'available, partially_funded or fully_funded; it holds until the next confirmed payment on the unit. ' +
        '`sold` is refused (400): use mark-sold.',
      tags,
      response: { description: "The unit's funding", schema: unitFundingJson },
      errors: ['UNIT.NOT_FOUND', 'UNIT.INVALID_TRANSITION'],
    }),

    // ── The investor's dashboard ─────────────────────────────────────────────────────────────────
    defineRoute({
      method: 'get',
      path: '/portfolio/:userId',
      useCase: investing.portfolio,
      input: byUser,
      present: presentPortfolio,
      summary: "An investor's portfolio: figures, investments, applications and commitments (owner or admin)",
      description:
        '`commitments` lists each commitment once (an application with the investment opened for it, or a direct ' +
        'investment), with its stage, the one progress definition shared with the admin panel, the payment box ' +
        'while payment is due, the sale and the payout (docs/investing.md, "Commitments").',
      operationId: 'getPortfolio',
      tags,
      response: { description: 'The portfolio', schema: portfolioJson },
    }),

    defineRoute({
      method: 'get',
      path: '/portfolio/:userId/returns',
      useCase: investing.returns,
      input: byUser,
      present: presentPortfolioReturns,
      summary: 'Your returns in USD, GHS and your home currency: property return apart from currency effect (own only)',
      description:
        'Each paid position (held or sold): contribution and value at the rate of its payment date and at ' +
        "today's, from the platform's rate history; `propertyReturn` + `currencyEffect` = `totalReturn` exactly. " +
        'An unsold unit has no valuation: its value is its contribution (`valueBasis: contribution`). The home ' +
        'currency is set with `PUT /api/users/{userId}/home-currency`. Only the investor: an admin is refused (403). ' +
        'docs/currencies.md, "Returns in cedis and the home currency".',
      operationId: 'getPortfolioReturns',
      tags,
      response: { description: 'The returns', schema: portfolioReturnsJson },
    }),

    // ── Commitments and payouts (issue 19) ───────────────────────────────────────────────────────
    defineRoute({
      method: 'post',
      path: '/commitments/:commitmentId/withdraw',
      useCase: investing.withdrawCommitment,
      input: { path: { commitmentId: 'commitmentId' } },
      present: presentCommitment,
      summary: 'Back out of one of your commitments before its payment is confirmed',
      description:
        '`application-12`: the application is withdrawn and its open investment cancelled with it; `investment-5` ' +
        "(a direct investment): it is cancelled. Someone else's commitment is a 404.",
      tags,
      response: { description: 'The commitment, closed', schema: commitmentJson },
      errors: [
        'APPLICATION.NOT_FOUND',
        'INVESTMENT.NOT_FOUND',
        'APPLICATION.INVALID_TRANSITION',
        'INVESTMENT.INVALID_TRANSITION',
        'INVESTING.CHANGED_MEANWHILE',
      ],
    }),
    defineRoute({
      method: 'post',
      path: '/admin/investments/:id/payout',
      useCase: investing.recordPayout,
      input: { ...byInvestment, body: ['amount', 'method', 'reference', 'paidOn'] },
      status: 201,
      present: presentInvestment,
      summary: "Record the payout of a sold position's value returned (admins only; audited)",
      description:
        "`method` is bank_transfer, mobile_money or cheque; `reference` the transfer's; `paidOn` the day in Accra " +
        '(YYYY-MM-DD), between the sale and today; `amount` at most the value returned (omitted: all of it). ' +
        "Decided under the investment's row lock: once per investment, a second is a 409 " +
        '`PAYOUT.ALREADY_RECORDED` naming the first; before the sale a 409 `PAYOUT.NOT_DUE`. Not for an ' +
        "admin's own investment (403 `AUTH.OWN_DECISION_FORBIDDEN`). Publishes `payout.recorded`.",
      tags,
      response: { description: 'The investment with its payout', schema: investmentJson },
      errors: [
        'INVESTMENT.NOT_FOUND',
        'PAYOUT.ALREADY_RECORDED',
        'PAYOUT.NOT_DUE',
        'PAYOUT.EXCEEDS_VALUE_RETURNED',
        'PAYOUT.INVALID_DATE',
        'INVESTING.CHANGED_MEANWHILE',
        'AUTH.OWN_DECISION_FORBIDDEN',
      ],
    }),
  ];
}
