import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** The longest a deferred feature waits for an idle moment (a page that is never idle). */
const IDLE_TIMEOUT_MS = 3_000;

/**
 * False on the server, while hydrating and until the browser is next idle after that (a server-drawn page's code has
 * arrived by then; its page's chunk may still be on its way); true after. For what a page does not need for its first
 * look: the assistant's bubble, a project's live funding (docs/web-performance.md, "session 5"). The change is a transition in the
 * component that asks, so only that component draws again, in short slices: a `useSyncExternalStore` whose answer
 * differs from the server's (the former `useIsBrowser`) re-rendered its caller's whole subtree synchronously right
 * after hydration, one long task on a phone.
 */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // A transition: the component draws again in short slices. Setting it after an unmount does nothing.
    const show = () => startTransition(() => setReady(true));
    // Safari has no requestIdleCallback: a short timer there.
    if ('requestIdleCallback' in window) window.requestIdleCallback(show, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(show, 200);
  }, []);
  return ready;
}

/** Draws `children` only in the browser, once it is idle after the first render (useAfterLoad): a leaf of its own. */
export function AfterLoad({ children }: { children: ReactNode }) {
  return useAfterLoad() ? children : null;
}
