import {
  CHECKOUT_CHANNELS,
  HOLD_REASON_TEXT,
  QUOTE_VALIDITY_MINUTES,
  checkNotOwnRecord,
  checkoutReference,
  err,
  matchPayment,
  minorToDecimal,
  ok,
  quoteAmountMinor,
  type InvestingStore,
  type PaymentCheckout,
  type ProviderTransaction,
  type Result,
} from '@cobuy/domain';
import { z } from 'zod';
import { toCsv } from '../audit/export-audit-records/audit-csv.js';
import { inTransaction, RefusedInTransaction } from '../investing/interests.use-cases.js';
import { investmentNotFound } from '../investing/investing-errors.js';
import { confirmLockedPayment, lockInvestment } from '../investing/investments.use-cases.js';
import { appError, type AppError } from '../shared/app-error.js';
import { idInput, noInput, optionalText, type NoInput } from '../shared/input-schemas.js';
import { ownDecisionRefused } from '../shared/own-decision.js';
import { ADMIN_LIST_CAP } from '../shared/paging.js';
import type { RequestContext } from '../shared/request-context.js';
import type { UseCase } from '../shared/use-case.js';
import { checkoutNotFound, onlinePaymentUnavailable, providerUnavailable } from './payments-errors.js';
import type { PaymentsDeps } from './payments.deps.js';
import {
  RECONCILIATION_EXPORT_LIMIT,
  reconciliationFilterInput,
  reconciliationRowsUpTo,
  type ReconciliationFilterInput,
} from './reconciliation-paging.use-cases.js';
import { checkoutViewOf, reconciliationRowOf, type CheckoutView, type ReconciliationRow } from './checkout-view.js';

const MINUTE_MS = 60_000;

