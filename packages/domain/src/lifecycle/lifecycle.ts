import { transition, type AnyStateMachine } from 'xstate';
import { err, ok, type Result } from '../shared/result.js';

/** How a screen shows a state. */
export interface StateInfo {
  readonly label: string;
  readonly progress: number;
}

/** A transition that was applied: the next state and what must happen because of it. */
export interface AppliedTransition<S extends string, F extends string> {
  readonly state: S;
  readonly effects: readonly F[];
  /** False when the event was accepted as a repeat that changes nothing (idempotent confirmations). */
  readonly changed: boolean;
}

/** A transition the machine does not allow from the stored state (a 409 naming the current state). */
export interface InvalidTransition<C extends string, S extends string, T extends string> {
  readonly code: C;
  readonly currentState: S;
  readonly event: T;
  readonly message: string;
}

export interface Lifecycle<S extends string, E extends { readonly type: string }, F extends string, C extends string> {
  apply(state: S, event: E): Result<AppliedTransition<S, F>, InvalidTransition<C, S, E['type']>>;
  /** The event types the state has a transition for (guards on the payload or the time may still refuse). */
  accepted(state: S): E['type'][];
  /** Whether a stored or received value is one of the machine's states. */
  isState(value: unknown): value is S;
}

/**
 * Wraps an XState machine as a pure function from a stored state value and an event to the next state and
 * its effects (the names of the transition's actions). Nothing runs: no actor, no side effect.
 * `repeats` lists events that a state answers with "already done" instead of a refusal.
 */
export function defineLifecycle<
  S extends string,
  E extends { readonly type: string },
  F extends string,
  C extends string,
>(
  machine: AnyStateMachine,
  options: {
    readonly states: readonly S[];
    readonly code: C;
    readonly name: string;
    readonly repeats?: Partial<Record<S, readonly E['type'][]>>;
  },
): Lifecycle<S, E, F, C> {
  const isState = (value: unknown): value is S =>
    typeof value === 'string' && (options.states as readonly string[]).includes(value);
  const assertKnown = (state: S) => {
    // A value outside the list means a corrupt row or a caller bug, not a user error.
    if (!isState(state)) throw new RangeError(`Unknown ${options.name} state ${JSON.stringify(state)}`);
  };
  return {
    isState,
    apply(state, event) {
      assertKnown(state);
      if (options.repeats?.[state]?.includes(event.type)) return ok({ state, effects: [], changed: false });
      const snapshot = machine.resolveState({ value: state, context: undefined });
      if (!snapshot.can(event)) {
        return err({
          code: options.code,
          currentState: state,
          event: event.type,
          message: `The ${options.name} is '${state}' and does not accept ${event.type}`,
        });
      }
      const [next, actions] = transition(machine, snapshot, event);
      return ok({
        state: next.value as S,
        effects: actions.map((a) => a.type as F),
        changed: next.value !== state,
      });
    },
    accepted(state) {
      assertKnown(state);
      const node = machine.states[state];
      return (node?.ownEvents ?? []).filter((t: string) => !t.startsWith('xstate.')) as E['type'][];
    },
  };
}
