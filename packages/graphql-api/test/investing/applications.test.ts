import { beforeAll, describe, expect, it } from 'vitest';
import {
  applicationMoves,
  applicationRow,
  auditActions,
  committedOf,
  eventCount,
  interestIn,
  investmentRow,
  kycSteps,
  mailCount,
  newUser,
  projectWithUnit,
  settleKycDecisions,
  type TestUser,
} from './support/investing-data.js';
import { contextOf, DAY_MS, errorOf, FakeClock, run, useInvesting, valueOf } from './support/investing-fixture.js';

/*
 * The application lifecycle of product rules §2 through the use cases, on the database the server uses:
 * interest, approval with the KYC check, the KYC decisions' cascade, rejection and withdrawal, and the
 * refusals (a 409 naming the current state).
 */

const t = useInvesting();
const clock = new FakeClock();
let admin: TestUser;
beforeAll(async () => {
  admin = await newUser(t.db, 'admin');
});

const asAdmin = () => contextOf(admin.id, 'admin', clock);
const asInvestor = (user: TestUser) => contextOf(user.id, 'user', clock);

/** A fresh investor with a pending interest of `amount` in a unit of their own project. */
async function pendingApplication(amount = '25000.00', unit = { price: '100000.00' }) {
  const investor = await newUser(t.db);
  const { projectId, unitId } = await projectWithUnit(t.db, unit);
  const view = valueOf(
    await run(t.services.investing.expressInterest, asInvestor(investor), interestIn(projectId, unitId, amount)),
  );
  expect(view).toMatchObject({ status: 'pending', statusLabel: 'Pending Review', progress: 15, userId: investor.id });
  return { investor, projectId, unitId, applicationId: view.id };
}

const approve = (applicationId: number) => run(t.services.investing.approveApplication, asAdmin(), { applicationId });

/** Takes the investor's KYC to approved through the KYC use cases and lets the investing side catch up. */
async function approvedKyc(investor: TestUser) {
  const kyc = kycSteps(t.services, investor.id, admin.id);
  await kyc.submit();
  await kyc.openReview(t.db);
  await kyc.approve(t.db);
  await settleKycDecisions(t.services);
}

describe('expressing interest and approval with the KYC check', () => {
  it('(a) no KYC: approved lands in awaiting_kyc, nothing reserved', async () => {
    const { applicationId, unitId } = await pendingApplication();
    const view = valueOf(await approve(applicationId));
    expect(view).toMatchObject({
      status: 'awaiting_kyc',
      statusLabel: 'KYC Required',
      progress: 35,
      kycRequired: true,
    });
    expect(view.investmentId).toBeNull();
    expect(view.paymentInstructions).toBeNull();
    expect(await applicationMoves(t.db, applicationId)).toEqual([
      'none→pending',
      'pending→approved',
      'approved→awaiting_kyc',
    ]);
    expect(await committedOf(t.db, unitId)).toBe('0.00');
    expect(await auditActions(t.db, 'application', applicationId)).toEqual([
      'application.received',
      'application.approved',
      'application.kyc_checked',
    ]);
  });

  it('(b) KYC under review: approved lands in pending_kyc', async () => {
    const { investor, applicationId } = await pendingApplication();
    const kyc = kycSteps(t.services, investor.id, admin.id);
    await kyc.submit();
    await kyc.openReview(t.db);
    await settleKycDecisions(t.services);
    const view = valueOf(await approve(applicationId));
    expect(view).toMatchObject({ status: 'pending_kyc', progress: 45, kycStatus: 'pending' });
    expect(view.investmentId).toBeNull();
  });

  it('(c) valid KYC: payment instructions at once — investment, reference, due in 7 days, mail, events, audit', async () => {
    const investor = await newUser(t.db);
    await approvedKyc(investor);
    const { projectId, unitId } = await projectWithUnit(t.db, { price: '100000.00' });
    const interest = valueOf(
      await run(t.services.investing.expressInterest, asInvestor(investor), interestIn(projectId, unitId, '25000.00')),
    );
    const approvedAt = clock.now();
    const view = valueOf(await approve(interest.id));

    expect(view).toMatchObject({ status: 'awaiting_payment', statusLabel: 'Payment Required', progress: 75, unitId });
    const dueAt = new Date(approvedAt.getTime() + 7 * DAY_MS);
    expect(view.paymentReference).toMatch(/^CB-[2-9A-HJ-NP-Z]{4,}-[2-9A-HJ-NP-Z]$/);
    expect(view.paymentDueAt).toEqual(dueAt);
    expect(view.paymentInstructions).toMatchObject({ reference: view.paymentReference, dueAt });
    expect(view.paymentInstructions!.amount.toString()).toBe('25000.00');

    const investment = await investmentRow(t.db, view.investmentId!);
    expect(investment).toMatchObject({ status: 'awaiting_payment', amount: '25000.00' });
    expect(new Date(investment.window_ends_at!)).toEqual(dueAt);
    expect(await committedOf(t.db, unitId)).toBe('25000.00');

    expect(await applicationMoves(t.db, interest.id)).toEqual([
      'none→pending',
      'pending→approved',
      'approved→kyc_approved',
      'kyc_approved→awaiting_payment',
    ]);
    expect(await eventCount(t.db, 'payment.instructions_issued', 'investmentId', view.investmentId!)).toBe(1);
    expect(await eventCount(t.db, 'application.approved', 'applicationId', interest.id)).toBe(1);
    expect(await mailCount(t.db, investor.email, 'payment-instructions')).toBe(1);
    expect(await auditActions(t.db, 'application', interest.id)).toEqual([
      'application.received',
      'application.approved',
      'application.kyc_checked',
      'application.payment_instructions_issued',
    ]);
    expect(await auditActions(t.db, 'investment', view.investmentId!)).toEqual(['investment.opened']);
  });

  it('refuses an approval the unit has no room for, and rolls the whole approval back', async () => {
    const investor = await newUser(t.db);
    await approvedKyc(investor);
    const { projectId, unitId } = await projectWithUnit(t.db, { price: '10000.00' });
    const interest = valueOf(
      await run(t.services.investing.expressInterest, asInvestor(investor), interestIn(projectId, unitId, '8000.00')),
    );
    // Someone else takes most of the unit meanwhile.
    const other = await newUser(t.db);
    valueOf(
      await run(t.services.investing.createInvestment, asInvestor(other), { projectId, unitId, amount: '5000.00' }),
    );
    const refused = errorOf(await approve(interest.id));
    expect(refused).toMatchObject({ code: 'INVESTMENT.CAPACITY_EXCEEDED', details: { remaining: '5000.00' } });
    expect((await applicationRow(t.db, interest.id)).status).toBe('pending');
    expect(await applicationMoves(t.db, interest.id)).toEqual(['none→pending']);
  });
});

