import { beforeAll, describe, expect, it } from 'vitest';
import {
  applicationRow,
  auditActions,
  auditCount,
  committedOf,
  count,
  eventCount,
  insertApprovedKyc,
  interestIn,
  investmentRow,
  kycSteps,
  mailCount,
  newUser,
  projectWithUnit,
  settleKycDecisions,
  unitState,
  type TestUser,
} from './support/investing-data.js';
import { contextOf, DAY_MS, errorOf, FakeClock, run, useInvesting, valueOf } from './support/investing-fixture.js';

/*
 * The investment and unit lifecycles of product rules §2-§3 through the use cases: direct investments with and
 * without KYC, payment confirmation and the unit's derived funding, cancellation, Mark as Sold and the hand-set
 * unit status, with the refusals naming the current state.
 */

const t = useInvesting();
const clock = new FakeClock();
let admin: TestUser;
beforeAll(async () => {
  admin = await newUser(t.db, 'admin');
});

const asAdmin = () => contextOf(admin.id, 'admin', clock);
const asInvestor = (user: TestUser) => contextOf(user.id, 'user', clock);
const inv = () => t.services.investing;

async function investorWithKyc(): Promise<TestUser> {
  const investor = await newUser(t.db);
  await insertApprovedKyc(t.db, investor.id);
  return investor;
}

const invest = async (investor: TestUser, projectId: number, unitId: number, amount: string, extra = {}) =>
  valueOf(await run(inv().createInvestment, asInvestor(investor), { projectId, unitId, amount, ...extra }));

const confirm = (investmentId: number) => run(inv().confirmPayment, asAdmin(), { investmentId });

describe('direct investments', () => {
  it('valid KYC: awaiting payment with instructions due in 7 days; ownership computed by the server', async () => {
    const investor = await investorWithKyc();
    const { projectId, unitId } = await projectWithUnit(t.db, { price: '80000.00' });
    const view = await invest(investor, projectId, unitId, '20000.00', {
      status: 'pending_payment',
      ownershipPercentage: 99,
      currentValue: '1.00',
    });
    expect(view).toMatchObject({ status: 'awaiting_payment', progress: 75, applicationId: null });
    expect(view.ownershipPercentage.toString()).toBe('25.00');
    expect(view.currentValue.toString()).toBe('20000.00');
    expect(view.windowEndsAt).toEqual(new Date(clock.now().getTime() + 7 * DAY_MS));
    expect(view.paymentInstructions?.reference).toBe(view.paymentReference);
    expect(await eventCount(t.db, 'payment.instructions_issued', 'investmentId', view.id)).toBe(1);
    expect(await eventCount(t.db, 'investment.changed', 'investmentId', view.id)).toBe(1);
    expect(await mailCount(t.db, investor.email, 'payment-instructions')).toBe(1);
    expect(await auditActions(t.db, 'investment', view.id)).toEqual(['investment.opened']);
  });

  it('no KYC: pending_kyc (14 days, no instructions); KYC approval opens a fresh 7-day payment window', async () => {
    const investor = await newUser(t.db);
    const { projectId, unitId } = await projectWithUnit(t.db, { price: '80000.00' });
    const view = await invest(investor, projectId, unitId, '10000.00', { status: 'pending_payment' });
    expect(view).toMatchObject({ status: 'pending_kyc', progress: 45, paymentInstructions: null });
    expect(view.windowEndsAt).toEqual(new Date(clock.now().getTime() + 14 * DAY_MS));
    expect(await mailCount(t.db, investor.email, 'payment-instructions')).toBe(0);
    expect(await committedOf(t.db, unitId)).toBe('10000.00');

    const kyc = kycSteps(t.services, investor.id, admin.id);
    await kyc.submit();
    await kyc.openReview(t.db);
    const approvedFrom = Date.now();
    await kyc.approve(t.db);
    await settleKycDecisions(t.services);

    const row = await investmentRow(t.db, view.id);
    expect(row.status).toBe('awaiting_payment');
    const due = new Date(row.window_ends_at!).getTime();
    expect(due).toBeGreaterThanOrEqual(approvedFrom + 7 * DAY_MS);
    expect(due).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS);
    expect(await eventCount(t.db, 'payment.instructions_issued', 'investmentId', view.id)).toBe(1);
    expect(await mailCount(t.db, investor.email, 'payment-instructions')).toBe(1);
    expect(await auditActions(t.db, 'investment', view.id)).toEqual(['investment.opened', 'investment.kyc_approved']);
  });

  it('refuses below the minimum (400 fields) and over capacity (409 with what remains)', async () => {
    const investor = await newUser(t.db);
    const { projectId, unitId } = await projectWithUnit(t.db, { price: '30000.00', min: '5000.00' });
    expect(
      errorOf(await run(inv().createInvestment, asInvestor(investor), { projectId, unitId, amount: '4999.99' })),
    ).toMatchObject({
      code: 'INVESTMENT.BELOW_MINIMUM',
      fields: { amount: expect.any(String) },
      details: { minimum: '5000.00' },
    });
    await invest(investor, projectId, unitId, '20000.00');
    expect(
      errorOf(await run(inv().createInvestment, asInvestor(investor), { projectId, unitId, amount: '10000.01' })),
    ).toMatchObject({ code: 'INVESTMENT.CAPACITY_EXCEEDED', details: { remaining: '10000.00' } });
  });
});

