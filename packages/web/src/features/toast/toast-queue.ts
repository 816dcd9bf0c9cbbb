import type { ToastInput } from './toast-context';

export interface ActiveToast extends ToastInput {
  readonly id: number;
}

/** The toast on screen and the queued ones waiting for it to end, oldest first. */
export interface Toasts {
  readonly current: ActiveToast | null;
  readonly waiting: readonly ActiveToast[];
}

export const NO_TOASTS: Toasts = { current: null, waiting: [] };

/**
 * Investor spec §9, one toast visible at a time: a new toast replaces the one on screen, unless it is `queued`,
 * when it waits for the one on screen to end.
 */
export function withToast({ current, waiting }: Toasts, toast: ActiveToast): Toasts {
  if (toast.queued && current) return { current, waiting: [...waiting, toast] };
  return { current: toast, waiting };
}

/** The toast on screen ended (its 5000 ms, or dismissed): the next queued one, if any, takes its place. */
export function withoutCurrent({ waiting }: Toasts): Toasts {
  return { current: waiting[0] ?? null, waiting: waiting.slice(1) };
}
