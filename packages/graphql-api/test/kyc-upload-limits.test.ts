import { CHUNK_BYTES } from '@cobuy/adapters';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../src/testing/test-server.js';
import { adminAccount, bearer, newAccount, type TestAccount } from './support/accounts-helpers.js';
import { bigPdf, KYC_BOUNDARY, kycMultipartBody, TINY_JPEG, TINY_PDF } from './support/kyc-helpers.js';

/*
 * KYC uploads under abuse (issue 17, item 5), over the real server: the limit and the state are checked
 * before a byte of the body is read, uploads take slots (here 1 per investor, 3 in all), a body that stalls
 * or trickles is cut (here after 1 s without progress or 6 s in all), and the documents stream into the
 * encrypted store, so a refused or abandoned upload leaves no row. "Unread" is measured on the server's own
 * sockets: the bytes it read from a connection.
 */

const server = useTestServer({
  seed: false,
  env: {
    UPLOAD_SLOTS_PER_USER: '1',
    UPLOAD_SLOTS_TOTAL: '3',
    UPLOAD_IDLE_TIMEOUT_MS: '1000',
    UPLOAD_BODY_TIMEOUT_MS: '6000',
  },
});

const MB = 1024 * 1024;
/** What the server may read of a refused body: the bounded discard after an early answer (4 MB) and a margin. */
const UNREAD_BOUND = 5 * MB;

/** The server's side of each connection, by the client's port. */
const serverSockets = new Map<number, Socket>();
beforeAll(() => {
  server.httpServer.on('connection', (socket: Socket) => serverSockets.set(socket.remotePort!, socket));
});
/** What the server read from a connection in all, once its side is closed. */
async function serverRead(port: number): Promise<number> {
  const socket = serverSockets.get(port);
  if (!socket) throw new Error(`no server-side connection from port ${port}`);
  await expect.poll(() => socket.destroyed, { timeout: 10_000 }).toBe(true);
  return socket.bytesRead;
}

const completeForm = (extra: { name: string; content: Uint8Array }[] = []) =>
  kycMultipartBody([
    { name: 'documentFront', content: TINY_JPEG },
    { name: 'proofOfAddress', content: TINY_PDF },
    { name: 'selfie', content: TINY_JPEG },
    ...extra,
  ]);

/** The form with `front` as the identity document: the large part comes last but one, after every field. */
const formWithFront = (front: Uint8Array) =>
  kycMultipartBody([
    { name: 'proofOfAddress', content: TINY_PDF },
    { name: 'selfie', content: TINY_JPEG },
    { name: 'documentFront', content: front },
  ]);

interface Answer {
  readonly status: number;
  readonly headers: string;
  readonly body: any;
}

/** An upload over a raw socket, so a test decides what is sent when, and sees when the server answers. */
class RawUpload {
  readonly socket: Socket;
  private received = '';
  private ended = false;
  private readonly closed: Promise<void>;
  private localPort: number | undefined;
  sent = 0;

