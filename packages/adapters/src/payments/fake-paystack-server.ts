import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { paystackSignature } from './paystack-payment-provider.js';

/**
 * A fake Paystack for tests and development (docs/payments.md): the two endpoints the adapter uses
 * (POST /transaction/initialize, GET /transaction/verify/:reference), a checkout page offering mobile money
 * (MTN, Telecel, AirtelTigo) and card, and `charge.success` webhooks signed like Paystack's (HMAC-SHA512 of the
 * body under the secret key). Tests also drive it directly: pay another amount or currency, deliver a webhook
 * several times or not at all, or send one for a reference nobody started.
 */
export interface FakeTransaction {
  reference: string;
  accessCode: string;
  id: number;
  email: string;
  amount: number;
  currency: string;
  channels: string[];
  callbackUrl: string | null;
  status: 'ongoing' | 'success' | 'failed' | 'abandoned';
  channel: string | null;
  paidAt: string | null;
  mobileMoneyProvider: string | null;
}

export interface PayOptions {
  /** What the payer actually paid (defaults: the amount and currency asked). */
  readonly amount?: number;
  readonly currency?: string;
  readonly channel?: 'mobile_money' | 'card' | 'bank';
  readonly status?: 'success' | 'failed';
  /** How many times the webhook is delivered (0: never, as when it is lost; default 1). */
  readonly deliveries?: number;
  readonly paidAt?: Date;
}

export interface FakePaystack {
  readonly url: string;
  readonly secretKey: string;
  /** Where webhooks go (the server's POST /api/payments/webhooks/paystack). */
  webhookUrl: string | null;
  /**
   * Where the payer is sent back instead of the callback URL the checkout named (tests: a server on a random
   * port cannot name its own address in its configuration before it starts).
   */
  callbackOverride: string | null;
  transactions: Map<string, FakeTransaction>;
  /** How many times each reference was verified. */
  verifyCalls: Map<string, number>;
  /** Marks a transaction paid (or failed) and delivers its webhook `deliveries` times; the answers' statuses. */
  pay(reference: string, options?: PayOptions): Promise<number[]>;
  /** Posts a body to the webhook URL, signed with `signWith` (the secret key by default; null: no signature). */
  deliver(body: string, signWith?: string | null): Promise<number>;
  /** The charge.success body for a transaction as it stands. */
  webhookBody(reference: string): string;
  stop(): Promise<void>;
}

const MOBILE_MONEY = [
  ['mtn', 'MTN Mobile Money'],
  ['vod', 'Telecel Cash'],
  ['atl', 'AirtelTigo Money'],
] as const;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function readBody(req: IncomingMessage, limit = 64 * 1024): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > limit) reject(new Error('too large'));
      else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function transactionData(t: FakeTransaction) {
  return {
    id: t.id,
    domain: 'test',
    status: t.status,
    reference: t.reference,
    amount: t.amount,
    currency: t.currency,
    channel: t.channel,
    paid_at: t.paidAt,
    gateway_response: t.status === 'success' ? 'Approved' : t.status,
    customer: { email: t.email },
    authorization: t.channel
      ? { channel: t.channel, bank: t.mobileMoneyProvider ?? 'TEST BANK', brand: t.channel === 'card' ? 'visa' : null }
      : null,
  };
}