describe('KYC decisions move waiting applications (drainKycDecisions)', () => {
  it('submitted → pending_kyc, rejected → awaiting_kyc, resubmitted and approved → awaiting_payment', async () => {
    const { investor, applicationId } = await pendingApplication('12000.00');
    expect(valueOf(await approve(applicationId)).status).toBe('awaiting_kyc');
    const kyc = kycSteps(t.services, investor.id, admin.id);
    const statusNow = async () => (await applicationRow(t.db, applicationId)).status;

    await kyc.submit();
    await settleKycDecisions(t.services);
    expect(await statusNow()).toBe('pending_kyc');

    await kyc.openReview(t.db);
    await settleKycDecisions(t.services);
    expect(await statusNow()).toBe('pending_kyc');

    await kyc.reject(t.db);
    await settleKycDecisions(t.services);
    expect(await statusNow()).toBe('awaiting_kyc');

    await kyc.submit();
    await settleKycDecisions(t.services);
    expect(await statusNow()).toBe('pending_kyc');

    await kyc.openReview(t.db);
    const before = Date.now();
    await kyc.approve(t.db);
    await settleKycDecisions(t.services);
    const row = await applicationRow(t.db, applicationId);
    expect(row.status).toBe('awaiting_payment');
    expect(row.investment_id).not.toBeNull();
    const due = new Date(row.payment_due_at!).getTime();
    expect(due).toBeGreaterThanOrEqual(before + 7 * DAY_MS);
    expect(due).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS);
    expect((await investmentRow(t.db, row.investment_id!)).status).toBe('awaiting_payment');
    expect(await eventCount(t.db, 'payment.instructions_issued', 'investmentId', row.investment_id!)).toBe(1);
    expect(await mailCount(t.db, investor.email, 'payment-instructions')).toBe(1);
    expect((await applicationMoves(t.db, applicationId)).slice(2)).toEqual([
      'approved→awaiting_kyc',
      'awaiting_kyc→pending_kyc',
      'pending_kyc→awaiting_kyc',
      'awaiting_kyc→pending_kyc',
      'pending_kyc→kyc_approved',
      'kyc_approved→awaiting_payment',
    ]);

    // Each decision applies once: draining again moves nothing more.
    await t.services.investingJobs.drainKycDecisions();
    expect(await applicationMoves(t.db, applicationId)).toHaveLength(8);
  });
});

