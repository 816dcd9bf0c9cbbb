/**
 * Loaded into each server the bench starts (`node --import …/cpu-reporter.js`), before the server's own code:
 * answers the bench's IPC question "how much CPU have you used?" with `process.cpuUsage()`, so the bench can
 * divide the CPU a server spent in a round by the requests it answered, and "how is your memory used?" with
 * `process.memoryUsage()`, after a full garbage collection if asked and allowed (the upload scenario). Bench-only: the server's code knows nothing of
 * it, and a server started without an IPC channel (as in production) never loads it.
 */

/** The question the bench sends, and the answer: microseconds of user and system CPU since the start. */
export interface CpuQuestion {
  readonly type: 'bench:cpu';
  readonly id: number;
}
export interface CpuAnswer extends CpuQuestion {
  readonly user: number;
  readonly system: number;
}

export interface MemoryQuestion {
  readonly type: 'bench:memory';
  readonly id: number;
  /** Collect garbage first (the child must run with --expose-gc): what is left is what is in use. */
  readonly collect?: boolean;
}
export interface MemoryAnswer extends MemoryQuestion {
  readonly usage: NodeJS.MemoryUsage;
}

const isQuestion = (message: unknown): message is CpuQuestion =>
  typeof message === 'object' && message !== null && (message as CpuQuestion).type === 'bench:cpu';
const isMemoryQuestion = (message: unknown): message is MemoryQuestion =>
  typeof message === 'object' && message !== null && (message as MemoryQuestion).type === 'bench:memory';

/**
 * Two full collections a moment apart: the Buffers a collection finds dead are freed by a sweeper running
 * beside it, so a reading taken right after one collection still counts some of them.
 */
async function collectGarbage(): Promise<void> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return;
  for (let pass = 0; pass < 2; pass++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

if (process.send) {
  process.on('message', (message: unknown) => {
    if (isMemoryQuestion(message)) {
      void (message.collect ? collectGarbage() : Promise.resolve()).then(() => {
        const answer: MemoryAnswer = { type: 'bench:memory', id: message.id, usage: process.memoryUsage() };
        process.send!(answer);
      });
      return;
    }
    if (!isQuestion(message)) return;
    const { user, system } = process.cpuUsage();
    const answer: CpuAnswer = { type: 'bench:cpu', id: message.id, user, system };
    process.send!(answer);
  });
  // The channel must not keep the server alive once it has shut down on SIGTERM.
  process.channel?.unref();
}
