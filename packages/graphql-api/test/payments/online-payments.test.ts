import { startFakePaystack } from '@cobuy/adapters';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditCount,
  count,
  eventCount,
  investmentRow,
  mailCount,
  newUser,
  type TestUser,
} from '../investing/support/investing-data.js';
import {
  contextOf,
  DAY_MS,
  errorOf,
  FakeClock,
  run,
  useInvesting,
  valueOf,
} from '../investing/support/investing-fixture.js';
import { awaitingPayment, signed, startCheckout, webhook, withFakePaystack } from './support.js';

/*
 * Issue 22: a payment through the provider is confirmed by itself only when it is exactly the locked quote, in
 * time, for an investment awaiting payment, through Confirm Payment's own step; every other payment is held for
 * an admin; replays, races with an admin and with the expiry job confirm at most once. Real PostgreSQL when
 * DATABASE_URL is set (the races then really run at once).
 */

const fake = await startFakePaystack();
const t = useInvesting({ config: withFakePaystack(fake) });
const clock = new FakeClock();
let admin: TestUser;
beforeAll(async () => {
  admin = await newUser(t.db, 'admin');
});
afterAll(() => fake.stop());

const checkoutRow = async (reference: string) => {
  const [row] = await t.db
    .em()
    .execute<{ status: string; hold_reason: string | null; channel: string | null }[]>(
      'select status, hold_reason, channel from payment_checkouts where reference = ?',
      [reference],
    );
  return row!;
};

async function paidButUndelivered(amount = '30000.00', currency: 'GHS' | 'USD' = 'GHS') {
  const setup = await awaitingPayment(t, clock, amount);
  const checkout = await startCheckout(t.services, setup.investor, clock, setup.investmentId, currency);
  return { ...setup, checkout };
}

const confirmations = (investmentId: number) => eventCount(t.db, 'payment.confirmed', 'investmentId', investmentId);

describe('starting a checkout', () => {
  it('locks a GHS quote at the platform rate (amount, rate, 30-minute expiry) and reuses it while it holds', async () => {
    const { investor, investmentId, checkout } = await paidButUndelivered('30000.00');
    expect(checkout).toMatchObject({ currency: 'GHS', amount: '375000.00', usdAmount: '30000.00', rate: '12.5' });
    expect(checkout.channels).toEqual(['mobile_money', 'card', 'bank']);
    expect(checkout.quoteExpiresAt.getTime() - clock.now().getTime()).toBe(30 * 60_000);
    expect(fake.transactions.get(checkout.reference)).toMatchObject({ amount: 37_500_000, currency: 'GHS' });
    const again = await startCheckout(t.services, investor, clock, investmentId);
    expect(again.reference).toBe(checkout.reference);
    const usd = await startCheckout(t.services, investor, clock, investmentId, 'USD');
    expect(usd).toMatchObject({ currency: 'USD', amount: '30000.00', rate: '1', channels: ['card'] });
  });

  it("someone else's investment is not found; one not awaiting payment is refused", async () => {
    const { investmentId } = await awaitingPayment(t, clock);
    const stranger = await newUser(t.db);
    const refused = errorOf(
      await run(t.services.payments.startCheckout, contextOf(stranger.id, 'user', clock), {
        investmentId,
        currency: 'GHS',
      }),
    );
    expect(refused.code).toBe('INVESTMENT.NOT_FOUND');
    const bad = errorOf(
      await run(t.services.payments.startCheckout, contextOf(stranger.id, 'user', clock), {
        investmentId,
        currency: 'EUR',
      }),
    );
    expect(bad.fields).toEqual({ currency: 'must be GHS or USD' });
  });
});

