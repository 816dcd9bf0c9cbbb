import { z } from 'zod';
import { dateTime, id } from './response.schemas.js';

/** Online payments' answers (presenters/payments.presenter.ts), for the OpenAPI document. */

const decimal = z.string().meta({ description: 'An exact decimal amount, two decimals' });

export const onlinePaymentOptionsJson = z.object({
  available: z.boolean().meta({ description: 'False: bank transfer only (no provider configured)' }),
  provider: z.string().nullable(),
  currencies: z.array(z.object({ currency: z.string(), channels: z.array(z.string()) })),
  quoteValidityMinutes: z.number().int().positive(),
});

export const checkoutJson = z.object({
  id,
  investmentId: id,
  reference: z.string().meta({ description: "The checkout's own reference at the provider" }),
  currency: z.enum(['GHS', 'USD']),
  amount: decimal.meta({ description: 'The quoted amount in `currency`' }),
  usdAmount: decimal,
  rate: z.string().meta({ description: 'Units of `currency` per 1 USD, locked when the checkout started' }),
  quoteExpiresAt: dateTime,
  authorizationUrl: z.string().meta({ description: "The provider's checkout page" }),
  channels: z.array(z.string()),
  status: z.string(),
});

export const webhookAnswerJson = z.object({
  received: z.literal(true),
  outcome: z.enum(['confirmed', 'held', 'failed', 'pending', 'already_settled', 'unmatched', 'ignored']),
});

export const reconciliationRowJson = z.object({
  id,
  status: z.string().meta({
    description: 'open, failed, matched (confirmed by itself), held, resolved_confirmed, refunded, or unmatched',
  }),
  holdReason: z.string().nullable(),
  holdReasonText: z.string().nullable(),
  provider: z.string(),
  reference: z.string(),
  investmentId: id.nullable(),
  investmentReference: z.string().nullable(),
  investmentStatus: z.string().nullable(),
  investorName: z.string().nullable(),
  investorEmail: z.string().nullable(),
  quotedAmount: decimal.nullable(),
  quotedCurrency: z.string().nullable(),
  rate: z.string().nullable(),
  usdAmount: decimal.nullable(),
  quoteExpiresAt: dateTime.nullable(),
  paidAmount: decimal.nullable(),
  paidCurrency: z.string().nullable(),
  channel: z.string().nullable(),
  paidAt: dateTime.nullable(),
  providerData: z.string().nullable().meta({ description: "The provider's record of the transaction, JSON" }),
  resolutionNote: z.string().nullable(),
  resolvedAt: dateTime.nullable(),
  at: dateTime,
});

export const reconciliationJson = z.array(reconciliationRowJson);
