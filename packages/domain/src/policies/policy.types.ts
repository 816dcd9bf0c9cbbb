import type { ApplicationTransitionError } from '../application/application.machine.js';
import type { InvestmentTransitionError } from '../investment/investment.machine.js';
import type { UnitTransitionError } from '../unit/unit.machine.js';

/** One record moved by a policy: which, from where, to where, and what must follow. */
export interface Move<S extends string, F extends string> {
  readonly id: number;
  readonly from: S;
  readonly to: S;
  readonly effects: readonly F[];
}

/** A policy refuses when any record it must move is in a state that does not allow the move. */
export type LifecycleError = ApplicationTransitionError | InvestmentTransitionError | UnitTransitionError;