describe('the webhook', () => {
  it('refuses a missing, wrong or stale signature, and one byte changed, without touching anything', async () => {
    const { investmentId, checkout } = await paidButUndelivered();
    await fake.pay(checkout.reference, { deliveries: 0 });
    const body = fake.webhookBody(checkout.reference);
    const tampered = body.replace('"charge.success"', '"charge.successs"');
    for (const [raw, signature] of [
      [body, undefined],
      [body, 'f'.repeat(128)],
      [body, signed(fake, body).slice(0, 127) + (signed(fake, body).endsWith('0') ? '1' : '0')],
      [tampered, signed(fake, body)],
    ] as const) {
      expect(errorOf(await webhook(t.services, clock, raw, signature)).code).toBe('PAYMENT.INVALID_SIGNATURE');
    }
    expect(await confirmations(investmentId)).toBe(0);
    expect((await checkoutRow(checkout.reference)).status).toBe('open');
    expect(valueOf(await webhook(t.services, clock, body, signed(fake, body))).outcome).toBe('confirmed');
  });

  it('five replays of the same webhook at once make one confirmation, audited with the provider as actor', async () => {
    const { investor, investmentId, checkout } = await paidButUndelivered();
    await fake.pay(checkout.reference, { deliveries: 0 });
    const body = fake.webhookBody(checkout.reference);
    const racing = await t.racingServices(6);
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => webhook(racing, clock, body, signed(fake, body))),
    );
    expect(outcomes.map((o) => valueOf(o).outcome).sort()).toEqual([
      'already_settled',
      'already_settled',
      'already_settled',
      'already_settled',
      'confirmed',
    ]);
    expect((await investmentRow(t.db, investmentId)).status).toBe('active');
    expect(await confirmations(investmentId)).toBe(1);
    expect(await auditCount(t.db, 'investment', investmentId, 'investment.payment_confirmed')).toBe(1);
    expect(await mailCount(t.db, investor.email, 'payment-confirmed')).toBe(1);
    const [audit] = await t.db
      .em()
      .execute<{ actor_id: number | null; actor_system: string | null }[]>(
        `select actor_id, actor_system from audit_log where entity = 'investment' and entity_id = ? and action = 'investment.payment_confirmed'`,
        [String(investmentId)],
      );
    expect(audit).toEqual({ actor_id: null, actor_system: 'paystack' });
    expect(await checkoutRow(checkout.reference)).toMatchObject({ status: 'matched', channel: 'mobile_money' });
  });

  it.each([
    ['partial payment', { amount: 37_499_999 }, 'partial_payment'],
    ['over payment', { amount: 37_500_100 }, 'over_payment'],
    ['another currency', { currency: 'USD' }, 'other_currency'],
    ['after the quote expired', { paidAt: new Date(Date.now() + 31 * 60_000) }, 'quote_expired'],
  ] as const)('holds a %s for an admin, never confirming it', async (_name, payment, reason) => {
    const { investmentId, checkout } = await paidButUndelivered();
    const before = await investmentRow(t.db, investmentId);
    await fake.pay(checkout.reference, { deliveries: 0, ...payment });
    const body = fake.webhookBody(checkout.reference);
    expect(valueOf(await webhook(t.services, clock, body, signed(fake, body))).outcome).toBe('held');
    expect(await checkoutRow(checkout.reference)).toMatchObject({ status: 'held', hold_reason: reason });
    expect((await investmentRow(t.db, investmentId)).status).toBe(before.status);
    expect(await confirmations(investmentId)).toBe(0);
    expect(await auditCount(t.db, 'investment', investmentId, 'investment.online_payment_held')).toBe(1);
    // A replay changes nothing more.
    expect(valueOf(await webhook(t.services, clock, body, signed(fake, body))).outcome).toBe('already_settled');
  });

  it('holds a payment for an investment cancelled meanwhile (window closed) or already paid', async () => {
    const cancelled = await paidButUndelivered();
    valueOf(
      await run(t.services.investing.cancelInvestment, contextOf(cancelled.investor.id, 'user', clock), {
        investmentId: cancelled.investmentId,
      }),
    );
    await fake.pay(cancelled.checkout.reference, { deliveries: 0 });
    let body = fake.webhookBody(cancelled.checkout.reference);
    expect(valueOf(await webhook(t.services, clock, body, signed(fake, body))).outcome).toBe('held');
    expect(await checkoutRow(cancelled.checkout.reference)).toMatchObject({ hold_reason: 'window_closed' });
    expect((await investmentRow(t.db, cancelled.investmentId)).status).toBe('cancelled');

    const paid = await paidButUndelivered();
    valueOf(
      await run(t.services.investing.confirmPayment, contextOf(admin.id, 'admin', clock), {
        investmentId: paid.investmentId,
      }),
    );
    await fake.pay(paid.checkout.reference, { deliveries: 0 });
    body = fake.webhookBody(paid.checkout.reference);
    expect(valueOf(await webhook(t.services, clock, body, signed(fake, body))).outcome).toBe('held');
    expect(await checkoutRow(paid.checkout.reference)).toMatchObject({ hold_reason: 'already_paid' });
    expect(await confirmations(paid.investmentId)).toBe(1);
  });

  it('an unknown reference is answered, logged as unmatched once, and changes nothing else', async () => {
    const checkoutsBefore = await count(t.db, 'select count(*) as n from payment_checkouts');
    const body = JSON.stringify({
      event: 'charge.success',
      data: { reference: 'NOBODY-STARTED-THIS', amount: 500, currency: 'GHS', status: 'success' },
    });
    for (let i = 0; i < 2; i++) {
      expect(valueOf(await webhook(t.services, clock, body, signed(fake, body))).outcome).toBe('unmatched');
    }
    expect(
      await count(t.db, `select count(*) as n from unmatched_payments where reference = 'NOBODY-STARTED-THIS'`),
    ).toBe(1);
    expect(await count(t.db, 'select count(*) as n from payment_checkouts')).toBe(checkoutsBefore);
  });
});