function checkoutPage(t: FakeTransaction): string {
  const amount = `${t.currency} ${(t.amount / 100).toFixed(2)}`;
  const momo = t.channels.includes('mobile_money');
  const card = t.channels.includes('card');
  const action = `/checkout/${encodeURIComponent(t.accessCode)}/pay`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Test checkout</title><style>body{font-family:sans-serif;max-width:420px;margin:1rem auto;padding:0 1rem}
fieldset{margin:1rem 0}button{padding:.6rem 1rem;margin:.3rem 0;width:100%}label{display:block;margin:.3rem 0}</style></head>
<body><h1>Test checkout</h1><p>Fake payment provider (no real money). Pay <strong id="amount">${escapeHtml(amount)}</strong>
to CoBuy Accra, reference <code>${escapeHtml(t.reference)}</code>.</p>
${
  momo
    ? `<form method="post" action="${action}"><fieldset><legend>Mobile money</legend>
<input type="hidden" name="channel" value="mobile_money">
${MOBILE_MONEY.map(([v, l], i) => `<label><input type="radio" name="provider" value="${v}"${i === 0 ? ' checked' : ''}> ${l}</label>`).join('')}
<label>Phone <input name="phone" value="0551234987" inputmode="tel"></label>
<button type="submit">Pay with mobile money</button></fieldset></form>`
    : ''
}
${
  card
    ? `<form method="post" action="${action}"><fieldset><legend>Card</legend>
<input type="hidden" name="channel" value="card"><p>Test card 4084 0840 8408 4081 (nothing is sent anywhere).</p>
<button type="submit">Pay with card</button></fieldset></form>`
    : ''
}
<form method="post" action="${action}"><input type="hidden" name="outcome" value="failed">
<button type="submit">Decline (simulate a failed payment)</button></form></body></html>`;
}

export async function startFakePaystack(
  options: { secretKey?: string; webhookUrl?: string | null; host?: string; port?: number } = {},
): Promise<FakePaystack> {
  const secretKey = options.secretKey ?? `sk_test_fake_${randomBytes(8).toString('hex')}`;
  const transactions = new Map<string, FakeTransaction>();
  const byCode = new Map<string, FakeTransaction>();
  const verifyCalls = new Map<string, number>();
  let nextId = 1000;
  let url = '';

  const fake: FakePaystack = {
    // One object per fake server, made once: the young generation's rule (eslint.config.js) is about request code.
    // eslint-disable-next-line no-restricted-syntax
    get url() {
      return url;
    },
    secretKey,
    webhookUrl: options.webhookUrl ?? null,
    callbackOverride: null,
    transactions,
    verifyCalls,
    async pay(reference, o = {}) {
      const t = transactions.get(reference);
      if (!t) throw new Error(`fake paystack: no transaction ${reference}`);
      t.status = o.status ?? 'success';
      t.channel = o.channel ?? t.channel ?? 'mobile_money';
      if (o.amount !== undefined) t.amount = o.amount;
      if (o.currency !== undefined) t.currency = o.currency;
      t.paidAt = t.status === 'success' ? (o.paidAt ?? new Date()).toISOString() : null;
      const statuses: number[] = [];
      if (t.status !== 'success') return statuses;
      for (let i = 0; i < (o.deliveries ?? 1); i++) statuses.push(await fake.deliver(fake.webhookBody(reference)));
      return statuses;
    },
    webhookBody(reference) {
      const t = transactions.get(reference);
      if (!t) throw new Error(`fake paystack: no transaction ${reference}`);
      return JSON.stringify({ event: 'charge.success', data: transactionData(t) });
    },
    async deliver(body, signWith = secretKey) {
      if (!fake.webhookUrl) throw new Error('fake paystack: no webhook URL');
      const response = await fetch(fake.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(signWith === null ? {} : { 'x-paystack-signature': paystackSignature(body, signWith) }),
        },
        body,
      });
      await response.arrayBuffer();
      return response.status;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const authorized = (req: IncomingMessage) => req.headers.authorization === `Bearer ${secretKey}`;

  const server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      if (req.method === 'POST' && path === '/transaction/initialize') {
        if (!authorized(req)) return send(res, 401, { status: false, message: 'Invalid key' });
        const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
        const reference = String(body.reference ?? `fake-${nextId}`);
        if (transactions.has(reference))
          return send(res, 400, { status: false, message: 'Duplicate Transaction Reference' });
        const amount = Number(body.amount);
        if (!Number.isSafeInteger(amount) || amount <= 0 || !body.email) {
          return send(res, 400, { status: false, message: 'Invalid amount or email' });
        }
        const t: FakeTransaction = {
          reference,
          accessCode: randomBytes(8).toString('hex'),
          id: nextId++,
          email: String(body.email),
          amount,
          currency: String(body.currency ?? 'GHS'),
          channels: Array.isArray(body.channels) ? body.channels.map(String) : ['card', 'mobile_money'],
          callbackUrl: typeof body.callback_url === 'string' ? body.callback_url : null,
          status: 'ongoing',
          channel: null,
          paidAt: null,
          mobileMoneyProvider: null,
        };
        transactions.set(reference, t);
        byCode.set(t.accessCode, t);
        return send(res, 200, {
          status: true,
          message: 'Authorization URL created',
          data: { authorization_url: `${url}/checkout/${t.accessCode}`, access_code: t.accessCode, reference },
        });
      }
      const verify = /^\/transaction\/verify\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && verify) {
        if (!authorized(req)) return send(res, 401, { status: false, message: 'Invalid key' });
        const reference = decodeURIComponent(verify[1]!);
        verifyCalls.set(reference, (verifyCalls.get(reference) ?? 0) + 1);
        const t = transactions.get(reference);
        if (!t) return send(res, 400, { status: false, message: 'Transaction reference not found' });
        return send(res, 200, { status: true, message: 'Verification successful', data: transactionData(t) });
      }
      const page = /^\/checkout\/([0-9a-f]+)(\/pay)?$/.exec(path);
      const t = page ? byCode.get(page[1]!) : undefined;
      if (page && t && req.method === 'GET' && !page[2]) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(checkoutPage(t));
      }
      if (page && t && req.method === 'POST' && page[2]) {
        const form = new URLSearchParams(await readBody(req));
        if (t.status === 'ongoing') {
          if (form.get('outcome') === 'failed') {
            t.status = 'failed';
          } else {
            const channel = form.get('channel') === 'card' ? 'card' : 'mobile_money';
            t.mobileMoneyProvider = channel === 'mobile_money' ? (form.get('provider') ?? 'mtn').toUpperCase() : null;
            await fake.pay(t.reference, { channel }).catch((e: unknown) => console.error('Fake Paystack webhook:', e));
          }
        }
        const callback = fake.callbackOverride ?? t.callbackUrl;
        const back = callback ? new URL(callback) : null;
        if (!back) return send(res, 200, { status: true });
        back.searchParams.set('trxref', t.reference);
        back.searchParams.set('reference', t.reference);
        res.writeHead(303, { location: back.toString() });
        return res.end();
      }
      send(res, 404, { status: false, message: 'Not found' });
    })().catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { status: false, message: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  url = `http://${options.host ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`;
  return fake;
}
