/**
 * The bridge from messages pushed by the hub to a subscriber that pulls them (a GraphQL subscription, a /ws
 * socket): an async iterator that buffers what its reader has not taken yet. A slow reader cannot make it grow
 * without bound: past `capacity` the oldest waiting value is dropped (the stored lists are the record), and a
 * `latestOnly` queue keeps just the newest value, which is all a reader of figures needs.
 */
export class LiveQueue<T> implements AsyncIterableIterator<T> {
  private readonly buffer: T[] = [];
  private waiting: ((result: IteratorResult<T>) => void) | null = null;
  private closed = false;

  constructor(
    private readonly options: {
      readonly capacity: number;
      readonly latestOnly?: boolean;
      /** Called once when the queue ends (its reader returned, or the hub closed it). */
      readonly onClose: () => void;
    },
  ) {}

  get isClosed(): boolean {
    return this.closed;
  }

  push(value: T): void {
    if (this.closed) return;
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = null;
      resolve({ value, done: false });
      return;
    }
    if (this.options.latestOnly) this.buffer.length = 0;
    else if (this.buffer.length >= this.options.capacity) this.buffer.shift();
    this.buffer.push(value);
  }

  next(): Promise<IteratorResult<T>> {
    if (this.buffer.length > 0) return Promise.resolve({ value: this.buffer.shift()!, done: false });
    if (this.closed) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => (this.waiting = resolve));
  }

  return(): Promise<IteratorResult<T>> {
    this.close();
    return Promise.resolve({ value: undefined, done: true });
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.buffer.length = 0;
    this.options.onClose();
    const resolve = this.waiting;
    this.waiting = null;
    resolve?.({ value: undefined, done: true });
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<T> {
    return this;
  }
}