describe('payment confirmation and the derived unit funding', () => {
  it('activates investment and application; funding follows; a hand-set status gives way', async () => {
    const investor = await investorWithKyc();
    const { projectId, unitId } = await projectWithUnit(t.db, { price: '100000.00' });
    const interest = valueOf(
      await run(inv().expressInterest, asInvestor(investor), interestIn(projectId, unitId, '40000.00')),
    );
    const waiting = valueOf(await run(inv().approveApplication, asAdmin(), { applicationId: interest.id }));
    expect(await unitState(t.db, unitId)).toEqual({
      status: 'available',
      current_investment: '0.00',
      funding_override: null,
    });

    // An admin sets the status by hand (audited); it holds until the next confirmed payment.
    const set = valueOf(await run(inv().setUnitPaymentStatus, asAdmin(), { unitId, status: 'fully_funded' }));
    expect(set.status).toBe('fully_funded');
    expect(await unitState(t.db, unitId)).toMatchObject({ status: 'fully_funded', funding_override: 'fully_funded' });

    const confirmed = valueOf(await confirm(waiting.investmentId!));
    expect(confirmed.alreadyConfirmed).toBe(false);
    expect(confirmed.investment).toMatchObject({ status: 'active', progress: 100, paymentInstructions: null });
    expect((await applicationRow(t.db, interest.id)).status).toBe('active');
    expect(await unitState(t.db, unitId)).toEqual({
      status: 'partially_funded',
      current_investment: '40000.00',
      funding_override: null,
    });
    expect(await eventCount(t.db, 'payment.confirmed', 'investmentId', waiting.investmentId!)).toBe(1);
    expect(await mailCount(t.db, investor.email, 'payment-confirmed')).toBe(1);
    expect(await auditCount(t.db, 'investment', waiting.investmentId!, 'investment.payment_confirmed')).toBe(1);

    // The rest of the unit, paid: fully funded, derived.
    const second = await investorWithKyc();
    const rest = await invest(second, projectId, unitId, '60000.00');
    valueOf(await confirm(rest.id));
    expect(await unitState(t.db, unitId)).toEqual({
      status: 'fully_funded',
      current_investment: '100000.00',
      funding_override: null,
    });
  });

  it('refuses to confirm an investment still waiting on KYC, or a cancelled one', async () => {
    const investor = await newUser(t.db);
    const { projectId, unitId } = await projectWithUnit(t.db, { price: '50000.00' });
    const waitingKyc = await invest(investor, projectId, unitId, '10000.00');
    expect(errorOf(await confirm(waitingKyc.id))).toMatchObject({
      code: 'INVESTMENT.INVALID_TRANSITION',
      details: { currentState: 'pending_kyc' },
    });
    valueOf(await run(inv().cancelInvestment, asInvestor(investor), { investmentId: waitingKyc.id }));
    expect(errorOf(await confirm(waitingKyc.id))).toMatchObject({
      code: 'INVESTMENT.INVALID_TRANSITION',
      details: { currentState: 'cancelled' },
    });
  });
});

