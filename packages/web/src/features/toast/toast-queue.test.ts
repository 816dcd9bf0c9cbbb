import { describe, expect, it } from 'vitest';
import { NO_TOASTS, withoutCurrent, withToast } from './toast-queue';

const toast = (id: number, queued = false) => ({ id, title: `Toast ${id}`, queued });

describe('one toast at a time', () => {
  it('replaces the toast on screen with a new one of the user’s own', () => {
    const shown = withToast(withToast(NO_TOASTS, toast(1)), toast(2));
    expect(shown).toEqual({ current: toast(2), waiting: [] });
  });

  it('shows pushed notifications one after the other, in order, none lost', () => {
    let state = withToast(NO_TOASTS, toast(1, true));
    state = withToast(state, toast(2, true));
    state = withToast(state, toast(3, true));
    expect(state.current).toEqual(toast(1, true));
    state = withoutCurrent(state);
    expect(state.current).toEqual(toast(2, true));
    state = withoutCurrent(state);
    expect(state.current).toEqual(toast(3, true));
    expect(withoutCurrent(state)).toEqual(NO_TOASTS);
  });

  it('lets a toast of the user’s own through at once, the queued ones still waiting', () => {
    const state = withToast(withToast(withToast(NO_TOASTS, toast(1, true)), toast(2, true)), toast(3));
    expect(state).toEqual({ current: toast(3), waiting: [toast(2, true)] });
  });
});
