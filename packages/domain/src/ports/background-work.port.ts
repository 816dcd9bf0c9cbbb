/**
 * Work that must not delay, or show in, the answer to the request that caused it: the answer is sent
 * first and the work runs after it, in this process. Work under one key runs in the order it was queued.
 * What is queued here is lost if the process dies before it runs, so it holds nothing that cannot be
 * asked for again (a password-reset mail, not a payment).
 */
export interface BackgroundWork {
  enqueue(key: string, work: () => Promise<void>): void;
}