describe('cancellation before payment', () => {
  it('by the investor: their own only; a linked application reads withdrawn; capacity released', async () => {
    const investor = await investorWithKyc();
    const { projectId, unitId } = await projectWithUnit(t.db, { price: '50000.00' });
    const interest = valueOf(
      await run(inv().expressInterest, asInvestor(investor), interestIn(projectId, unitId, '15000.00')),
    );
    const waiting = valueOf(await run(inv().approveApplication, asAdmin(), { applicationId: interest.id }));
    const stranger = await newUser(t.db);
    expect(
      errorOf(await run(inv().cancelInvestment, asInvestor(stranger), { investmentId: waiting.investmentId })),
    ).toMatchObject({ code: 'INVESTMENT.NOT_FOUND' });

    const view = valueOf(
      await run(inv().cancelInvestment, asInvestor(investor), { investmentId: waiting.investmentId }),
    );
    expect(view).toMatchObject({ status: 'cancelled', progress: 0, cancellationReason: 'Cancelled by the investor' });
    expect((await applicationRow(t.db, interest.id)).status).toBe('withdrawn');
    expect(await committedOf(t.db, unitId)).toBe('0.00');
    expect(await auditActions(t.db, 'investment', waiting.investmentId!)).toEqual([
      'investment.opened',
      'investment.cancelled',
    ]);

    const again = errorOf(
      await run(inv().cancelInvestment, asInvestor(investor), { investmentId: waiting.investmentId }),
    );
    expect(again).toMatchObject({ code: 'INVESTMENT.INVALID_TRANSITION', details: { currentState: 'cancelled' } });
  });

  it('by an admin: a linked application reads rejected with the reason; a paid one is refused', async () => {
    const investor = await investorWithKyc();
    const { projectId, unitId } = await projectWithUnit(t.db, { price: '50000.00' });
    const interest = valueOf(
      await run(inv().expressInterest, asInvestor(investor), interestIn(projectId, unitId, '15000.00')),
    );
    const waiting = valueOf(await run(inv().approveApplication, asAdmin(), { applicationId: interest.id }));
    const view = valueOf(
      await run(inv().setInvestmentStatus, asAdmin(), {
        investmentId: waiting.investmentId,
        status: 'cancelled',
        reason: 'Payment came from a third party',
      }),
    );
    expect(view).toMatchObject({ status: 'cancelled', cancellationReason: 'Payment came from a third party' });
    expect(await applicationRow(t.db, interest.id)).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Payment came from a third party',
    });
    expect(await committedOf(t.db, unitId)).toBe('0.00');

    const paid = await invest(investor, projectId, unitId, '5000.00');
    valueOf(await confirm(paid.id));
    const refused = errorOf(
      await run(inv().setInvestmentStatus, asAdmin(), { investmentId: paid.id, status: 'cancelled' }),
    );
    expect(refused).toMatchObject({ code: 'INVESTMENT.INVALID_TRANSITION', details: { currentState: 'active' } });
    expect(
      errorOf(await run(inv().setInvestmentStatus, asAdmin(), { investmentId: paid.id, status: 'active' })),
    ).toMatchObject({ code: 'VALIDATION.INVALID_INPUT' });
  });
});

