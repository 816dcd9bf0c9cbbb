import { describe, expect, it } from 'vitest';
import { Money } from '../money/money.js';
import { matchPayment, minorToDecimal, quoteAmountMinor } from './payment-checkout.js';

const now = new Date('2026-11-26T10:00:00Z');
const checkout = {
  currency: 'GHS' as const,
  amountMinor: 37_500_000n,
  quoteExpiresAt: new Date('2026-11-26T10:30:00Z'),
};
const paid = (over: Partial<Parameters<typeof matchPayment>[1]> = {}) => ({
  status: 'success',
  amountMinor: 37_500_000n,
  currency: 'GHS',
  paidAt: new Date('2026-11-26T10:10:00Z'),
  ...over,
});

describe('quoteAmountMinor', () => {
  it('converts USD cents at the locked rate, exactly, half-up to the pesewa', () => {
    expect(quoteAmountMinor(Money.of('30000.00'), '12.5')).toBe(37_500_000n);
    expect(quoteAmountMinor(Money.of('0.01'), '12.55')).toBe(13n); // 12.55 pesewas → 13
    expect(quoteAmountMinor(Money.of('1000.00'), '1')).toBe(100_000n);
    expect(() => quoteAmountMinor(Money.of('1'), '0')).toThrow(RangeError);
    expect(minorToDecimal(37_500_005n)).toBe('375000.05');
  });
});

describe('matchPayment', () => {
  it('confirms exactly the quoted amount and currency, paid in time, for an investment awaiting payment', () => {
    expect(matchPayment(checkout, paid(), 'awaiting_payment', now)).toEqual({ kind: 'confirm' });
  });
  it('holds every mismatch with its reason', () => {
    expect(matchPayment(checkout, paid({ amountMinor: 37_499_999n }), 'awaiting_payment', now)).toEqual({
      kind: 'hold',
      reason: 'partial_payment',
    });
    expect(matchPayment(checkout, paid({ amountMinor: 37_500_001n }), 'awaiting_payment', now)).toMatchObject({
      reason: 'over_payment',
    });
    expect(matchPayment(checkout, paid({ currency: 'USD' }), 'awaiting_payment', now)).toMatchObject({
      reason: 'other_currency',
    });
    expect(
      matchPayment(checkout, paid({ paidAt: new Date('2026-11-26T10:30:01Z') }), 'awaiting_payment', now),
    ).toMatchObject({ reason: 'quote_expired' });
    expect(matchPayment(checkout, paid(), 'cancelled', now)).toMatchObject({ reason: 'window_closed' });
    const windowEnd = new Date('2026-11-26T10:05:00Z');
    expect(matchPayment(checkout, paid(), 'awaiting_payment', now, windowEnd)).toMatchObject({
      reason: 'window_closed',
    });
    expect(matchPayment(checkout, paid(), 'active', now)).toMatchObject({ reason: 'already_paid' });
  });
  it('a transaction not paid confirms nothing and holds nothing', () => {
    expect(matchPayment(checkout, paid({ status: 'failed' }), 'awaiting_payment', now)).toEqual({
      kind: 'not_paid',
      failed: true,
    });
    expect(matchPayment(checkout, paid({ status: 'ongoing' }), 'awaiting_payment', now)).toEqual({
      kind: 'not_paid',
      failed: false,
    });
  });
});
