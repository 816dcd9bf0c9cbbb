import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../application/application.machine.js';
import { INVESTMENT_STATE_INFO, INVESTMENT_STATUSES, type InvestmentStatus } from '../investment/investment.machine.js';
import { commitmentProgress, type CommitmentFacts } from './commitment-progress.js';

const app = (
  status: ApplicationStatus,
  investment: InvestmentStatus | null = null,
  extra: Partial<NonNullable<CommitmentFacts['application']>> = {},
): CommitmentFacts => ({
  application: { status, approved: status !== 'pending', investmentOpened: investment !== null, ...extra },
  investment: investment ? { status: investment } : null,
  paidOut: false,
});
const direct = (status: InvestmentStatus, paidOut = false): CommitmentFacts => ({
  application: null,
  investment: { status },
  paidOut,
});
const stepStates = (facts: CommitmentFacts) =>
  commitmentProgress(facts)
    .steps.map((s) => `${s.stage}:${s.state}`)
    .join(' ');

describe('one progress definition for a commitment (issue 19, item 4)', () => {
  it('gives the rules’ figures for every application state, from interest to paid out', () => {
    const rows = APPLICATION_STATUSES.map((s) => {
      const investment: InvestmentStatus | null =
        s === 'awaiting_payment'
          ? 'awaiting_payment'
          : s === 'active'
            ? 'active'
            : s === 'completed'
              ? 'completed'
              : null;
      const p = commitmentProgress(app(s, investment));
      return `${s} → ${p.stage ?? '-'} ${p.progress} ${p.label}${p.outcome ? ` (${p.outcome})` : ''}`;
    });
    expect(rows).toEqual([
      'pending → interest 15 Pending Review',
      'approved → approved 30 Approved',
      'awaiting_kyc → kyc 35 KYC Required',
      'pending_kyc → kyc 45 KYC Verification Required',
      'kyc_approved → payment 60 KYC Approved',
      'awaiting_payment → payment 75 Payment Required',
      'active → active 100 Investment Active',
      'completed → sold 100 Sold, payout pending',
      'rejected → approved 0 Rejected (rejected)',
      'expired → approved 0 Payment Window Expired (expired)',
      'withdrawn → approved 0 Withdrawn (withdrawn)',
    ]);
  });

  it('an unpaid commitment is 75% whether it is read from its application, its investment or a direct one', () => {
    const fromPair = commitmentProgress(app('awaiting_payment', 'awaiting_payment'));
    const fromDirect = commitmentProgress(direct('awaiting_payment'));
    expect([fromPair.progress, fromDirect.progress, INVESTMENT_STATE_INFO.awaiting_payment.progress]).toEqual([
      75, 75, 75,
    ]);
    expect(fromPair.stage).toBe(fromDirect.stage);
  });

  it('every investment state has the percentage of the commitment it belongs to', () => {
    for (const status of INVESTMENT_STATUSES) {
      expect(INVESTMENT_STATE_INFO[status].progress, status).toBe(commitmentProgress(direct(status)).progress);
    }
  });

  it('the stepper: done before the current step, upcoming after it', () => {
    expect(stepStates(app('awaiting_payment', 'awaiting_payment'))).toBe(
      'interest:done approved:done kyc:done payment:current active:upcoming sold:upcoming paid_out:upcoming',
    );
    expect(stepStates(app('pending'))).toBe(
      'interest:current approved:upcoming kyc:upcoming payment:upcoming active:upcoming sold:upcoming paid_out:upcoming',
    );
  });

  it('a direct investment skips Interest and Approved', () => {
    expect(stepStates(direct('pending_kyc'))).toBe(
      'interest:skipped approved:skipped kyc:current payment:upcoming active:upcoming sold:upcoming paid_out:upcoming',
    );
    expect(commitmentProgress(direct('pending_kyc'))).toMatchObject({ direct: true, progress: 45, stage: 'kyc' });
  });

  it('after a sale: Sold with the payout pending, then Paid out once it is recorded (still 100%)', () => {
    expect(commitmentProgress(app('completed', 'completed'))).toMatchObject({
      stage: 'sold',
      label: 'Sold, payout pending',
      progress: 100,
    });
    const paid = commitmentProgress({ ...app('completed', 'completed'), paidOut: true });
    expect(paid).toMatchObject({ stage: 'paid_out', label: 'Paid out', progress: 100, outcome: null });
    expect(paid.steps.every((s) => s.state === 'done')).toBe(true);
    expect(commitmentProgress(direct('completed', true)).steps.map((s) => s.state)).toEqual([
      'skipped',
      'skipped',
      'done',
      'done',
      'done',
      'done',
      'done',
    ]);
  });

  it('a closed commitment shows only the steps it certainly finished, and no current step', () => {
    expect(stepStates(app('rejected', null, { approved: false }))).toBe(
      'interest:done approved:upcoming kyc:upcoming payment:upcoming active:upcoming sold:upcoming paid_out:upcoming',
    );
    // Withdrawn while its payment was due: approved, and KYC passed (the instructions were issued).
    const withdrawn = commitmentProgress(app('withdrawn', 'cancelled'));
    expect(withdrawn).toMatchObject({ outcome: 'withdrawn', stage: 'kyc', progress: 0 });
    expect(withdrawn.steps.some((s) => s.state === 'current')).toBe(false);
    expect(commitmentProgress(direct('cancelled'))).toMatchObject({
      outcome: 'cancelled',
      stage: null,
      label: 'Cancelled',
      progress: 0,
    });
  });

  it('needs one of the two records', () => {
    expect(() => commitmentProgress({ application: null, investment: null, paidOut: false })).toThrow(RangeError);
  });
});
