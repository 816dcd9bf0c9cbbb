import { describe, expect, it } from 'vitest';
import { InProcessBackgroundWork } from './in-process-background-work.js';

describe('in-process background work', () => {
  it('runs work after the caller has moved on, in order per key, and idle() waits for all of it', async () => {
    const errors: unknown[] = [];
    const work = new InProcessBackgroundWork((e) => errors.push(e));
    const log: string[] = [];
    const step = (name: string, ms: number) => () =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          log.push(name);
          resolve();
        }, ms),
      );
    work.enqueue('a', step('a1', 30));
    work.enqueue('a', step('a2', 1));
    work.enqueue('b', async () => {
      throw new Error('boom');
    });
    log.push('answered');
    await work.idle();
    expect(log).toEqual(['answered', 'a1', 'a2']);
    expect(errors).toEqual([new Error('boom')]);
  });
});
