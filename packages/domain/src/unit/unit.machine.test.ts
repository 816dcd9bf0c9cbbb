import { describe, expect, it } from 'vitest';
import { Money } from '../money/money.js';
import { SignedMoney } from '../money/signed-money.js';
import {
  UNIT_LIFECYCLE_STATES,
  UNIT_STATE_LABELS,
  acceptedUnitEvents,
  applyUnitEvent,
  type UnitEffect,
  type UnitEvent,
  type UnitLifecycleState,
} from './unit.machine.js';

const samples: Record<string, UnitEvent> = {
  'SET_STATUS:available': { type: 'SET_STATUS', status: 'available' },
  'SET_STATUS:partially_funded': { type: 'SET_STATUS', status: 'partially_funded' },
  'SET_STATUS:fully_funded': { type: 'SET_STATUS', status: 'fully_funded' },
  MARK_SOLD: { type: 'MARK_SOLD', soldPrice: Money.of(150000), profitGenerated: SignedMoney.of(30000) },
};

type Allowed = [UnitLifecycleState, readonly UnitEffect[]];
const open: Record<string, Allowed> = {
  'SET_STATUS:available': ['available', ['audit']],
  'SET_STATUS:partially_funded': ['partially_funded', ['audit']],
  'SET_STATUS:fully_funded': ['fully_funded', ['audit']],
  MARK_SOLD: ['sold', ['distributeProfit', 'notifyUnitSold', 'audit']],
};
const allowed: Record<UnitLifecycleState, Record<string, Allowed>> = {
  available: open,
  partially_funded: open,
  fully_funded: open,
  sold: {},
};

const cases = UNIT_LIFECYCLE_STATES.flatMap((state) =>
  Object.entries(samples).map(([key, event]) => ({ state, key, event, expected: allowed[state][key] })),
);

describe('unit machine', () => {
  it.each(cases.filter((c) => c.expected))('$state + $key → allowed', ({ state, event, expected }) => {
    const r = applyUnitEvent(state, event);
    expect(r.ok && r.value).toEqual({ state: expected![0], effects: expected![1], changed: expected![0] !== state });
  });

  it.each(cases.filter((c) => !c.expected))('$state + $key → refused (sold is final)', ({ state, event }) => {
    const r = applyUnitEvent(state, event);
    expect(!r.ok && r.error).toMatchObject({
      code: 'UNIT.INVALID_TRANSITION',
      currentState: 'sold',
      event: event.type,
    });
  });

  it('refuses Mark as Sold without a sold price', () => {
    const r = applyUnitEvent('fully_funded', {
      type: 'MARK_SOLD',
      soldPrice: Money.ZERO,
      profitGenerated: SignedMoney.of(1),
    });
    expect(!r.ok && r.error.currentState).toBe('fully_funded');
  });

  it('accepts funding, manual status and sale until sold', () => {
    expect(acceptedUnitEvents('available')).toEqual(['SET_STATUS', 'MARK_SOLD']);
    expect(acceptedUnitEvents('sold')).toEqual([]);
    expect(UNIT_STATE_LABELS.partially_funded).toBe('Partially Funded');
  });
});
