import { describe, expect, it } from 'vitest';
import { onPaymentConfirmed } from './payment-confirmed.policy.js';

describe('onPaymentConfirmed', () => {
  it('activates the investment and its application', () => {
    const r = onPaymentConfirmed({
      investment: { id: 2, status: 'awaiting_payment' },
      application: { id: 9, status: 'awaiting_payment' },
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.alreadyConfirmed).toBe(false);
    expect(r.value.investment).toMatchObject({ id: 2, from: 'awaiting_payment', to: 'active' });
    expect(r.value.application).toEqual({
      id: 9,
      from: 'awaiting_payment',
      to: 'active',
      effects: ['notifyPaymentConfirmed'],
    });
  });

  it('has no application to move for a direct investment', () => {
    const r = onPaymentConfirmed({ investment: { id: 2, status: 'awaiting_payment' }, application: null });
    expect(r.ok && [r.value.alreadyConfirmed, r.value.application]).toEqual([false, null]);
  });

  it('answers a second confirmation with alreadyConfirmed and no effects', () => {
    const r = onPaymentConfirmed({
      investment: { id: 2, status: 'active' },
      application: { id: 9, status: 'active' },
    });
    expect(r.ok && r.value).toMatchObject({ alreadyConfirmed: true, application: null });
    expect(r.ok && r.value.investment.effects).toEqual([]);
  });

  it('refuses a cancelled investment, and one still waiting on KYC, naming its state', () => {
    for (const status of ['cancelled', 'pending_kyc'] as const) {
      const r = onPaymentConfirmed({ investment: { id: 2, status }, application: null });
      expect(!r.ok && r.error).toMatchObject({
        code: 'INVESTMENT.INVALID_TRANSITION',
        currentState: status,
        event: 'CONFIRM_PAYMENT',
      });
    }
  });
});