describe('races (real PostgreSQL)', () => {
  it("a webhook racing an admin's manual confirmation activates the investment once", async () => {
    for (let round = 0; round < 3; round++) {
      const { investmentId, checkout } = await paidButUndelivered();
      await fake.pay(checkout.reference, { deliveries: 0 });
      const body = fake.webhookBody(checkout.reference);
      const racing = await t.racingServices(4);
      const [byProvider, byAdmin] = await Promise.all([
        webhook(racing, clock, body, signed(fake, body)),
        run(racing.investing.confirmPayment, contextOf(admin.id, 'admin', clock), { investmentId }),
      ]);
      const provider = valueOf(byProvider).outcome;
      const manual = valueOf(byAdmin).alreadyConfirmed;
      // Exactly one of them confirmed; whoever came second found it done. The provider's payment coming second is
      // held (paid twice, to refund), never confirmed again.
      expect(provider === 'confirmed').toBe(manual);
      if (provider !== 'confirmed') expect((await checkoutRow(checkout.reference)).hold_reason).toBe('already_paid');
      expect(await confirmations(investmentId)).toBe(1);
      expect((await investmentRow(t.db, investmentId)).status).toBe('active');
    }
  });

  it('a webhook racing the expiry job: the investment is activated once or expired, never both', async () => {
    for (let round = 0; round < 3; round++) {
      const local = new FakeClock(clock.now());
      const { investmentId, checkout } = await (async () => {
        const setup = await awaitingPayment(t, local);
        return { ...setup, checkout: await startCheckout(t.services, setup.investor, local, setup.investmentId) };
      })();
      // Paid in time; the webhook arrives as the window is being expired.
      await fake.pay(checkout.reference, { deliveries: 0, paidAt: local.now() });
      local.advance(8 * DAY_MS);
      const body = fake.webhookBody(checkout.reference);
      const racing = await t.racingServices(4);
      const [answer] = await Promise.all([
        webhook(racing, local, body, signed(fake, body)),
        racing.investingJobs.expireOverduePayments.run({ actor: null, correlationId: 'expiry-race', clock: local }),
      ]);
      const outcome = valueOf(answer).outcome;
      const status = (await investmentRow(t.db, investmentId)).status;
      const expired = await eventCount(t.db, 'payment.window_expired', 'investmentId', investmentId);
      if (outcome === 'confirmed') {
        expect(status).toBe('active');
        expect(expired).toBe(0);
        expect(await confirmations(investmentId)).toBe(1);
      } else {
        expect(outcome).toBe('held');
        expect(status).toBe('cancelled');
        expect(expired).toBe(1);
        expect(await confirmations(investmentId)).toBe(0);
        expect((await checkoutRow(checkout.reference)).hold_reason).toBe('window_closed');
      }
    }
  });
});