/** Eight hex characters from the platform's CSPRNG: checkouts of one investment get distinct references. */
const randomSuffix = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(4)), (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
/** A GHS quote holds this long; a payment after it is held for an admin. */
const QUOTE_MS = QUOTE_VALIDITY_MINUTES * MINUTE_MS;

/** Whether paying online is offered, and how (the Pay now button asks before showing itself). */
export interface OnlinePaymentOptions {
  readonly available: boolean;
  readonly provider: string | null;
  readonly currencies: ReadonlyArray<{ readonly currency: string; readonly channels: readonly string[] }>;
  readonly quoteValidityMinutes: number;
}

export class GetOnlinePaymentOptions implements UseCase<NoInput, OnlinePaymentOptions> {
  readonly name = 'payments.onlinePaymentOptions';
  readonly access = 'signed-in' as const;
  readonly input = noInput;
  constructor(private readonly deps: Pick<PaymentsDeps, 'provider'>) {}

  execute(): Promise<Result<OnlinePaymentOptions, AppError>> {
    const provider = this.deps.provider;
    return Promise.resolve(
      ok({
        available: provider !== null,
        provider: provider?.name ?? null,
        currencies: provider
          ? (['GHS', 'USD'] as const).map((currency) => ({ currency, channels: CHECKOUT_CHANNELS[currency] }))
          : [],
        quoteValidityMinutes: QUOTE_VALIDITY_MINUTES,
      }),
    );
  }
}

export const startCheckoutInput = z.object({
  investmentId: idInput,
  currency: z.enum(['GHS', 'USD'], { error: 'must be GHS or USD' }),
});
export type StartCheckoutInput = z.output<typeof startCheckoutInput>;

/**
 * "Pay with mobile money or card": the investor's own investment awaiting payment gets a checkout on the
 * provider's page, in GHS at the platform's current rate locked for 30 minutes (mobile money, card, bank) or in
 * USD (card). The quote (amount, rate, expiry) is stored and returned; an open checkout whose quote still holds
 * is returned again instead of starting another. Someone else's investment is a 404.
 */
export class StartCheckout implements UseCase<StartCheckoutInput, CheckoutView> {
  readonly name = 'payments.startCheckout';
  readonly access = 'signed-in' as const;
  readonly input = startCheckoutInput;
  constructor(private readonly deps: PaymentsDeps) {}

  async execute(ctx: RequestContext, input: StartCheckoutInput): Promise<Result<CheckoutView, AppError>> {
    const now = ctx.clock.now();
    const found = await this.deps.uow.run(async (store) => {
      const investment = await store.investments.findById(input.investmentId);
      if (!investment || investment.userId !== ctx.actor!.userId) return null;
      const reusable = await store.checkouts.findReusable(investment.id, input.currency, now);
      const investor = await store.users.findById(investment.userId);
      return { investment, reusable, email: investor?.email ?? '' };
    });
    if (!found) return err(investmentNotFound(input.investmentId));
    const provider = this.deps.provider;
    if (!provider) return err(onlinePaymentUnavailable());
    const { investment, reusable, email } = found;
    if (investment.status !== 'awaiting_payment' || !investment.paymentReference) {
      return err(
        appError('PAYMENT.NOT_AWAITING_PAYMENT', 'This investment is not awaiting payment', {
          details: { currentState: investment.status },
        }),
      );
    }
    if (reusable) return ok(checkoutViewOf(reusable));
    const rate = await this.deps.rates.currentRate(input.currency);
    const amountMinor = quoteAmountMinor(investment.amount, rate);
    const reference = checkoutReference(investment.paymentReference, randomSuffix());
    let authorizationUrl: string;
    try {
      const started = await provider.initialize({
        reference,
        email,
        currency: input.currency,
        amountMinor,
        channels: CHECKOUT_CHANNELS[input.currency],
        callbackUrl: this.deps.callbackUrl,
        metadata: { investmentId: investment.id, paymentReference: investment.paymentReference },
      });
      authorizationUrl = started.authorizationUrl;
    } catch (error) {
      this.deps.log.warn(`Payment provider refused checkout ${reference}`, error);
      return err(providerUnavailable());
    }
    const checkout = await this.deps.uow.run((store) =>
      store.checkouts.insert({
        investmentId: investment.id,
        userId: investment.userId,
        provider: provider.name,
        reference,
        currency: input.currency,
        amountMinor,
        usdAmount: investment.amount,
        rate,
        quoteExpiresAt: new Date(now.getTime() + QUOTE_MS),
        authorizationUrl,
        createdAt: now,
      }),
    );
    return ok(checkoutViewOf(checkout));
  }
}

export type SettleOutcome = 'confirmed' | 'held' | 'failed' | 'pending' | 'already_settled' | 'unmatched';

/**
 * Applies the provider's verified word on one reference, once: the checkout's row is locked, then the
 * investment's (unit → application → investment, Confirm Payment's order) in one transaction; a checkout no
 * longer open changes nothing, so replays, duplicates and a webhook racing the reconciliation job settle it once.
 * Exactly the quote, in time, for an investment awaiting payment: confirmed through Confirm Payment's own step
 * (the audit names the provider). Any other payment: held for an admin with its reason.
 */
export class SettlePayment {
  constructor(private readonly deps: PaymentsDeps) {}

  async settle(ctx: RequestContext, reference: string, claimed?: ProviderTransaction): Promise<SettleOutcome> {
    const provider = this.deps.provider!;
    const known = await this.deps.uow.run((store) => store.checkouts.findByReference(reference));
    if (!known) {
      const verified = await provider.verify(reference).catch(() => null);
      const seen = verified ?? claimed ?? null;
      await this.deps.uow.run((store) =>
        store.checkouts.recordUnmatched({
          provider: provider.name,
          reference,
          amountMinor: seen?.amountMinor ?? null,
          currency: seen?.currency ?? null,
          providerData: seen?.raw ?? null,
          receivedAt: ctx.clock.now(),
        }),
      );
      this.deps.log.warn(`Payment with unknown reference ${reference}: logged, nothing changed`);
      return 'unmatched';
    }
    if (known.status !== 'open') return 'already_settled';
    const transaction = await provider.verify(reference);
    if (!transaction) return 'pending';
    const result = await inTransaction<SettleOutcome>(this.deps, async (store) =>
      ok(await this.apply(store, ctx, reference, transaction)),
    );
    if (!result.ok) throw new Error(`Settling ${reference}: ${result.error.code} ${result.error.message}`);
    return result.value;
  }

  private async apply(
    store: InvestingStore,
    ctx: RequestContext,
    reference: string,
    transaction: ProviderTransaction,
  ): Promise<SettleOutcome> {
    const now = ctx.clock.now();
    const checkout = await store.checkouts.findByReferenceForUpdate(reference);
    if (!checkout || checkout.status !== 'open') return 'already_settled';
    const locked = await lockInvestment(store, checkout.investmentId, { unitFirst: true });
    if (!locked) return 'already_settled';
    const match = matchPayment(checkout, transaction, locked.investment.status, now, locked.investment.windowEndsAt);
    const providerCtx: RequestContext = { ...ctx, actor: null, system: checkout.provider };
    if (match.kind === 'not_paid') {
      if (!match.failed) return 'pending';
      await store.checkouts.recordOutcome(checkout.id, 'open', {
        status: 'failed',
        holdReason: null,
        transaction,
        at: now,
      });
      return 'failed';
    }
    if (match.kind === 'hold') {
      await store.checkouts.recordOutcome(checkout.id, 'open', {
        status: 'held',
        holdReason: match.reason,
        transaction,
        at: now,
      });
      await store.audit.record({
        actorId: null,
        actorSystem: checkout.provider,
        action: 'investment.online_payment_held',
        entity: 'investment',
        entityId: String(checkout.investmentId),
        before: null,
        after: paymentSnapshot(checkout, transaction, HOLD_REASON_TEXT[match.reason]),
        at: now,
        correlationId: ctx.correlationId,
      });
      this.deps.log.warn(`Payment ${reference} held for an admin: ${HOLD_REASON_TEXT[match.reason]}`);
      return 'held';
    }
    await store.checkouts.recordOutcome(checkout.id, 'open', {
      status: 'matched',
      holdReason: null,
      transaction,
      at: now,
    });
    const confirmed = await confirmLockedPayment(this.deps, store, providerCtx, locked);
    if (!confirmed.ok) throw new RefusedInTransaction(confirmed.error);
    return 'confirmed';
  }
}

const paymentSnapshot = (c: PaymentCheckout, t: ProviderTransaction | null, reason: string | null) => ({
  reference: c.reference,
  quoted: `${minorToDecimal(c.amountMinor)} ${c.currency}`,
  rate: c.rate,
  paid: t ? `${minorToDecimal(t.amountMinor)} ${t.currency}` : null,
  channel: t?.channel ?? null,
  reason,
});

export const paymentWebhookInput = z.object({
  /** The request body exactly as received, base64 (the signature covers these bytes). */
  rawBody: z.string().max(200_000),
  signature: z.string().max(256).optional(),
});
export type PaymentWebhookInput = z.output<typeof paymentWebhookInput>;

export interface WebhookAnswer {
  readonly received: true;
  readonly outcome: SettleOutcome | 'ignored';
}

/**
 * POST /api/payments/webhooks/paystack: the signature is checked on the raw body (401 otherwise, nothing read);
 * a `charge.success` is never believed as sent: its reference is verified with the provider and settled.
 * An unknown reference answers 200, changes nothing and is logged for the Reconciliation tab.
 */
export class HandlePaymentWebhook implements UseCase<PaymentWebhookInput, WebhookAnswer> {
  readonly name = 'payments.handleWebhook';
  readonly access = 'public' as const;
  readonly input = paymentWebhookInput;
  private readonly settlement: SettlePayment;
  constructor(private readonly deps: PaymentsDeps) {
    this.settlement = new SettlePayment(deps);
  }

  async execute(ctx: RequestContext, input: PaymentWebhookInput): Promise<Result<WebhookAnswer, AppError>> {
    if (!this.deps.provider) return err(onlinePaymentUnavailable());
    const raw = Buffer.from(input.rawBody, 'base64');
    if (!this.deps.verifySignature(raw, input.signature)) {
      return err(appError('PAYMENT.INVALID_SIGNATURE', 'The webhook signature is missing or does not match'));
    }
    let body: { event?: unknown; data?: { reference?: unknown; amount?: unknown; currency?: unknown } };
    try {
      body = JSON.parse(raw.toString('utf8')) as typeof body;
    } catch {
      return err(appError('VALIDATION.INVALID_INPUT', 'Invalid input', { fields: { body: 'must be JSON' } }));
    }
    const reference = typeof body.data?.reference === 'string' ? body.data.reference : null;
    if (body.event !== 'charge.success' || !reference) return ok({ received: true, outcome: 'ignored' });
    const claimed: ProviderTransaction = {
      reference,
      status: 'success',
      amountMinor: /^\d{1,18}$/.test(String(body.data?.amount)) ? BigInt(String(body.data?.amount)) : 0n,
      currency: String(body.data?.currency ?? ''),
      channel: null,
      paidAt: null,
      raw: body.data ?? null,
    };
    try {
      return ok({ received: true, outcome: await this.settlement.settle(ctx, reference, claimed) });
    } catch (error) {
      this.deps.log.warn(`Webhook for ${reference} not settled (the provider will retry)`, error);
      return err(providerUnavailable());
    }
  }
}

/**
 * The reconciliation job: open checkouts older than two minutes, not verified in the last five, are claimed
 * (one UPDATE … FOR UPDATE SKIP LOCKED: with several processes each is claimed by one) and verified with the
 * provider, so a payment whose webhook never came is settled all the same.
 */
export class ReconcileOpenCheckouts {
  private readonly settlement: SettlePayment;
  constructor(private readonly deps: PaymentsDeps) {
    this.settlement = new SettlePayment(deps);
  }

  async run(ctx: RequestContext): Promise<number> {
    if (!this.deps.provider) return 0;
    const now = ctx.clock.now();
    const claimed = await this.deps.uow.run((store) =>
      store.checkouts.claimForVerification(
        new Date(now.getTime() - 2 * MINUTE_MS),
        new Date(now.getTime() - 5 * MINUTE_MS),
        now,
        50,
      ),
    );
    let settled = 0;
    for (const checkout of claimed) {
      try {
        const outcome = await this.settlement.settle(ctx, checkout.reference);
        if (outcome !== 'pending') settled++;
      } catch (error) {
        this.deps.log.warn(`Reconciliation of ${checkout.reference} failed (retried later)`, error);
      }
    }
    return settled;
  }
}

/** The admin's Reconciliation tab: matched, held and unmatched payments with the provider's data. */
export class ListReconciliation implements UseCase<ReconciliationFilterInput, ReconciliationRow[]> {
  readonly name = 'payments.listReconciliation';
  readonly access = 'admin' as const;
  readonly input = reconciliationFilterInput;
  constructor(private readonly deps: PaymentsDeps) {}
  async execute(_ctx: RequestContext, input: ReconciliationFilterInput) {
    // The unpaged field answers the list's cap at most, as REST does without a limit.
    return ok((await reconciliationRowsUpTo(this.deps, input, ADMIN_LIST_CAP)).rows);
  }
}

export interface ReconciliationCsv {
  readonly content: Uint8Array;
  readonly contentType: string;
  readonly downloadName: string;
  /** More payments matched than the file holds (it has the newest `RECONCILIATION_EXPORT_LIMIT`). */
  readonly truncated: boolean;
}

const CSV_HEADER = [
  'status',
  'reason',
  'provider',
  'reference',
  'investment_id',
  'investment_reference',
  'investor',
  'investor_email',
  'quoted_amount',
  'quoted_currency',
  'rate',
  'usd_amount',
  'quote_expires_at',
  'paid_amount',
  'paid_currency',
  'channel',
  'paid_at',
  'resolution_note',
  'provider_data',
  'at',
];

/** The reconciliation list as the admin filtered it (status, provider, reference), as a CSV file. */
export class ExportReconciliationCsv implements UseCase<ReconciliationFilterInput, ReconciliationCsv> {
  readonly name = 'payments.exportReconciliationCsv';
  readonly access = 'admin' as const;
  readonly input = reconciliationFilterInput;
  constructor(private readonly deps: PaymentsDeps) {}
  async execute(ctx: RequestContext, input: ReconciliationFilterInput): Promise<Result<ReconciliationCsv, AppError>> {
    const { rows, truncated } = await reconciliationRowsUpTo(this.deps, input, RECONCILIATION_EXPORT_LIMIT);
    const iso = (d: Date | null) => (d ? d.toISOString() : '');
    const csv = toCsv([
      CSV_HEADER,
      ...rows.map((r) => [
        r.status,
        r.holdReasonText ?? '',
        r.provider,
        r.reference,
        r.investmentId ?? '',
        r.investmentReference ?? '',
        r.investorName ?? '',
        r.investorEmail ?? '',
        r.quotedAmount ?? '',
        r.quotedCurrency ?? '',
        r.rate ?? '',
        r.usdAmount ?? '',
        iso(r.quoteExpiresAt),
        r.paidAmount ?? '',
        r.paidCurrency ?? '',
        r.channel ?? '',
        iso(r.paidAt),
        r.resolutionNote ?? '',
        r.providerData ?? '',
        iso(r.at),
      ]),
    ]);
    const stamp = ctx.clock.now().toISOString().slice(0, 16).replaceAll('-', '').replace('T', '-').replace(':', '');
    return ok({
      content: new TextEncoder().encode(csv),
      contentType: 'text/csv; charset=utf-8',
      downloadName: `reconciliation-${stamp}.csv`,
      truncated,
    });
  }
}

export const resolveHeldPaymentInput = z
  .object({
    checkoutId: idInput,
    action: z.enum(['confirm', 'refund'], { error: 'must be confirm or refund' }),
    note: optionalText(1000),
  })
  .refine((v) => v.action !== 'refund' || v.note !== undefined, {
    path: ['note'],
    message: 'say how the payment was refunded',
  });
export type ResolveHeldPaymentInput = z.output<typeof resolveHeldPaymentInput>;

/**
 * An admin resolves a held payment: confirm it (Confirm Payment's step, so only an investment still awaiting
 * payment can be; never an admin's own, four eyes) or mark it refunded with a note. Audited; once (the checkout
 * row is locked and must still be held).
 */
export class ResolveHeldPayment implements UseCase<ResolveHeldPaymentInput, ReconciliationRow> {
  readonly name = 'payments.resolveHeldPayment';
  readonly access = 'admin' as const;
  readonly input = resolveHeldPaymentInput;
  constructor(private readonly deps: PaymentsDeps) {}

  async execute(ctx: RequestContext, input: ResolveHeldPaymentInput): Promise<Result<ReconciliationRow, AppError>> {
    const now = ctx.clock.now();
    const adminId = ctx.actor!.userId;
    return inTransaction<ReconciliationRow>(this.deps, async (store) => {
      const checkout = await store.checkouts.findForUpdate(input.checkoutId);
      if (!checkout) return err(checkoutNotFound(input.checkoutId));
      const locked = await lockInvestment(store, checkout.investmentId, { unitFirst: true });
      if (!locked) return err(checkoutNotFound(input.checkoutId));
      const own = checkNotOwnRecord(adminId, locked.investment.userId, 'payment');
      if (!own.ok) return err(ownDecisionRefused(own.error));
      if (checkout.status !== 'held') {
        return err(
          appError('PAYMENT.NOT_HELD', `Payment ${checkout.reference} is not held (it is ${checkout.status})`, {
            details: { currentState: checkout.status },
          }),
        );
      }
      if (input.action === 'confirm') {
        const confirmed = await confirmLockedPayment(this.deps, store, ctx, locked);
        if (!confirmed.ok) return err(confirmed.error);
        if (confirmed.value.alreadyConfirmed) {
          return err(
            appError('PAYMENT.CANNOT_CONFIRM', 'The investment is already paid: refund this payment instead', {
              details: { investmentStatus: locked.investment.status },
            }),
          );
        }
      }
      const status = input.action === 'confirm' ? 'resolved_confirmed' : 'refunded';
      await store.checkouts.resolve(checkout.id, status, adminId, input.note ?? null, now);
      await store.audit.record({
        actorId: adminId,
        action:
          input.action === 'confirm' ? 'investment.online_payment_confirmed' : 'investment.online_payment_refunded',
        entity: 'investment',
        entityId: String(checkout.investmentId),
        before: { payment: checkout.status, reason: checkout.holdReason },
        after: { payment: status, reference: checkout.reference, note: input.note ?? null },
        at: now,
        correlationId: ctx.correlationId,
      });
      const row = await store.checkouts.findListing(checkout.id);
      return ok(reconciliationRowOf(row!));
    });
  }
}

/** The platform's current rate, from the currency rates data (`CurrencyRateReader.listCurrent`, docs/currencies.md). */
export function currentRateSource(reader: {
  listCurrent(): Promise<ReadonlyArray<{ code: string; rate: string }>>;
}): PaymentsDeps['rates'] {
  return {
    async currentRate(currency) {
      if (currency === 'USD') return '1';
      const rate = (await reader.listCurrent()).find((r) => r.code === currency)?.rate;
      if (!rate) throw new Error(`No exchange rate for ${currency}`);
      return rate;
    },
  };
}
