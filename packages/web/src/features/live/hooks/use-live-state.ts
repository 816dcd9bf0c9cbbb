import { useSyncExternalStore } from 'react';
import { getLiveState, subscribeLiveState, type LiveState } from '../live-connection';

/** The live connection's state; 'off' while a page is drawn on the server and hydrated. */
export function useLiveState(): LiveState {
  return useSyncExternalStore(subscribeLiveState, getLiveState, () => 'off');
}
