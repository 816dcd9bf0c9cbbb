import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long to wait for the new page's heading (its code or data may still be loading). */
const WAIT_MS = 10_000;

function focusHeading(root: HTMLElement): boolean {
  const heading = root.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  // Focusable from script only, so it does not join the Tab order.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * After a client-side navigation, moves focus to the new page's h1, so keyboard and screen-reader users start at
 * the page they opened instead of on the link they left (a full page load starts at the top by itself). Waits
 * for the heading when the page is still loading; gives up if the visitor acts first or after 10 s.
 */
export function useFocusHeadingOnNavigate(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const root = document.querySelector('main') ?? document.body;
    if (focusHeading(root)) return;

    const observer = new MutationObserver(() => {
      if (focusHeading(root)) stop();
    });
    const timer = window.setTimeout(() => stop(), WAIT_MS);
    const events = ['keydown', 'pointerdown'] as const;
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
      for (const event of events) document.removeEventListener(event, stop, true);
    }
    observer.observe(root, { childList: true, subtree: true });
    for (const event of events) document.addEventListener(event, stop, true);
    return stop;
  }, [pathname]);
}
