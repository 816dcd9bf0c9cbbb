import type { CheckoutView, OnlinePaymentOptions, ReconciliationRow, WebhookAnswer } from '@cobuy/application';

/** Online payments as REST and GraphQL answer them (docs/payments.md). */
export const presentOnlinePaymentOptions = (o: OnlinePaymentOptions) => ({
  available: o.available,
  provider: o.provider,
  currencies: o.currencies.map((c) => ({ currency: c.currency, channels: [...c.channels] })),
  quoteValidityMinutes: o.quoteValidityMinutes,
});

export const presentCheckout = (c: CheckoutView) => ({
  id: c.id,
  investmentId: c.investmentId,
  reference: c.reference,
  currency: c.currency,
  amount: c.amount,
  usdAmount: c.usdAmount,
  rate: c.rate,
  quoteExpiresAt: c.quoteExpiresAt.toISOString(),
  authorizationUrl: c.authorizationUrl,
  channels: [...c.channels],
  status: c.status,
});

export const presentWebhookAnswer = (a: WebhookAnswer) => ({ received: a.received, outcome: a.outcome });

export const presentReconciliationRow = (r: ReconciliationRow) => ({
  ...r,
  quoteExpiresAt: r.quoteExpiresAt?.toISOString() ?? null,
  paidAt: r.paidAt?.toISOString() ?? null,
  resolvedAt: r.resolvedAt?.toISOString() ?? null,
  at: r.at.toISOString(),
});

export const presentReconciliation = (rows: ReconciliationRow[]) => rows.map(presentReconciliationRow);
