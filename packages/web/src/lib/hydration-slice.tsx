import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-drawn page that React hydrates, and commits, in a task of its own (selective hydration):
 * hydrating the page, React leaves every Suspense boundary it meets for a later pass at a lower priority, so the
 * shell's commit and each slice's are separate tasks instead of one long one on a phone's slower CPU (Total Blocking
 * Time, docs/web-performance.md "session 6"). A slice that is clicked or receives new props before its turn is
 * hydrated first. Nothing in it suspends, so the fallback is never shown: the server's HTML stays as it is.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
