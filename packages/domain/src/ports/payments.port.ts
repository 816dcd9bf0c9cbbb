import type {
  CheckoutCurrency,
  CheckoutStatus,
  HoldReason,
  NewPaymentCheckout,
  PaymentChannel,
  PaymentCheckout,
  ProviderTransaction,
} from '../payments/payment-checkout.js';
import type { RowKey } from '../shared/paging.js';

/** What the provider needs to open a checkout page. No card or wallet data: the investor gives it there. */
export interface CheckoutRequest {
  readonly reference: string;
  readonly email: string;
  readonly currency: CheckoutCurrency;
  readonly amountMinor: bigint;
  readonly channels: readonly PaymentChannel[];
  /** Where the provider sends the investor back after paying. */
  readonly callbackUrl: string;
  readonly metadata: Readonly<Record<string, string | number>>;
}

export interface StartedCheckout {
  readonly authorizationUrl: string;
  readonly reference: string;
}

/** The payments port (issue 22): a hosted checkout, and the provider's word on a transaction. */
export interface PaymentProvider {
  /** Its name, stored with each checkout and named as the actor of the confirmations it causes. */
  readonly name: string;
  initialize(request: CheckoutRequest): Promise<StartedCheckout>;
  /** The transaction as the provider has it; null when the provider knows no such reference. */
  verify(reference: string): Promise<ProviderTransaction | null>;
}

/** The platform's current rate of a currency, in units per 1 USD (an exact decimal string). */
export interface ExchangeRateSource {
  currentRate(currency: CheckoutCurrency): Promise<string>;
}

export interface CheckoutOutcome {
  readonly status: CheckoutStatus;
  readonly holdReason: HoldReason | null;
  readonly transaction: ProviderTransaction | null;
  readonly at: Date;
}

export interface UnmatchedPayment {
  readonly id: number;
  readonly provider: string;
  readonly reference: string;
  readonly amountMinor: bigint | null;
  readonly currency: string | null;
  readonly providerData: unknown;
  readonly receivedAt: Date;
}

/**
 * The reconciliation list's filter (docs/api.md, "Lists that page"): which checkout statuses (none: no
 * checkouts), whether the payments no checkout explains are in it, and optional provider and reference text.
 */
export interface ReconciliationFilter {
  readonly checkoutStatuses: readonly CheckoutStatus[];
  readonly includeUnmatched: boolean;
  /** The provider's name, exactly (e.g. paystack). */
  readonly provider?: string;
  /** Part of the payment's reference (or of its investment's reference), case-insensitively. */
  readonly reference?: string;
}

/**
 * Where a reconciliation row sits: the list mixes two tables, so the key names which one besides the time (a
 * checkout's start, an unmatched payment's receipt) and the id. Order: newest first, then unmatched before
 * checkouts, then id (descending).
 */
export interface ReconciliationKey extends RowKey {
  readonly source: 'checkout' | 'unmatched';
}

export type ReconciliationEntry =
  | { readonly source: 'checkout'; readonly checkout: CheckoutListing }
  | { readonly source: 'unmatched'; readonly payment: UnmatchedPayment };

export interface ReconciliationPage {
  readonly rows: ReadonlyArray<{ readonly row: ReconciliationEntry; readonly key: ReconciliationKey }>;
  readonly hasMore: boolean;
}

export interface CheckoutListing extends PaymentCheckout {
  readonly investorName: string;
  readonly investorEmail: string;
  readonly investmentReference: string | null;
  readonly investmentStatus: string;
}

/** Checkouts and the payments no checkout explains, in the caller's transaction. */
export interface PaymentCheckoutRepository {
  insert(checkout: NewPaymentCheckout): Promise<PaymentCheckout>;
  findByReference(reference: string): Promise<PaymentCheckout | null>;
  /** The row locked (FOR UPDATE) for the rest of the transaction. */
  findByReferenceForUpdate(reference: string): Promise<PaymentCheckout | null>;
  findForUpdate(id: number): Promise<PaymentCheckout | null>;
  /** An open checkout of the investment in this currency whose quote still holds at `now`. */
  findReusable(investmentId: number, currency: CheckoutCurrency, now: Date): Promise<PaymentCheckout | null>;
  /** Stores what the provider said and the outcome; only while the checkout is still `expectedStatus`. */
  recordOutcome(id: number, expectedStatus: CheckoutStatus, outcome: CheckoutOutcome): Promise<boolean>;
  resolve(
    id: number,
    status: 'resolved_confirmed' | 'refunded',
    by: number,
    note: string | null,
    at: Date,
  ): Promise<boolean>;
  /**
   * Claims open checkouts started before `startedBefore` and not verified since `verifiedBefore`, marking them
   * verified now: one atomic UPDATE … FOR UPDATE SKIP LOCKED, so two processes never claim the same one.
   */
  claimForVerification(startedBefore: Date, verifiedBefore: Date, now: Date, limit: number): Promise<PaymentCheckout[]>;
  /** One checkout as the reconciliation list shows it (with its investor and investment), or null. */
  findListing(id: number): Promise<CheckoutListing | null>;
  /** Logs a payment whose reference no checkout has; a repeat of the same reference is ignored. */
  recordUnmatched(payment: Omit<UnmatchedPayment, 'id'>): Promise<void>;
  /**
   * A page of the reconciliation list (checkouts and unmatched payments in one stable order) after `after`:
   * a fixed number of statements whatever the page.
   */
  pageReconciliation(
    filter: ReconciliationFilter,
    page: { readonly after: ReconciliationKey | null; readonly limit: number },
  ): Promise<ReconciliationPage>;
  /** How many rows the filter keeps (one statement). */
  countReconciliation(filter: ReconciliationFilter): Promise<number>;
}
