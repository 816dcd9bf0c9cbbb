import { describe, expect, it } from 'vitest';
import { Money } from '../money/money.js';
import {
  isDueForExpiry,
  onApplicationWithdrawn,
  onInvestmentCancelled,
  onWindowExpired,
} from './investment-closed.policy.js';

const end = new Date('2025-05-08T12:00:00Z');
const waiting = { id: 1, status: 'awaiting_payment' as const, amount: Money.of(25_000), windowEndsAt: end };

describe('expiry', () => {
  it('selects waiting investments whose window has ended', () => {
    expect(isDueForExpiry(waiting, end)).toBe(true);
    expect(isDueForExpiry(waiting, new Date(end.getTime() - 1))).toBe(false);
    expect(isDueForExpiry({ ...waiting, status: 'active' }, end)).toBe(false);
    expect(isDueForExpiry({ ...waiting, windowEndsAt: null }, end)).toBe(false);
  });

  it('cancels the investment, releases its capacity and expires the application', () => {
    const r = onWindowExpired({ investment: waiting, application: { id: 9, status: 'awaiting_payment' }, now: end });
    expect(r.ok && [r.value.investment.to, r.value.application?.to, r.value.released.toString()]).toEqual([
      'cancelled',
      'expired',
      '25000.00',
    ]);
  });

  it('refuses while the window is open, or when there is no window', () => {
    const early = onWindowExpired({ investment: waiting, application: null, now: new Date(end.getTime() - 1) });
    expect(!early.ok && early.error.code).toBe('INVESTMENT.INVALID_TRANSITION');
    const none = onWindowExpired({ investment: { ...waiting, windowEndsAt: null }, application: null, now: end });
    expect(none.ok).toBe(false);
  });
});

describe('cancellation and withdrawal', () => {
  it('by the investor withdraws the application; by an admin rejects it with the reason', () => {
    const mine = onInvestmentCancelled({
      investment: waiting,
      application: { id: 9, status: 'awaiting_payment' },
      by: 'investor',
    });
    expect(mine.ok && mine.value.application?.to).toBe('withdrawn');
    const admin = onInvestmentCancelled({
      investment: waiting,
      application: { id: 9, status: 'awaiting_payment' },
      by: 'admin',
      reason: 'Duplicate',
    });
    expect(
      admin.ok && [admin.value.investment.to, admin.value.application?.to, admin.value.released.toString()],
    ).toEqual(['cancelled', 'rejected', '25000.00']);
  });

  it('refuses to cancel a paid investment', () => {
    const r = onInvestmentCancelled({ investment: { ...waiting, status: 'active' }, application: null, by: 'admin' });
    expect(!r.ok && r.error).toMatchObject({ currentState: 'active', event: 'CANCEL' });
  });

  it('withdrawing an application cancels its open investment and releases the capacity', () => {
    const r = onApplicationWithdrawn({ application: { id: 9, status: 'awaiting_payment' }, investment: waiting });
    expect(r.ok && [r.value.application.to, r.value.investment?.to, r.value.released.toString()]).toEqual([
      'withdrawn',
      'cancelled',
      '25000.00',
    ]);
    const early = onApplicationWithdrawn({ application: { id: 9, status: 'pending' }, investment: null });
    expect(early.ok && [early.value.application.to, early.value.investment, early.value.released.isZero()]).toEqual([
      'withdrawn',
      null,
      true,
    ]);
    const paid = onApplicationWithdrawn({ application: { id: 9, status: 'active' }, investment: null });
    expect(!paid.ok && paid.error.code).toBe('APPLICATION.INVALID_TRANSITION');
  });
});