describe('Mark as Sold and the hand-set unit status', () => {
  it('completes the paid investments with exact shares, cancels the unpaid, and sold is final', async () => {
    const [a, b, c] = [await investorWithKyc(), await investorWithKyc(), await investorWithKyc()];
    const late = await newUser(t.db); // no KYC: pending_kyc
    const { projectId, unitId } = await projectWithUnit(t.db, { price: '100000.00' });
    const paidA = await invest(a, projectId, unitId, '30000.00');
    const interestB = valueOf(
      await run(inv().expressInterest, asInvestor(b), interestIn(projectId, unitId, '20000.00')),
    );
    const paidB = valueOf(await run(inv().approveApplication, asAdmin(), { applicationId: interestB.id }));
    valueOf(await confirm(paidA.id));
    valueOf(await confirm(paidB.investmentId!));
    const interestC = valueOf(
      await run(inv().expressInterest, asInvestor(c), interestIn(projectId, unitId, '10000.00')),
    );
    const unpaidC = valueOf(await run(inv().approveApplication, asAdmin(), { applicationId: interestC.id }));
    const unpaidLate = await invest(late, projectId, unitId, '5000.00');

    const sale = valueOf(
      await run(inv().markUnitSold, asAdmin(), {
        unitId,
        soldPrice: '150000.00',
        sellingCosts: '16666.67',
        profitGenerated: '33333.33',
      }),
    );
    // 150,000 − 100,000 − 16,666.67 = 33,333.33; 33,333.33 × 50,000 / 100,000 = 16,666.665 → 16,666.67 to investors, split 3:2 by largest remainder.
    expect(sale).toMatchObject({ distributedTotal: '16666.67', developerShare: '16666.66' });
    expect(sale.funding).toMatchObject({ status: 'sold' });
    expect(sale.shares).toEqual([
      { investmentId: paidA.id, userId: a.id, profitShare: '10000.00', currentValue: '40000.00' },
      { investmentId: paidB.investmentId, userId: b.id, profitShare: '6666.67', currentValue: '26666.67' },
    ]);
    expect(await investmentRow(t.db, paidA.id)).toMatchObject({
      status: 'completed',
      profit_share: '10000.00',
      current_value: '40000.00',
    });
    expect(await investmentRow(t.db, paidB.investmentId!)).toMatchObject({
      status: 'completed',
      profit_share: '6666.67',
      current_value: '26666.67',
    });
    expect((await applicationRow(t.db, interestB.id)).status).toBe('completed');
    for (const id of [unpaidC.investmentId!, unpaidLate.id]) {
      expect(await investmentRow(t.db, id)).toMatchObject({
        status: 'cancelled',
        cancellation_reason: 'The unit was sold',
      });
    }
    expect(await applicationRow(t.db, interestC.id)).toMatchObject({ status: 'rejected' });
    expect(await unitState(t.db, unitId)).toMatchObject({ status: 'sold', current_investment: '50000.00' });
    expect(await mailCount(t.db, a.email, 'profit-distributed')).toBe(1);
    expect(await mailCount(t.db, b.email, 'profit-distributed')).toBe(1);
    expect(await eventCount(t.db, 'unit.sold', 'unitId', unitId)).toBe(1);
    expect(await auditCount(t.db, 'unit', unitId, 'unit.sold')).toBe(1);

    const again = errorOf(await run(inv().markUnitSold, asAdmin(), { unitId, soldPrice: '160000.00' }));
    expect(again).toMatchObject({ code: 'UNIT.INVALID_TRANSITION', details: { currentState: 'sold' } });
    expect(errorOf(await run(inv().setUnitPaymentStatus, asAdmin(), { unitId, status: 'available' }))).toMatchObject({
      code: 'UNIT.INVALID_TRANSITION',
      details: { currentState: 'sold' },
    });
    expect(
      errorOf(await run(inv().createInvestment, asInvestor(a), { projectId, unitId, amount: '1000.00' })),
    ).toMatchObject({ code: 'INVESTMENT.UNIT_NOT_OPEN' });
    expect(await eventCount(t.db, 'unit.sold', 'unitId', unitId)).toBe(1);
    expect(await investmentRow(t.db, paidA.id)).toMatchObject({ profit_share: '10000.00' });
  });

  it('sets a funding status by hand (audited, with the admin), refuses sold by hand', async () => {
    const { unitId } = await projectWithUnit(t.db, { price: '60000.00' });
    const set = valueOf(await run(inv().setUnitPaymentStatus, asAdmin(), { unitId, status: 'partially_funded' }));
    expect(set).toMatchObject({ unitId, status: 'partially_funded' });
    expect(await unitState(t.db, unitId)).toMatchObject({
      status: 'partially_funded',
      funding_override: 'partially_funded',
    });
    expect(
      await count(
        t.db,
        `select count(*) as n from audit_log where entity = 'unit' and entity_id = ? and action = 'unit.status_set'
           and actor_id = ? and before->>'status' = 'available' and after->>'status' = 'partially_funded'`,
        [String(unitId), admin.id],
      ),
    ).toBe(1);
    expect(await eventCount(t.db, 'unit.changed', 'unitId', unitId)).toBe(1);

    const sold = errorOf(await run(inv().setUnitPaymentStatus, asAdmin(), { unitId, status: 'sold' }));
    expect(sold).toMatchObject({
      code: 'VALIDATION.INVALID_INPUT',
      fields: { status: expect.stringMatching(/Mark as Sold/) },
    });
    expect((await unitState(t.db, unitId)).status).toBe('partially_funded');
    expect(await auditCount(t.db, 'unit', unitId, 'unit.status_set')).toBe(1);
  });
});
