import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/** False while drawn on the server and while hydrating, true after: for what only the browser may start. */
export function useIsBrowser(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
