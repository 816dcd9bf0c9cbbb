import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask (start-up in short tasks)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('resolves in a later task, not among the current task’s microtasks', async () => {
    let resolved = false;
    const next = nextTask().then(() => (resolved = true));
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(resolved).toBe(false);
    await next;
    expect(resolved).toBe(true);
  });

  it('lets a task queued before it run first (a timer, where the browser has no scheduler.yield)', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    setTimeout(() => order.push('queued before'), 0);
    await nextTask();
    order.push('after nextTask');
    expect(order).toEqual(['queued before', 'after nextTask']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldToMain = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToMain });
    await nextTask();
    expect(yieldToMain).toHaveBeenCalledOnce();
  });
});
