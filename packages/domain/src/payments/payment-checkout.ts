import { divideHalfUp } from '../money/decimal.js';
import type { Money } from '../money/money.js';
import type { InvestmentStatus } from '../investment/investment.machine.js';

/**
 * Paying online (issue 22): the investor pays an investment on the payment provider's checkout page, by mobile
 * money (MTN, Telecel, AirtelTigo), card or bank, in GHS at a rate locked when the checkout starts, or in USD by
 * card. No card or wallet data reaches the server: it only learns the provider's verified transaction.
 */
export type CheckoutCurrency = 'GHS' | 'USD';
export const CHECKOUT_CURRENCIES: readonly CheckoutCurrency[] = ['GHS', 'USD'];

/** The provider's payment channels offered for each checkout currency. */
export type PaymentChannel = 'mobile_money' | 'card' | 'bank';
export const CHECKOUT_CHANNELS: Readonly<Record<CheckoutCurrency, readonly PaymentChannel[]>> = {
  GHS: ['mobile_money', 'card', 'bank'],
  USD: ['card'],
};

/** How long a GHS quote holds: paid later, the payment is held for an admin (the rate may have moved). */
export const QUOTE_VALIDITY_MINUTES = 30;

export type CheckoutStatus = 'open' | 'matched' | 'held' | 'failed' | 'resolved_confirmed' | 'refunded';
export const CHECKOUT_STATUSES: readonly CheckoutStatus[] = [
  'open',
  'matched',
  'held',
  'failed',
  'resolved_confirmed',
  'refunded',
];

/** Why a payment was not confirmed by itself: an admin decides. */
export type HoldReason =
  'partial_payment' | 'over_payment' | 'other_currency' | 'quote_expired' | 'window_closed' | 'already_paid';
export const HOLD_REASONS: readonly HoldReason[] = [
  'partial_payment',
  'over_payment',
  'other_currency',
  'quote_expired',
  'window_closed',
  'already_paid',
];
export const HOLD_REASON_TEXT: Readonly<Record<HoldReason, string>> = {
  partial_payment: 'Paid less than the quoted amount',
  over_payment: 'Paid more than the quoted amount',
  other_currency: 'Paid in another currency than the quote',
  quote_expired: 'Paid after the quote expired',
  window_closed: 'The payment window had already closed (expired or cancelled)',
  already_paid: 'The investment was already paid',
};

/** One started checkout: the quote the investor was shown, and what the provider later said about it. */
export interface PaymentCheckout {
  readonly id: number;
  readonly investmentId: number;
  readonly userId: number;
  readonly provider: string;
  /** Unique per checkout: the provider's transaction reference. */
  readonly reference: string;
  readonly currency: CheckoutCurrency;
  /** The quoted amount in the currency's lowest unit (pesewas, cents). */
  readonly amountMinor: bigint;
  /** The investment's amount in USD that the quote pays. */
  readonly usdAmount: Money;
  /** Units of `currency` per 1 USD, as locked when the checkout started ("1" for USD). */
  readonly rate: string;
  readonly quoteExpiresAt: Date;
  readonly authorizationUrl: string;
  readonly status: CheckoutStatus;
  readonly holdReason: HoldReason | null;
  /** The verified transaction, once the provider reported it. */
  readonly paidAmountMinor: bigint | null;
  readonly paidCurrency: string | null;
  readonly channel: string | null;
  readonly paidAt: Date | null;
  readonly providerData: unknown;
  readonly resolvedBy: number | null;
  readonly resolvedAt: Date | null;
  readonly resolutionNote: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export type NewPaymentCheckout = Pick<
  PaymentCheckout,
  | 'investmentId'
  | 'userId'
  | 'provider'
  | 'reference'
  | 'currency'
  | 'amountMinor'
  | 'usdAmount'
  | 'rate'
  | 'quoteExpiresAt'
  | 'authorizationUrl'
  | 'createdAt'
>;

/** A transaction as the provider reports it when asked (verify), never as a webhook body claims it. */
export interface ProviderTransaction {
  readonly reference: string;
  /** success, failed, abandoned, ongoing, pending, reversed, … (the provider's words). */
  readonly status: string;
  readonly amountMinor: bigint;
  readonly currency: string;
  readonly channel: string | null;
  readonly paidAt: Date | null;
  /** The provider's own record, kept for the reconciliation view. */
  readonly raw: unknown;
}

/** A quote's amount: USD cents × rate, rounded half-up to the lowest unit of the currency (exact). */
export function quoteAmountMinor(usdAmount: Money, rate: string): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rate.trim());
  if (!match) throw new RangeError(`Invalid exchange rate ${JSON.stringify(rate)}`);
  const [, whole = '', fraction = ''] = match;
  const numerator = BigInt(whole + fraction);
  if (numerator === 0n) throw new RangeError('An exchange rate must be positive');
  return divideHalfUp(usdAmount.cents * numerator, 10n ** BigInt(fraction.length));
}

/** An amount in the lowest unit as a two-decimal string ("12500.05"). */
export function minorToDecimal(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** What to do with a verified transaction for a checkout. */
export type PaymentMatch =
  | { readonly kind: 'not_paid'; readonly failed: boolean }
  | { readonly kind: 'confirm' }
  | { readonly kind: 'hold'; readonly reason: HoldReason };

/**
 * The matching rule: only a successful transaction of exactly the quoted amount and currency, paid before the
 * quote expired and the payment window closed, for an investment still awaiting payment, confirms it. Everything else paid is held for an
 * admin with its reason; nothing paid is a failure or still open.
 */
export function matchPayment(
  checkout: Pick<PaymentCheckout, 'currency' | 'amountMinor' | 'quoteExpiresAt'>,
  transaction: Pick<ProviderTransaction, 'status' | 'amountMinor' | 'currency' | 'paidAt'>,
  investmentStatus: InvestmentStatus,
  now: Date,
  windowEndsAt: Date | null = null,
): PaymentMatch {
  if (transaction.status !== 'success') {
    return { kind: 'not_paid', failed: ['failed', 'abandoned', 'reversed'].includes(transaction.status) };
  }
  if (transaction.currency.toUpperCase() !== checkout.currency) return { kind: 'hold', reason: 'other_currency' };
  if (transaction.amountMinor < checkout.amountMinor) return { kind: 'hold', reason: 'partial_payment' };
  if (transaction.amountMinor > checkout.amountMinor) return { kind: 'hold', reason: 'over_payment' };
  const paidAt = (transaction.paidAt ?? now).getTime();
  if (paidAt > checkout.quoteExpiresAt.getTime()) return { kind: 'hold', reason: 'quote_expired' };
  if (investmentStatus === 'active' || investmentStatus === 'completed')
    return { kind: 'hold', reason: 'already_paid' };
  if (investmentStatus !== 'awaiting_payment') return { kind: 'hold', reason: 'window_closed' };
  // Paid after the window closed, though the expiry job had not run yet.
  if (windowEndsAt && paidAt > windowEndsAt.getTime()) return { kind: 'hold', reason: 'window_closed' };
  return { kind: 'confirm' };
}

/** The checkout's reference: the investment's payment reference and a random suffix (A-Z, 0-9, '-'). */
export function checkoutReference(paymentReference: string, suffix: string): string {
  return `${paymentReference}-${suffix}`;
}