describe('reconciliation', () => {
  it('two job runners at once verify a checkout whose webhook never came exactly once, and confirm it once', async () => {
    const { investmentId, checkout } = await paidButUndelivered();
    await fake.pay(checkout.reference, { deliveries: 0 });
    const later = new FakeClock(new Date(clock.now().getTime() + 3 * 60_000));
    const [a, b] = [await t.racingServices(3), await t.racingServices(3)];
    const ctx = { actor: null, correlationId: 'reconcile', clock: later };
    await Promise.all([a.paymentJobs.reconcileOpenCheckouts.run(ctx), b.paymentJobs.reconcileOpenCheckouts.run(ctx)]);
    expect(fake.verifyCalls.get(checkout.reference)).toBe(1);
    expect(await confirmations(investmentId)).toBe(1);
    expect((await investmentRow(t.db, investmentId)).status).toBe('active');
  });

  it('an admin resolves held payments: refund with a note, or confirm; never their own; once', async () => {
    const over = await paidButUndelivered();
    await fake.pay(over.checkout.reference, { deliveries: 0, amount: 37_600_000 });
    let body = fake.webhookBody(over.checkout.reference);
    valueOf(await webhook(t.services, clock, body, signed(fake, body)));
    const [row] = valueOf(
      await run(t.services.payments.listReconciliation, contextOf(admin.id, 'admin', clock), { status: 'held' }),
    ).filter((r) => r.reference === over.checkout.reference);
    expect(row).toMatchObject({
      status: 'held',
      holdReason: 'over_payment',
      paidAmount: '376000.00',
      quotedAmount: '375000.00',
    });
    const noNote = errorOf(
      await run(t.services.payments.resolveHeldPayment, contextOf(admin.id, 'admin', clock), {
        checkoutId: row!.id,
        action: 'refund',
      }),
    );
    expect(noNote.fields).toEqual({ note: 'say how the payment was refunded' });
    const confirmed = valueOf(
      await run(t.services.payments.resolveHeldPayment, contextOf(admin.id, 'admin', clock), {
        checkoutId: row!.id,
        action: 'confirm',
      }),
    );
    expect(confirmed.status).toBe('resolved_confirmed');
    expect((await investmentRow(t.db, over.investmentId)).status).toBe('active');
    expect(await auditCount(t.db, 'investment', over.investmentId, 'investment.online_payment_confirmed')).toBe(1);
    const again = errorOf(
      await run(t.services.payments.resolveHeldPayment, contextOf(admin.id, 'admin', clock), {
        checkoutId: row!.id,
        action: 'refund',
        note: 'Refunded 1,000.00 GHS by MoMo',
      }),
    );
    expect(again.code).toBe('PAYMENT.NOT_HELD');

    // An admin's own investment: another admin must decide.
    const own = await awaitingPayment(t, clock);
    await t.db.em().execute(`update users set role = 'admin' where id = ?`, [own.investor.id], 'run');
    const ownCheckout = await startCheckout(t.services, own.investor, clock, own.investmentId);
    await fake.pay(ownCheckout.reference, { deliveries: 0, amount: 100 });
    body = fake.webhookBody(ownCheckout.reference);
    valueOf(await webhook(t.services, clock, body, signed(fake, body)));
    const ownRow = valueOf(
      await run(t.services.payments.listReconciliation, contextOf(admin.id, 'admin', clock), {}),
    ).find((r) => r.reference === ownCheckout.reference)!;
    const refused = errorOf(
      await run(t.services.payments.resolveHeldPayment, contextOf(own.investor.id, 'admin', clock), {
        checkoutId: ownRow.id,
        action: 'refund',
        note: 'Refunded',
      }),
    );
    expect(refused.code).toBe('AUTH.OWN_DECISION_FORBIDDEN');
    const refunded = valueOf(
      await run(t.services.payments.resolveHeldPayment, contextOf(admin.id, 'admin', clock), {
        checkoutId: ownRow.id,
        action: 'refund',
        note: 'Refunded 1.00 GHS to the MTN wallet',
      }),
    );
    expect(refunded).toMatchObject({ status: 'refunded', resolutionNote: 'Refunded 1.00 GHS to the MTN wallet' });
    expect(await auditCount(t.db, 'investment', own.investmentId, 'investment.online_payment_refunded')).toBe(1);
    expect((await investmentRow(t.db, own.investmentId)).status).toBe('awaiting_payment');
    const csv = valueOf(
      await run(t.services.payments.exportReconciliationCsv, contextOf(admin.id, 'admin', clock), {}),
    );
    const text = new TextDecoder().decode(csv.content);
    expect(text.split('\r\n')[0]).toContain('status,reason,provider,reference');
    expect(text).toContain(ownCheckout.reference);
  });
});
