import { request as httpRequest } from 'node:http';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { useTestServer } from '../src/testing/test-server.js';
import { freshIp, newAccount, type TestAccount } from './support/accounts-helpers.js';

/*
 * Issue 17, item 7: one user held 1,000 authenticated graphql-ws sockets. Open WebSockets are capped per account
 * (counted when the socket signs in, refused with close code 4008) and per client address (counted at the upgrade,
 * refused with 429 and Retry-After), and every way a socket ends gives its places back. Small caps keep it quick.
 */

const PER_USER = 2;
const PER_IP = 3;
const server = useTestServer({
  seed: false,
  env: { SOCKETS_PER_USER: String(PER_USER), SOCKETS_PER_IP: String(PER_IP) },
});

const open: WebSocket[] = [];
afterEach(() => {
  for (const ws of open.splice(0)) ws.terminate();
});

type Upgrade =
  { admitted: true; ws: WebSocket } | { admitted: false; status: number; retryAfter: string | undefined; body: any };

/** Opens a graphql-ws socket from `ip` (X-Forwarded-For, trusted from loopback): the socket, or the refusal. */
function upgrade(ip: Record<string, string>): Promise<Upgrade> {
  const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { headers: ip });
  return new Promise((resolve, reject) => {
    ws.once('open', () => {
      open.push(ws);
      resolve({ admitted: true, ws });
    });
    ws.once('unexpected-response', (_req, res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () =>
        resolve({
          admitted: false,
          status: res.statusCode!,
          retryAfter: res.headers['retry-after'],
          body: JSON.parse(text),
        }),
      );
    });
    ws.once('error', reject);
  });
}

async function admitted(ip: Record<string, string>): Promise<WebSocket> {
  const result = await upgrade(ip);
  if (!result.admitted) throw new Error(`upgrade refused: ${result.status} ${JSON.stringify(result.body)}`);
  return result.ws;
}

/** graphql-ws's connection_init, signed in when a token is given: acknowledged, or how the server closed it. */
function init(ws: WebSocket, token?: string): Promise<'acknowledged' | { code: number; reason: string }> {
  return new Promise((resolve) => {
    ws.on('message', (data: Buffer) => {
      if ((JSON.parse(data.toString()) as { type: string }).type === 'connection_ack') resolve('acknowledged');
    });
    ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    ws.send(JSON.stringify({ type: 'connection_init', payload: token ? { authorization: `Bearer ${token}` } : {} }));
  });
}

/** A signed-in (or visitor's) socket from `ip`, acknowledged. */
async function signedInSocket(ip: Record<string, string>, token?: string): Promise<WebSocket> {
  const ws = await admitted(ip);
  expect(await init(ws, token)).toBe('acknowledged');
  return ws;
}

/** Who the socket acts for, asked over the socket itself. */
function whoAmI(ws: WebSocket): Promise<unknown> {
  return new Promise((resolve) => {
    ws.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as { id?: string; type: string; payload: any };
      if (message.id === 'me' && message.type === 'next') resolve(message.payload.data?.me?.id ?? null);
    });
    ws.send(JSON.stringify({ id: 'me', type: 'subscribe', payload: { query: '{ me { id } }' } }));
  });
}

const closed = (ws: WebSocket) => new Promise<void>((resolve) => ws.once('close', () => resolve()));

/**
 * The server gives a place back when the connection's TCP socket has closed, a moment after the client saw its
 * close: `attempt` is retried for up to 2 s.
 */
