import { describe, expect, it } from 'vitest';
import { expiryReminderAt, isWindowElapsed, paymentDueAt, windowEndsAt } from './payment-window.service.js';

const t0 = new Date('2025-03-29T22:30:00Z'); // spans a European daylight-saving change: irrelevant in UTC

describe('payment windows', () => {
  it('gives 7 days awaiting payment and 14 pending KYC, to the millisecond', () => {
    expect(paymentDueAt(t0).toISOString()).toBe('2025-04-05T22:30:00.000Z');
    expect(windowEndsAt('awaiting_payment', t0).toISOString()).toBe('2025-04-05T22:30:00.000Z');
    expect(windowEndsAt('pending_kyc', t0).toISOString()).toBe('2025-04-12T22:30:00.000Z');
  });

  it('is elapsed at its end instant, not before', () => {
    const end = paymentDueAt(t0);
    expect(isWindowElapsed(end, new Date(end.getTime() - 1))).toBe(false);
    expect(isWindowElapsed(end, end)).toBe(true);
  });

  it('reminds 24 hours before the end', () => {
    expect(expiryReminderAt(paymentDueAt(t0)).toISOString()).toBe('2025-04-04T22:30:00.000Z');
  });
});
