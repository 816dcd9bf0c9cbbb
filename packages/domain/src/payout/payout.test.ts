import { describe, expect, it } from 'vitest';
import { Money } from '../money/money.js';
import { accraDay, checkPayout, isCalendarDay, type Payout, type PayoutRequest } from './payout.js';

const recorded: Payout = {
  id: 3,
  investmentId: 9,
  userId: 4,
  amount: Money.of('32500.03'),
  method: 'bank_transfer',
  reference: 'GCB-778812',
  paidOn: '2026-12-01',
  recordedBy: 1,
  recordedAt: new Date('2026-12-01T10:00:00Z'),
};

const request = (over: Partial<PayoutRequest> = {}): PayoutRequest => ({
  investment: { id: 9, status: 'completed', currentValue: Money.of('32500.03') },
  recorded: null,
  amount: Money.of('32500.03'),
  paidOn: '2026-12-01',
  soldOn: '2026-11-28',
  today: '2026-12-02',
  ...over,
});

describe('recording a payout (issue 19, item 5)', () => {
  it('takes the whole value returned, or less, paid between the sale and today', () => {
    expect(checkPayout(request())).toEqual({ ok: true, value: undefined });
    expect(checkPayout(request({ amount: Money.of('0.01') })).ok).toBe(true);
    expect(checkPayout(request({ paidOn: '2026-11-28' })).ok).toBe(true);
    expect(checkPayout(request({ paidOn: '2026-12-02' })).ok).toBe(true);
  });

  it('once per investment: a second record names the first', () => {
    const refusal = checkPayout(request({ recorded }));
    expect(refusal).toMatchObject({ ok: false, error: { code: 'PAYOUT.ALREADY_RECORDED', payout: recorded } });
    expect(!refusal.ok && refusal.error.message).toContain('GCB-778812');
  });

  it('only for a sold position', () => {
    for (const status of ['pending_kyc', 'awaiting_payment', 'active', 'cancelled'] as const) {
      expect(checkPayout(request({ investment: { id: 9, status, currentValue: Money.of('25000.00') } }))).toMatchObject(
        { ok: false, error: { code: 'PAYOUT.NOT_DUE', currentState: status } },
      );
    }
  });

  it('never more than the value returned, by a single cent', () => {
    expect(checkPayout(request({ amount: Money.of('32500.04') }))).toMatchObject({
      ok: false,
      error: {
        code: 'PAYOUT.EXCEEDS_VALUE_RETURNED',
        message: 'The payout of 32500.04 USD is more than the value returned, 32500.03 USD',
      },
    });
  });

  it('not in the future, not before the sale', () => {
    expect(checkPayout(request({ paidOn: '2026-12-03' }))).toMatchObject({
      ok: false,
      error: { code: 'PAYOUT.INVALID_DATE', message: expect.stringContaining('in the future') },
    });
    expect(checkPayout(request({ paidOn: '2026-11-27' }))).toMatchObject({
      ok: false,
      error: { code: 'PAYOUT.INVALID_DATE', message: expect.stringContaining('before the unit was sold') },
    });
  });

  it('reads days as Accra does (GMT) and refuses days that do not exist', () => {
    expect(accraDay(new Date('2026-12-01T23:59:59Z'))).toBe('2026-12-01');
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-2-3')).toBe(false);
    expect(isCalendarDay('yesterday')).toBe(false);
  });
});