async function eventually<T>(attempt: () => Promise<T | null>): Promise<T> {
  for (let tries = 0; tries < 40; tries++) {
    const result = await attempt();
    if (result !== null) return result;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('never admitted');
}

describe('open WebSockets per account', () => {
  let ama: TestAccount;
  let kofi: TestAccount;
  beforeAll(async () => {
    ama = await newAccount(server);
    kofi = await newAccount(server);
  });

  it("closes a socket past the account's cap with 4008 and says why; the account's others keep working", async () => {
    const first = await signedInSocket(freshIp(), ama.token);
    const second = await signedInSocket(freshIp(), ama.token);
    const third = await admitted(freshIp());
    expect(await init(third, ama.token)).toEqual({ code: 4008, reason: 'Too many open connections for this account' });
    expect(await whoAmI(first)).toBe(ama.id);
    expect(await whoAmI(second)).toBe(ama.id);
    // Another account, and visitors, are not affected.
    expect(await whoAmI(await signedInSocket(freshIp(), kofi.token))).toBe(kofi.id);
    expect(await whoAmI(await signedInSocket(freshIp()))).toBeNull();
  });

  it('gives the place back when one of them closes, and only that place', async () => {
    const yaa = await newAccount(server);
    const first = await signedInSocket(freshIp(), yaa.token);
    await signedInSocket(freshIp(), yaa.token);
    expect(await init(await admitted(freshIp()), yaa.token)).toMatchObject({ code: 4008 });
    first.close();
    await closed(first);
    const replacement = await eventually(async () => {
      const ws = await admitted(freshIp());
      return (await init(ws, yaa.token)) === 'acknowledged' ? ws : null;
    });
    expect(await whoAmI(replacement)).toBe(yaa.id);
    expect(await init(await admitted(freshIp()), yaa.token)).toMatchObject({ code: 4008 });
  });
});

describe('open WebSockets per client address', () => {
  it('refuses the upgrade past the cap with 429 and Retry-After; visitors and signed-in sockets count alike', async () => {
    const ip = freshIp();
    const account = await newAccount(server);
    await signedInSocket(ip);
    await signedInSocket(ip);
    await signedInSocket(ip, account.token);
    for (const refused of [await upgrade(ip), await upgrade(ip)]) {
      expect(refused).toMatchObject({
        admitted: false,
        status: 429,
        retryAfter: '30',
        body: { code: 'REQUEST.TOO_MANY_CONNECTIONS', message: expect.stringMatching(/Too many open connections/) },
      });
    }
    // Another address is not affected.
    await signedInSocket(freshIp(), account.token);
  });

  it('gives places back however a socket ends: vanished client, refused account, failed handshake, server close', async () => {
    const ip = freshIp();
    const account = await newAccount(server);
    // A client that vanishes without a close frame.
    const vanished = await signedInSocket(ip);
    vanished.terminate();
    // Sockets the server closed: refused for the account's cap (it already holds PER_USER elsewhere).
    for (let i = 0; i < PER_USER; i++) await signedInSocket(freshIp(), account.token);
    for (let i = 0; i < PER_IP + 1; i++) {
      const ws = await eventually(async () => {
        const result = await upgrade(ip);
        return result.admitted ? result.ws : null;
      });
      expect(await init(ws, account.token)).toMatchObject({ code: 4008 });
    }
    // Handshakes that fail after the address was counted (no Sec-WebSocket-Key): 400, nothing kept.
    for (let i = 0; i < PER_IP + 1; i++) expect(await brokenHandshake(ip)).toBe(400);
    // A message over the size limit: the server closes with 1009.
    const tooBig = await signedInSocket(ip);
    const tooBigClosed = new Promise<number>((resolve) => tooBig.once('close', (code) => resolve(code)));
    tooBig.send('x'.repeat(200_000));
    expect(await tooBigClosed).toBe(1009);

    // All those places are free again: the address opens its full count, and no more.
    for (let i = 0; i < PER_IP; i++) await eventually(async () => ((await upgrade(ip)).admitted ? true : null));
    expect(await upgrade(ip)).toMatchObject({ admitted: false, status: 429 });
  });
});

/** An upgrade request without Sec-WebSocket-Key, which the WebSocket server refuses: its status. */
function brokenHandshake(ip: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${server.url}/graphql`, {
      headers: { ...ip, connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13' },
    });
    req.once('response', (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode!));
    });
    req.once('upgrade', (_res, socket) => {
      socket.destroy();
      reject(new Error('upgraded without a key'));
    });
    req.once('error', reject);
    req.end();
  });
}
