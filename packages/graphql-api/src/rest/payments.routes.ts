import { ADMIN_LIST_CAP, ADMIN_LIST_PAGE_MAX, RECONCILIATION_EXPORT_LIMIT } from '@cobuy/application';
import type { AppServices } from '../composition-root.js';
import {
  checkoutJson,
  onlinePaymentOptionsJson,
  reconciliationJson,
  reconciliationRowJson,
  webhookAnswerJson,
} from '../openapi/payments-response.schemas.js';
import {
  presentCheckout,
  presentOnlinePaymentOptions,
  presentReconciliation,
  presentReconciliationRow,
  presentWebhookAnswer,
} from '../presenters/payments.presenter.js';
import { defineFileRoute, defineRoute, type RestRoute } from './rest-route.js';

/** Paystack's webhooks are small JSON documents; anything larger is refused unread. */
const WEBHOOK_MAX_BYTES = 64 * 1024;

/** Paying by mobile money or card, and reconciling (issue 22, docs/payments.md). */
export function paymentRoutes(services: AppServices): readonly RestRoute[] {
  const { payments } = services;
  const tags = ['Payments'];
  return [
    defineRoute({
      method: 'get',
      path: '/payments/options',
      useCase: payments.options,
      input: {},
      present: presentOnlinePaymentOptions,
      summary: 'Whether paying online is offered, in which currencies and channels',
      tags,
      response: { description: 'The online payment options', schema: onlinePaymentOptionsJson },
    }),
    defineRoute({
      method: 'post',
      path: '/investments/:id/checkout',
      useCase: payments.startCheckout,
      input: { path: { investmentId: 'id' }, body: ['currency'] },
      status: 201,
      present: presentCheckout,
      summary: 'Start paying your investment by mobile money or card (the quote is locked)',
      description:
        '`currency` GHS (mobile money MTN/Telecel/AirtelTigo, card, bank) at the platform rate locked for 30 minutes, ' +
        'or USD (card). Answers the quote (amount, rate, expiry) and the provider page to pay on; an open checkout ' +
        "whose quote still holds is answered again. Someone else's investment is a 404.",
      tags,
      response: { description: 'The checkout and its quote', schema: checkoutJson },
      errors: [
        'INVESTMENT.NOT_FOUND',
        'PAYMENT.ONLINE_UNAVAILABLE',
        'PAYMENT.NOT_AWAITING_PAYMENT',
        'PAYMENT.PROVIDER_UNAVAILABLE',
      ],
    }),
    defineRoute({
      method: 'post',
      path: '/payments/webhooks/paystack',
      useCase: payments.handleWebhook,
      input: {
        rawBody: { field: 'rawBody', maxBytes: WEBHOOK_MAX_BYTES },
        headers: { signature: 'x-paystack-signature' },
      },
      present: presentWebhookAnswer,
      summary: "Paystack's webhook (signed with x-paystack-signature)",
      description:
        'The HMAC-SHA512 of the raw body under the secret key must match `x-paystack-signature` (else 401, nothing ' +
        'read). A `charge.success` is verified with the provider, then matched to its checkout: the exact quote, in ' +
        'time, for an investment awaiting payment confirms it; anything else is held for an admin. Replays change ' +
        'nothing; an unknown reference answers 200 and is logged.',
      tags,
      response: { description: 'Received', schema: webhookAnswerJson },
      errors: ['PAYMENT.INVALID_SIGNATURE', 'PAYMENT.ONLINE_UNAVAILABLE', 'PAYMENT.PROVIDER_UNAVAILABLE'],
    }),
    defineRoute({
      method: 'get',
      path: '/secure-admin/reconciliation',
      useCase: payments.pageReconciliation,
      input: { query: ['status', 'provider', 'reference', 'limit', 'cursor'] },
      present: (page) => presentReconciliation([...page.items]),
      nextCursor: (page) => page.nextCursor,
      summary: 'Online payments: matched, held and unmatched, with the provider data (admins only)',
      description:
        "`status`: all (default), matched, held, unmatched, open, resolved. `provider`: the provider's name, " +
        "exactly. `reference`: part of the payment's reference (or its investment's), case-insensitively.\n\n" +
        'Order: newest first (a checkout by its start, an unmatched payment by its receipt), then by id. Paging: ' +
        `without \`limit\`, the array of every matching payment up to ${ADMIN_LIST_CAP} (the list's cap); ` +
        `\`limit\` (1 to ${ADMIN_LIST_PAGE_MAX}) asks for a page. When more follow, the answer carries ` +
        '`X-Next-Cursor` (and `Link: <…>; rel="next"`): send it back as `cursor`, with the same filters. A `limit` ' +
        'or `cursor` that is not one of these is a 400 naming it.',
      tags,
      response: { description: 'The payments, newest first', schema: reconciliationJson },
    }),
    defineFileRoute({
      method: 'get',
      path: '/secure-admin/reconciliation.csv',
      useCase: payments.exportReconciliationCsv,
      input: { query: ['status', 'provider', 'reference'] },
      summary: 'The reconciliation list as CSV (admins only)',
      description:
        'The same filters as `/secure-admin/reconciliation` (`status`, `provider`, `reference`), in the same order. ' +
        `At most the first ${RECONCILIATION_EXPORT_LIMIT.toLocaleString('en')} payments: when more match, the ` +
        'answer says `X-Truncated: true`.',
      tags,
      response: { description: 'The payments as a CSV download', contentType: 'text/csv; charset=utf-8' },
    }),
    defineRoute({
      method: 'post',
      path: '/secure-admin/reconciliation/:checkoutId/resolve',
      useCase: payments.resolveHeldPayment,
      input: { path: { checkoutId: 'checkoutId' }, body: ['action', 'note'] },
      present: presentReconciliationRow,
      summary: 'Resolve a held payment: confirm it, or mark it refunded with a note (admins only; audited)',
      description:
        "`action` confirm (Confirm Payment's rule: the investment must still await payment; never an admin's own, " +
        '403 `AUTH.OWN_DECISION_FORBIDDEN`) or refund (`note` required). Only a held payment, once.',
      tags,
      response: { description: 'The payment as now stored', schema: reconciliationRowJson },
      errors: [
        'PAYMENT.CHECKOUT_NOT_FOUND',
        'PAYMENT.NOT_HELD',
        'PAYMENT.CANNOT_CONFIRM',
        'INVESTMENT.INVALID_TRANSITION',
        'INVESTING.CHANGED_MEANWHILE',
        'AUTH.OWN_DECISION_FORBIDDEN',
      ],
    }),
  ];
}
