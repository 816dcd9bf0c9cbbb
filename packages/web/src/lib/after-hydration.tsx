import { useSyncExternalStore, type ReactNode } from 'react';

const never = () => () => undefined;

/**
 * Draws `children` only in the browser, after hydration: for what only the browser may start, such as the
 * assistant's bubble and a project's live funding. A leaf of its own on purpose: the store answers `false` on the
 * server and while hydrating and `true` after, and React redraws whoever asks synchronously right after hydration.
 * Asked in AppRoutes (the former `useIsBrowser`), that was the routes, layout, header and footer again, one
 * 100-130 ms task on a phone's 4x slower CPU (docs/web-performance.md, "session 5"); here it is only this leaf.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const hydrated = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  return hydrated ? children : null;
}
