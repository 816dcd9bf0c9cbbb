import { setup } from 'xstate';
import { defineLifecycle, type InvalidTransition } from '../lifecycle/lifecycle.js';
import type { Money } from '../money/money.js';
import type { SignedMoney } from '../money/signed-money.js';

/** The lifecycle of a unit (rules §2, Unit). Same values as the catalog's UnitStatus. */
export const UNIT_LIFECYCLE_STATES = ['available', 'partially_funded', 'fully_funded', 'sold'] as const;
export type UnitLifecycleState = (typeof UNIT_LIFECYCLE_STATES)[number];
export type UnitFundingState = Exclude<UnitLifecycleState, 'sold'>;

/**
 * The funding states follow the unit's confirmed investments; the database derives them (view unit_states),
 * so the machine only decides what an admin may do by hand: set a funding status, or mark the unit sold.
 */
/** Units have no progress figure of their own: their funding percentage is shown instead. */
export const UNIT_STATE_LABELS: Readonly<Record<UnitLifecycleState, string>> = {
  available: 'Available',
  partially_funded: 'Partially Funded',
  fully_funded: 'Fully Funded',
  sold: 'Sold',
};

export type UnitEvent =
  /** An admin sets the status by hand (audited). */
  | { readonly type: 'SET_STATUS'; readonly status: UnitFundingState }
  /** Requires a positive sold price; sold is final. */
  | { readonly type: 'MARK_SOLD'; readonly soldPrice: Money; readonly profitGenerated: SignedMoney };
export type UnitEventType = UnitEvent['type'];

export type UnitEffect = 'distributeProfit' | 'notifyUnitSold' | 'audit';

const noop = () => {};

const to = (status: UnitFundingState) => ({
  guard: ({ event }: { event: UnitEvent }) => event.type === 'SET_STATUS' && event.status === status,
  target: status,
});

const fundingTransitions = {
  SET_STATUS: [
    { ...to('available'), actions: ['audit' as const] },
    { ...to('partially_funded'), actions: ['audit' as const] },
    { ...to('fully_funded'), actions: ['audit' as const] },
  ],
  MARK_SOLD: {
    guard: 'hasSalePrice' as const,
    target: 'sold',
    actions: ['distributeProfit', 'notifyUnitSold', 'audit'] as const,
  },
};

export const unitMachine = setup({
  types: { events: {} as UnitEvent },
  actions: { distributeProfit: noop, notifyUnitSold: noop, audit: noop } satisfies Record<UnitEffect, () => void>,
  guards: {
    hasSalePrice: ({ event }) => event.type === 'MARK_SOLD' && !event.soldPrice.isZero(),
  },
}).createMachine({
  id: 'unit',
  initial: 'available',
  states: {
    available: { on: fundingTransitions },
    partially_funded: { on: fundingTransitions },
    fully_funded: { on: fundingTransitions },
    sold: { type: 'final' },
  },
});

const lifecycle = defineLifecycle<UnitLifecycleState, UnitEvent, UnitEffect, 'UNIT.INVALID_TRANSITION'>(unitMachine, {
  states: UNIT_LIFECYCLE_STATES,
  code: 'UNIT.INVALID_TRANSITION',
  name: 'unit',
});

export type UnitTransitionError = InvalidTransition<'UNIT.INVALID_TRANSITION', UnitLifecycleState, UnitEventType>;

export const applyUnitEvent = lifecycle.apply;
export const acceptedUnitEvents = lifecycle.accepted;
