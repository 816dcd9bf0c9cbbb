import { describe, expect, it } from 'vitest';
import { Money } from '../money/money.js';
import { onPaymentConfirmed } from './payment-confirmed.policy.js';

const unit = { status: 'partially_funded' as const, totalInvestmentNeeded: Money.of(100_000) };

describe('onPaymentConfirmed', () => {
  it('activates the investment and its application and recomputes the unit', () => {
    const r = onPaymentConfirmed({
      investment: { id: 2, status: 'awaiting_payment' },
      application: { id: 9, status: 'awaiting_payment' },
      unit,
      unitInvestments: [
        { id: 1, status: 'active', amount: Money.of(60_000) },
        { id: 2, status: 'awaiting_payment', amount: Money.of(40_000) },
      ],
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
    expect(r.value.unit).toMatchObject({ from: 'partially_funded', to: 'fully_funded' });
    expect(r.value.confirmedFunding.toString()).toBe('100000.00');
  });

  it('leaves the unit alone when its status does not change', () => {
    const r = onPaymentConfirmed({
      investment: { id: 2, status: 'awaiting_payment' },
      application: null,
      unit,
      unitInvestments: [
        { id: 1, status: 'active', amount: Money.of(10_000) },
        { id: 2, status: 'awaiting_payment', amount: Money.of(10_000) },
      ],
    });
    expect(r.ok && [r.value.unit, r.value.application, r.value.confirmedFunding.toString()]).toEqual([
      null,
      null,
      '20000.00',
    ]);
  });

  it('moves an available unit to partially funded on its first payment', () => {
    const r = onPaymentConfirmed({
      investment: { id: 1, status: 'awaiting_payment' },
      application: null,
      unit: { status: 'available', totalInvestmentNeeded: Money.of(100_000) },
      unitInvestments: [{ id: 1, status: 'awaiting_payment', amount: Money.of(5_000) }],
    });
    expect(r.ok && r.value.unit?.to).toBe('partially_funded');
  });

  it('answers a second confirmation with alreadyConfirmed and no effects', () => {
    const r = onPaymentConfirmed({
      investment: { id: 2, status: 'active' },
      application: { id: 9, status: 'active' },
      unit: { status: 'fully_funded', totalInvestmentNeeded: Money.of(100) },
      unitInvestments: [{ id: 2, status: 'active', amount: Money.of(100) }],
    });
    expect(r.ok && r.value).toMatchObject({ alreadyConfirmed: true, application: null, unit: null });
    expect(r.ok && r.value.investment.effects).toEqual([]);
  });

  it('refuses a cancelled investment, naming its state', () => {
    const r = onPaymentConfirmed({
      investment: { id: 2, status: 'cancelled' },
      application: null,
      unit,
      unitInvestments: [],
    });
    expect(!r.ok && r.error).toMatchObject({
      code: 'INVESTMENT.INVALID_TRANSITION',
      currentState: 'cancelled',
      event: 'CONFIRM_PAYMENT',
    });
  });
});