describe('rejection (reason kept)', () => {
  it('rejects a pending application with the reason, mails the investor, and refuses a second decision', async () => {
    const { investor, applicationId } = await pendingApplication();
    const view = valueOf(
      await run(t.services.investing.rejectApplication, asAdmin(), {
        applicationId,
        reason: 'Unit reserved for staff',
      }),
    );
    expect(view).toMatchObject({ status: 'rejected', progress: 0, rejectionReason: 'Unit reserved for staff' });
    expect(await mailCount(t.db, investor.email, 'application-rejected')).toBe(1);
    expect(await eventCount(t.db, 'application.rejected', 'applicationId', applicationId)).toBe(1);

    const again = errorOf(await approve(applicationId));
    expect(again).toMatchObject({ code: 'APPLICATION.INVALID_TRANSITION', details: { currentState: 'rejected' } });
    const twice = errorOf(await run(t.services.investing.rejectApplication, asAdmin(), { applicationId }));
    expect(twice).toMatchObject({ code: 'APPLICATION.INVALID_TRANSITION', details: { currentState: 'rejected' } });
  });

  it('rejects an application waiting on KYC', async () => {
    const { applicationId } = await pendingApplication();
    valueOf(await approve(applicationId));
    const view = valueOf(
      await run(t.services.investing.rejectApplication, asAdmin(), { applicationId, reason: 'Incomplete file' }),
    );
    expect(view).toMatchObject({ status: 'rejected', rejectionReason: 'Incomplete file' });
  });

  it('rejects an application awaiting payment: its investment is cancelled and the capacity released', async () => {
    const investor = await newUser(t.db);
    await approvedKyc(investor);
    const { projectId, unitId } = await projectWithUnit(t.db, { price: '50000.00' });
    const interest = valueOf(
      await run(t.services.investing.expressInterest, asInvestor(investor), interestIn(projectId, unitId, '30000.00')),
    );
    const waiting = valueOf(await approve(interest.id));
    expect(await committedOf(t.db, unitId)).toBe('30000.00');

    const view = valueOf(
      await run(t.services.investing.rejectApplication, asAdmin(), {
        applicationId: interest.id,
        reason: 'Source of funds',
      }),
    );
    expect(view).toMatchObject({ status: 'rejected', rejectionReason: 'Source of funds' });
    expect(await investmentRow(t.db, waiting.investmentId!)).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'Source of funds',
      window_ends_at: null,
    });
    expect(await committedOf(t.db, unitId)).toBe('0.00');
  });

  it('refuses to reject a paid (active) application, naming its state', async () => {
    const investor = await newUser(t.db);
    await approvedKyc(investor);
    const { projectId, unitId } = await projectWithUnit(t.db, { price: '50000.00' });
    const interest = valueOf(
      await run(t.services.investing.expressInterest, asInvestor(investor), interestIn(projectId, unitId, '20000.00')),
    );
    const waiting = valueOf(await approve(interest.id));
    valueOf(await run(t.services.investing.confirmPayment, asAdmin(), { investmentId: waiting.investmentId }));
    const refused = errorOf(
      await run(t.services.investing.rejectApplication, asAdmin(), { applicationId: interest.id }),
    );
    expect(refused).toMatchObject({ code: 'APPLICATION.INVALID_TRANSITION', details: { currentState: 'active' } });
    const withdraw = errorOf(
      await run(t.services.investing.withdrawApplication, asInvestor(investor), { applicationId: interest.id }),
    );
    expect(withdraw).toMatchObject({ code: 'APPLICATION.INVALID_TRANSITION', details: { currentState: 'active' } });
  });
});

describe('withdrawal by the investor', () => {
  it('withdraws a pending application (no investment), only their own, once', async () => {
    const { investor, applicationId } = await pendingApplication();
    const stranger = await newUser(t.db);
    expect(
      errorOf(await run(t.services.investing.withdrawApplication, asInvestor(stranger), { applicationId })),
    ).toMatchObject({ code: 'APPLICATION.NOT_FOUND' });

    const view = valueOf(await run(t.services.investing.withdrawApplication, asInvestor(investor), { applicationId }));
    expect(view).toMatchObject({ status: 'withdrawn', statusLabel: 'Withdrawn', progress: 0 });
    expect(await auditActions(t.db, 'application', applicationId)).toContain('application.withdrawn');

    const again = errorOf(await run(t.services.investing.withdrawApplication, asInvestor(investor), { applicationId }));
    expect(again).toMatchObject({ code: 'APPLICATION.INVALID_TRANSITION', details: { currentState: 'withdrawn' } });
  });

  it('withdraws an application awaiting payment: its investment is cancelled and the capacity released', async () => {
    const investor = await newUser(t.db);
    await approvedKyc(investor);
    const { projectId, unitId } = await projectWithUnit(t.db, { price: '40000.00' });
    const interest = valueOf(
      await run(t.services.investing.expressInterest, asInvestor(investor), interestIn(projectId, unitId, '30000.00')),
    );
    const waiting = valueOf(await approve(interest.id));

    // While it waits, the whole unit is not to be had.
    const other = await newUser(t.db);
    const whole = { projectId, unitId, amount: '40000.00' };
    expect(errorOf(await run(t.services.investing.createInvestment, asInvestor(other), whole))).toMatchObject({
      code: 'INVESTMENT.CAPACITY_EXCEEDED',
      details: { remaining: '10000.00' },
    });

    const view = valueOf(
      await run(t.services.investing.withdrawApplication, asInvestor(investor), { applicationId: interest.id }),
    );
    expect(view.status).toBe('withdrawn');
    expect(await investmentRow(t.db, waiting.investmentId!)).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'Withdrawn by the investor',
    });
    expect(await auditActions(t.db, 'investment', waiting.investmentId!)).toEqual([
      'investment.opened',
      'investment.cancelled',
    ]);
    // Released: the whole unit can now be taken.
    expect(await committedOf(t.db, unitId)).toBe('0.00');
    valueOf(await run(t.services.investing.createInvestment, asInvestor(other), whole));
  });
});
