import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import type { ChildServer } from './children.js';

/*
 * The fan-out run's clients (fanout-bench.ts): graphql-ws subscriptions, /ws sockets and raw sockets that record
 * what each socket received, and when.
 */

/** Deliveries seen by one set of sockets: per notification id, the arrival time at each socket that got it. */
export class Deliveries {
  private readonly arrivals = new Map<number, number[]>();
  duplicates = 0;
  private readonly seenBy = new Map<WebSocket, Set<number>>();

  record(socket: WebSocket, id: number): void {
    const seen = this.seenBy.get(socket) ?? new Set<number>();
    this.seenBy.set(socket, seen);
    if (seen.has(id)) {
      this.duplicates++;
      return;
    }
    seen.add(id);
    const times = this.arrivals.get(id) ?? [];
    times.push(performance.now());
    this.arrivals.set(id, times);
  }

  count(ids: readonly number[]): number {
    return ids.reduce((n, id) => n + (this.arrivals.get(id)?.length ?? 0), 0);
  }

  /** Milliseconds from each notification's send time to each of its arrivals. */
  latencies(sentAt: ReadonlyMap<number, number>): number[] {
    return [...sentAt].flatMap(([id, at]) => (this.arrivals.get(id) ?? []).map((t) => t - at));
  }

  /** Sockets that have received something (the warm-up's proof that they are subscribed). */
  get sockets(): number {
    return [...this.seenBy.values()].filter((s) => s.size > 0).length;
  }
}

const wsUrl = (server: ChildServer, path: string) => `${server.url.replace(/^http/, 'ws')}${path}`;

function opened(ws: WebSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
}

/** A graphql-ws subscription to notificationAdded for `token`, recording into `deliveries`. */
export async function subscription(server: ChildServer, token: string, deliveries: Deliveries): Promise<WebSocket> {
  const ws = new WebSocket(wsUrl(server, '/graphql'), 'graphql-transport-ws');
  ws.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as {
      type: string;
      payload?: { data: { notificationAdded: { id: number } } };
    };
    if (message.type === 'connection_ack') {
      ws.send(
        JSON.stringify({
          id: '1',
          type: 'subscribe',
          payload: { query: 'subscription { notificationAdded { id title message type isRead createdAt } }' },
        }),
      );
    } else if (message.type === 'next') {
      deliveries.record(ws, message.payload!.data.notificationAdded.id);
    }
  });
  await opened(ws);
  ws.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } }));
  return ws;
}

/** A /ws socket signed in as `userId`, recording into `deliveries`. */
export async function channel(server: ChildServer, userId: number, token: string, deliveries: Deliveries) {
  const ws = new WebSocket(wsUrl(server, '/ws'));
  ws.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as { type: string; data?: { id: number } };
    if (message.type === 'notification') deliveries.record(ws, message.data!.id);
    if (message.type === 'error') console.error('fan-out: /ws refused', message);
  });
  await opened(ws);
  ws.send(JSON.stringify({ type: 'auth', userId, token }));
  return ws;
}

export async function rawSocket(server: ChildServer, userId: number, deliveries: Deliveries) {
  const ws = new WebSocket(wsUrl(server, `/?user=${userId}`));
  ws.on('message', (data: Buffer) => {
    deliveries.record(ws, (JSON.parse(data.toString()) as { data: { id: number } }).data.id);
  });
  await opened(ws);
  return ws;
}

/** Opens `count` sockets, 50 at a time. */
export async function openMany<T>(count: number, open: (i: number) => Promise<T>): Promise<T[]> {
  const all: T[] = [];
  for (let i = 0; i < count; i += 50) {
    all.push(...(await Promise.all(Array.from({ length: Math.min(50, count - i) }, (_, k) => open(i + k)))));
  }
  return all;
}