  constructor(
    token: string,
    private readonly body: Buffer,
  ) {
    this.socket = connect((server.httpServer.address() as AddressInfo).port, '127.0.0.1');
    this.socket.once('connect', () => (this.localPort = this.socket.localPort));
    this.socket.setEncoding('latin1');
    this.socket.on('data', (chunk: string) => (this.received += chunk));
    this.socket.on('end', () => (this.ended = true));
    this.socket.on('error', () => undefined); // the server closes while we still write: EPIPE / ECONNRESET
    this.closed = new Promise((resolve) => this.socket.once('close', () => resolve()));
    this.socket.write(
      `POST /api/kyc/submit HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n` +
        `Content-Type: multipart/form-data; boundary=${KYC_BOUNDARY}\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
  }

  /** The client's port: how the server's side of this connection is found (kept: a closed socket forgets it). */
  get port(): number {
    if (this.localPort === undefined) throw new Error('not connected yet');
    return this.localPort;
  }

  get answered(): boolean {
    return /\r\n\r\n/.test(this.received);
  }

  /** The server closed its side (FIN). */
  get closedByServer(): boolean {
    return this.ended;
  }

  /** Sends the next `bytes` of the body (all that is left by default) as fast as the server reads, until it answers. */
  async send(bytes = this.body.length - this.sent): Promise<void> {
    const until = Math.min(this.body.length, this.sent + bytes);
    while (this.sent < until && !this.answered && !this.socket.destroyed) {
      const piece = this.body.subarray(this.sent, Math.min(until, this.sent + 64 * 1024));
      this.sent += piece.length;
      if (!this.socket.write(piece)) {
        await Promise.race([
          new Promise((resolve) => this.socket.once('drain', resolve)),
          this.closed,
          new Promise((resolve) => this.socket.once('data', resolve)),
        ]);
      }
    }
  }

  /** Sends one byte every `everyMs` until the server answers or `maxMs` pass. */
  async trickle(everyMs: number, maxMs: number): Promise<void> {
    const deadline = Date.now() + maxMs;
    while (!this.answered && !this.socket.destroyed && Date.now() < deadline && this.sent < this.body.length) {
      this.socket.write(this.body.subarray(this.sent, this.sent + 1));
      this.sent += 1;
      await sleep(everyMs);
    }
  }

  async answer(): Promise<Answer> {
    await expect.poll(() => this.received, { timeout: 15_000 }).toMatch(/\r\n\r\n\{.*\}$/s);
    const [head, json] = this.received.split('\r\n\r\n') as [string, string];
    return { status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body: JSON.parse(json) };
  }

  /** Waits until the server has taken this upload in (read more than the headers): it holds its slot then. */
  async heldByServer(): Promise<void> {
    await expect.poll(() => serverSockets.get(this.port)?.bytesRead ?? 0, { timeout: 10_000 }).toBeGreaterThan(10_000);
  }

  async hangUp(): Promise<void> {
    this.socket.destroy();
    await this.closed;
  }
}

async function submit(account: TestAccount, body: Buffer): Promise<Answer> {
  const res = await fetch(`${server.url}/api/kyc/submit`, {
    method: 'POST',
    headers: { ...bearer(account.token), 'content-type': `multipart/form-data; boundary=${KYC_BOUNDARY}` },
    body,
  });
  return { status: res.status, headers: '', body: await res.json() };
}

const count = async (sql: string, params: unknown[] = []): Promise<number> =>
  Number((await server.db.em().execute<{ n: number }[]>(sql, params))[0]!.n);
const storedFiles = () => count('select count(*)::int as n from stored_files');
const storedChunks = () => count('select count(*)::int as n from stored_file_chunks');
const stagedFiles = () => count('select count(*)::int as n from stored_files where staged_at is not null');

describe('KYC uploads: checks before the body, slots, deadlines, streaming', () => {
  it('answers an investor over the limit, or whose verification takes no submission, without reading the body', async () => {
    const investor = await newAccount(server);
    expect((await submit(investor, completeForm())).status).toBe(201);
    const files = await storedFiles();
    const chunks = await storedChunks();

    // Pending now: a second submission is refused by the state, before its 10 MB are read.
    const pending = new RawUpload(investor.token, formWithFront(bigPdf(10 * MB - 100)));
    void pending.send();
    expect(await pending.answer()).toMatchObject({ status: 409, body: { code: 'KYC.INVALID_TRANSITION' } });
    await pending.hangUp();
    expect(await serverRead(pending.port)).toBeLessThan(UNREAD_BOUND);

    // Attempts 3 to 5 count too (the limit is 5 an hour, and an admitted submission counted once, not twice).
    for (let attempt = 3; attempt <= 5; attempt++) {
      expect((await submit(investor, completeForm())).status, `attempt ${attempt}`).toBe(409);
    }

    // The sixth: 40 MB in four documents, answered 429 before the body is read.
    const big = kycMultipartBody([
      { name: 'documentFront', content: bigPdf(10 * MB - 1000) },
      { name: 'documentBack', content: bigPdf(10 * MB - 1000) },
      { name: 'proofOfAddress', content: bigPdf(10 * MB - 1000) },
      { name: 'selfie', content: bigPdf(10 * MB - 1000) },
    ]);
    expect(big.length).toBeGreaterThan(39 * MB);
    const limited = new RawUpload(investor.token, big);
    void limited.send();
    const answer = await limited.answer();
    expect(answer).toMatchObject({ status: 429, body: { code: 'ACCOUNTS.RATE_LIMITED' } });
    expect(answer.headers).toMatch(/\r\nretry-after: \d+/);
    // The answer came while the client still had most of its body to send.
    expect(limited.sent).toBeLessThan(big.length / 2);
    await limited.hangUp();
    expect(await serverRead(limited.port)).toBeLessThan(UNREAD_BOUND);

    expect(await storedFiles()).toBe(files);
    expect(await storedChunks()).toBe(chunks);
  });

  it('stores a full submission in encrypted chunks that decrypt to the same bytes, and serves them as a stream', async () => {
    const admin = await adminAccount(server);
    const investor = await newAccount(server);
    const front = bigPdf(3 * MB + 12_345);
    const res = await submit(investor, formWithFront(front));
    expect(res.status, JSON.stringify(res.body)).toBe(201);

    const [row] = await server.db
      .em()
      .execute<{ key: string; kyc_id: number; chunk_count: number; byte_size: number; ciphertext: unknown }[]>(
        `select f.key, k.id as kyc_id, f.chunk_count, f.byte_size, f.ciphertext
           from kyc_verifications k join stored_files f on f.key = k.document_front_key where k.user_id = ?`,
        [investor.id],
      );
    const chunks = Math.ceil(front.length / CHUNK_BYTES);
    expect(chunks).toBeGreaterThan(10);
    expect(row).toMatchObject({ chunk_count: chunks, byte_size: front.length, ciphertext: null });
    const marker = front.subarray(1_000_000, 1_000_032);
    expect(
      await count(
        'select count(*)::int as n from stored_file_chunks where file_key = ? and position(?::bytea in bytes) > 0',
        [row!.key, marker],
      ),
    ).toBe(0);
    expect(await count('select count(*)::int as n from stored_file_chunks where file_key = ?', [row!.key])).toBe(
      chunks,
    );
    expect(await stagedFiles()).toBe(0);

    for (const account of [investor, admin]) {
      const download = await fetch(`${server.url}/api/kyc/${row!.kyc_id}/documents/documentFront`, {
        headers: bearer(account.token),
      });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-length')).toBe(String(front.length));
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await download.arrayBuffer()).equals(front)).toBe(true);
    }
  });

  it('takes one upload per investor and three in all; more are refused (429, 503) unread, and hang-ups leave no rows', async () => {
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => newAccount(server)));
    const files = await storedFiles();
    const chunks = await storedChunks();
    const body = () => formWithFront(bigPdf(10 * MB - 100));

    // Three uploads in progress: each has sent its fields and the first 600 KB, and keeps sending slowly.
    const held = [new RawUpload(a!.token, body()), new RawUpload(b!.token, body()), new RawUpload(c!.token, body())];
    for (const upload of held) {
      await upload.send(600 * 1024);
      await upload.heldByServer();
    }
    const trickling = held.map((upload) => upload.trickle(200, 20_000));
    // Their first chunks are staged while they arrive.
    await expect.poll(stagedFiles).toBeGreaterThanOrEqual(3);

    const second = new RawUpload(a!.token, body());
    void second.send();
    const tooMany = await second.answer();
    expect(tooMany).toMatchObject({ status: 429, body: { code: 'UPLOAD.TOO_MANY_AT_ONCE' } });
    expect(tooMany.headers).toMatch(/\r\nretry-after: 10\r\n/);
    await second.hangUp();
    expect(await serverRead(second.port)).toBeLessThan(UNREAD_BOUND);

    const busy = new RawUpload(d!.token, body());
    void busy.send();
    const refused = await busy.answer();
    expect(refused).toMatchObject({ status: 503, body: { code: 'UPLOAD.BUSY' } });
    expect(refused.headers).toMatch(/\r\nretry-after: 10\r\n/);
    await busy.hangUp();
    expect(await serverRead(busy.port)).toBeLessThan(UNREAD_BOUND);

    // The three clients give up mid-file: their staged chunks are deleted and their slots freed.
    await Promise.all(held.map((upload) => upload.hangUp()));
    await Promise.all(trickling);
    await expect.poll(stagedFiles).toBe(0);
    expect(await storedFiles()).toBe(files);
    expect(await storedChunks()).toBe(chunks);
    // The slots are free again.
    expect((await submit(d!, completeForm())).status).toBe(201);
    expect((await submit(a!, completeForm())).status).toBe(201);
  });

  it('cuts an upload that stalls (408, connection closed), and one that trickles past the deadline; both leave nothing', async () => {
    const investor = await newAccount(server);
    const files = await storedFiles();
    const chunks = await storedChunks();

    const stalled = new RawUpload(investor.token, formWithFront(bigPdf(2 * MB)));
    await stalled.send(700 * 1024);
    const started = Date.now();
    const timeout = await stalled.answer();
    expect(timeout).toMatchObject({ status: 408, body: { code: 'UPLOAD.TIMEOUT' } });
    expect(Date.now() - started).toBeLessThan(4_000);
    await expect.poll(() => stalled.closedByServer).toBe(true);
    await stalled.hangUp();
    expect(await stagedFiles()).toBe(0);

    const trickler = new RawUpload(investor.token, formWithFront(bigPdf(2 * MB)));
    await trickler.send(300 * 1024);
    const trickleStart = Date.now();
    await trickler.trickle(250, 10_000);
    expect(await trickler.answer()).toMatchObject({ status: 408, body: { code: 'UPLOAD.TIMEOUT' } });
    // Never idle for a second: cut by the 6 s deadline.
    expect(Date.now() - trickleStart).toBeGreaterThan(4_500);
    await trickler.hangUp();

    expect(await stagedFiles()).toBe(0);
    expect(await storedFiles()).toBe(files);
    expect(await storedChunks()).toBe(chunks);
    // Its slot is free again (one per investor): the next submission goes through.
    expect((await submit(investor, completeForm())).status).toBe(201);
  });
});
