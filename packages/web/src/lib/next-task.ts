/** `scheduler.yield()` where the browser has it (Chromium): the continuation runs before other queued tasks. */
interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a later task of the event loop, so that the work before it and the work after it are two tasks,
 * with the browser free to paint and answer a tap in between. Start-up uses it to cut one long task (loading the
 * app's code, the first use of Intl, restoring the cache, hydrating) into short ones: a slow phone counts every
 * task over 50 ms as blocking time (docs/web-performance.md, "Start-up in short tasks").
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
