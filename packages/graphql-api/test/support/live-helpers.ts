import WebSocket from 'ws';
import type { TestServer } from '../../src/testing/test-server.js';
import { bearer, freshIp, type TestAccount } from './accounts-helpers.js';

/*
 * Clients of the two live channels that keep everything they receive and how the server closed them, so tests
 * can assert what arrived, how many times, and why a socket ended.
 */

export interface Closed {
  readonly code: number;
  readonly reason: string;
}

const wsUrl = (server: Pick<TestServer, 'url'>, path: string) => `${server.url.replace(/^http/, 'ws')}${path}`;

function closedOf(ws: WebSocket): Promise<Closed> {
  return new Promise((resolve) => ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
}

function opened(ws: WebSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
}

/** A client of /ws (investor spec §4). */
export interface ChannelClient {
  readonly ws: WebSocket;
  /** Every message received, parsed, in order. */
  readonly messages: any[];
  readonly closed: Promise<Closed>;
  /** The `data` of the `notification` messages, in order. */
  notifications(): any[];
  send(message: unknown): void;
}

export async function openChannel(
  server: Pick<TestServer, 'url'>,
  options: { ip?: Record<string, string>; autoPong?: boolean } = {},
): Promise<ChannelClient> {
  const ws = new WebSocket(wsUrl(server, '/ws'), {
    headers: options.ip ?? freshIp(),
    // A client that does not answer pings, as a vanished phone would not.
    ...(options.autoPong === false ? { autoPong: false } : {}),
  });
  const messages: any[] = [];
  ws.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString())));
  const closed = closedOf(ws);
  await opened(ws);
  return {
    ws,
    messages,
    closed,
    notifications: () => messages.filter((m) => m.type === 'notification').map((m) => m.data),
    send: (message) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
  };
}

/** /ws signed in as `account`: resolves once `auth_success` arrived (throws with what arrived instead). */
export async function signedInChannel(
  server: Pick<TestServer, 'url'>,
  account: Pick<TestAccount, 'id' | 'token'>,
): Promise<ChannelClient> {
  const channel = await openChannel(server);
  channel.send({ type: 'auth', userId: account.id, token: account.token });
  await until(
    () => channel.messages.length > 0,
    () => `no answer to auth`,
  );
  if (channel.messages[0].type !== 'auth_success') throw new Error(JSON.stringify(channel.messages));
  return channel;
}

/** One graphql-transport-ws subscription on a socket of its own. */
export interface SubscriptionClient {
  readonly ws: WebSocket;
  /** The `payload` of each `next` message. */
  readonly results: any[];
  /** The errors of an `error` message, or of a `next` that carried errors. */
  readonly errors: any[];
  readonly closed: Promise<Closed>;
  /** `data[field]` of each result, in order. */
  values(field: string): any[];
}

export async function subscribe(
  server: Pick<TestServer, 'url'>,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
  headers: Record<string, string> = {},
): Promise<SubscriptionClient> {
  const ws = new WebSocket(wsUrl(server, '/graphql'), 'graphql-transport-ws', {
    headers: { ...freshIp(), ...headers },
  });
  const results: any[] = [];
  const errors: any[] = [];
  const closed = closedOf(ws);
  let acknowledged = false;
  ws.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString());
    if (message.type === 'connection_ack') acknowledged = true;
    if (message.type === 'next') {
      if (message.payload.errors) errors.push(...message.payload.errors);
      else results.push(message.payload);
    }
    if (message.type === 'error') errors.push(...message.payload);
  });
  await opened(ws);
  ws.send(JSON.stringify({ type: 'connection_init', payload: token ? { authorization: `Bearer ${token}` } : {} }));
  await until(
    () => acknowledged || ws.readyState !== WebSocket.OPEN,
    () => 'no connection_ack',
  );
  if (acknowledged) ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query, variables } }));
  return { ws, results, errors, closed, values: (field) => results.map((r) => r.data[field]) };
}

/** Waits (up to 15 s on a busy machine) until `check` holds. */
export async function until(check: () => boolean, what: () => string = () => 'condition'): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const NOTIFICATION_ADDED = 'subscription { notificationAdded { id title message type isRead createdAt } }';
export const FUNDING_CHANGED = `subscription($projectId: Int!) {
  projectFundingChanged(projectId: $projectId) {
    projectId currentFunding totalInvestmentNeeded availableUnits totalUnits
    unitStatistics { availableUnits partiallyFundedUnits fullyFundedUnits soldUnits totalUnits }
    units { id status currentInvestment totalInvestmentNeeded }
  }
}`;

/** The signed-in user's stored notifications, newest first, through the bell's own query. */
export async function storedNotifications(server: TestServer, account: Pick<TestAccount, 'token'>): Promise<any[]> {
  const answer = await server.graphql(
    '{ notifications { id title message type isRead createdAt } }',
    {},
    bearer(account.token),
  );
  if (answer.body.errors) throw new Error(JSON.stringify(answer.body.errors));
  return answer.body.data.notifications;
}
