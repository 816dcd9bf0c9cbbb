import {
  CHECKOUT_CHANNELS,
  HOLD_REASON_TEXT,
  minorToDecimal,
  type CheckoutListing,
  type PaymentCheckout,
  type UnmatchedPayment,
} from '@cobuy/domain';

/** A started checkout as the investor sees it: the quote (amount, rate, expiry) and where to pay. */
export interface CheckoutView {
  readonly id: number;
  readonly investmentId: number;
  readonly reference: string;
  readonly currency: string;
  /** The quoted amount in `currency`, two decimals. */
  readonly amount: string;
  readonly usdAmount: string;
  /** Units of `currency` per 1 USD, locked at the start. */
  readonly rate: string;
  readonly quoteExpiresAt: Date;
  readonly authorizationUrl: string;
  readonly channels: readonly string[];
  readonly status: string;
}

export const checkoutViewOf = (c: PaymentCheckout): CheckoutView => ({
  id: c.id,
  investmentId: c.investmentId,
  reference: c.reference,
  currency: c.currency,
  amount: minorToDecimal(c.amountMinor),
  usdAmount: c.usdAmount.toString(),
  rate: c.rate,
  quoteExpiresAt: c.quoteExpiresAt,
  authorizationUrl: c.authorizationUrl,
  channels: CHECKOUT_CHANNELS[c.currency],
  status: c.status,
});

/** One row of the admin's Reconciliation tab. */
export interface ReconciliationRow {
  readonly id: number;
  /** matched (confirmed by itself), held, open, failed, resolved_confirmed, refunded, or unmatched. */
  readonly status: string;
  readonly holdReason: string | null;
  readonly holdReasonText: string | null;
  readonly provider: string;
  readonly reference: string;
  readonly investmentId: number | null;
  readonly investmentReference: string | null;
  readonly investmentStatus: string | null;
  readonly investorName: string | null;
  readonly investorEmail: string | null;
  readonly quotedAmount: string | null;
  readonly quotedCurrency: string | null;
  readonly rate: string | null;
  readonly usdAmount: string | null;
  readonly quoteExpiresAt: Date | null;
  readonly paidAmount: string | null;
  readonly paidCurrency: string | null;
  readonly channel: string | null;
  readonly paidAt: Date | null;
  /** The provider's own record of the transaction, as JSON text. */
  readonly providerData: string | null;
  readonly resolutionNote: string | null;
  readonly resolvedAt: Date | null;
  readonly at: Date;
}

export const reconciliationRowOf = (c: CheckoutListing): ReconciliationRow => ({
  id: c.id,
  status: c.status,
  holdReason: c.holdReason,
  holdReasonText: c.holdReason ? HOLD_REASON_TEXT[c.holdReason] : null,
  provider: c.provider,
  reference: c.reference,
  investmentId: c.investmentId,
  investmentReference: c.investmentReference,
  investmentStatus: c.investmentStatus,
  investorName: c.investorName,
  investorEmail: c.investorEmail,
  quotedAmount: minorToDecimal(c.amountMinor),
  quotedCurrency: c.currency,
  rate: c.rate,
  usdAmount: c.usdAmount.toString(),
  quoteExpiresAt: c.quoteExpiresAt,
  paidAmount: c.paidAmountMinor === null ? null : minorToDecimal(c.paidAmountMinor),
  paidCurrency: c.paidCurrency,
  channel: c.channel,
  paidAt: c.paidAt,
  providerData: c.providerData === null || c.providerData === undefined ? null : JSON.stringify(c.providerData),
  resolutionNote: c.resolutionNote,
  resolvedAt: c.resolvedAt,
  at: c.updatedAt,
});

export const unmatchedRowOf = (u: UnmatchedPayment): ReconciliationRow => ({
  id: u.id,
  status: 'unmatched',
  holdReason: null,
  holdReasonText: 'No checkout has this reference',
  provider: u.provider,
  reference: u.reference,
  investmentId: null,
  investmentReference: null,
  investmentStatus: null,
  investorName: null,
  investorEmail: null,
  quotedAmount: null,
  quotedCurrency: null,
  rate: null,
  usdAmount: null,
  quoteExpiresAt: null,
  paidAmount: u.amountMinor === null ? null : minorToDecimal(u.amountMinor),
  paidCurrency: u.currency,
  channel: null,
  paidAt: null,
  providerData: u.providerData === null || u.providerData === undefined ? null : JSON.stringify(u.providerData),
  resolutionNote: null,
  resolvedAt: null,
  at: u.receivedAt,
});
