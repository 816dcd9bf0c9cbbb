import { CryptoTokenIssuer, insertPasswordlessUsers, openDatabase } from '@cobuy/adapters';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ChildServer } from './children.js';

/**
 * The KYC upload memory scenario (issue 17, item 5): a fresh server process and investors with valid
 * sessions, each sending one 10 MB submission (three documents: 4 MB + 4 MB + 2 MB of random bytes behind real
 * magic bytes), first 10 one at a time, then 10 at the same time. The server's resident memory (VmRSS in
 * /proc/<pid>/status) is read every 10 ms during each phase; the difference between the two peaks, divided by
 * the 9 extra uploads in flight, is what each concurrent upload costs beyond a fixed base, compared with the
 * goal of at most 2 MB. The peak of ten at once over the idle base, divided by ten, is printed too. A warm-up
 * submission runs first, so the base already holds the code paths and pools an upload uses.
 */

const CONCURRENT = 10;
const MB = 1024 * 1024;
const UPLOAD_MEMORY_GOAL_BYTES = 2 * MB;
const BOUNDARY = '----cobuy-bench-upload-7d1f';

const FIELDS: Record<string, string> = {
  fullName: 'Bench Investor',
  dateOfBirth: '1988-04-12',
  nationality: 'gh',
  phoneNumber: '+233 24 123 4567',
  address: '12 Oxford Street, Osu',
  city: 'Accra',
  postalCode: 'GA-123',
  country: 'ghana',
  documentType: 'passport',
  documentNumber: 'G1234567',
  proofOfAddressType: 'utility_bill',
  sourceOfFunds: 'employment',
  employmentStatus: 'employed',
  occupation: 'Engineer',
  annualIncome: '85000',
  isPoliticallyExposed: 'false',
};

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** A file of `size` random bytes behind the magic bytes of its type (random: nothing compresses it on the way). */
function document(type: 'pdf' | 'jpeg', size: number): Buffer {
  const magic =
    type === 'pdf'
      ? Buffer.from('%PDF-1.4\n', 'latin1')
      : Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
  return Buffer.concat([magic, randomBytes(size - magic.length)]);
}

/** One complete submission of about 10 MB, as the wizard's form sends it. */
function submissionBody(): Buffer {
  const now = new Date();
  const fields: Record<string, string> = {
    ...FIELDS,
    documentExpiryDate: isoDay(new Date(now.getTime() + 3 * 365 * 24 * 3600 * 1000)),
    proofOfAddressDate: isoDay(new Date(now.getTime() - 30 * 24 * 3600 * 1000)),
  };
  const files: [string, string, string, Buffer][] = [
    ['documentFront', 'passport.pdf', 'application/pdf', document('pdf', 4 * MB)],
    ['proofOfAddress', 'bill.pdf', 'application/pdf', document('pdf', 4 * MB)],
    ['selfie', 'me.jpg', 'image/jpeg', document('jpeg', 2 * MB)],
  ];
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, fileName, type, content] of files) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\n` +
          `Content-Type: ${type}\r\n\r\n`,
      ),
      content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

/** Investors with a session each, written straight to the database (the API's sign-up is rate-limited per IP). */
async function investorsWithSessions(databaseUrl: string, count: number): Promise<string[]> {
  const db = await openDatabase({ databaseUrl, poolSize: 1 });
  try {
    const now = new Date();
    const stamp = Date.now().toString(36);
    const ids = await insertPasswordlessUsers(
      db.em(),
      Array.from({ length: count }, (_, i) => ({
        username: `bench_upload_${stamp}_${i}`,
        email: `upload-${stamp}-${i}@bench.cobuy.invalid`,
        firstName: 'Bench',
        lastName: `Upload${i}`,
      })),
      now,
    );
    const tokens = new CryptoTokenIssuer();
    const sessions = ids.map((userId) => ({ userId, ...tokens.issueSessionToken() }));
    const expires = new Date(now.getTime() + 24 * 3600 * 1000);
    for (const s of sessions) {
      await db
        .em()
        .execute(
          'insert into sessions (user_id, token_hash, created_at, expires_at) values (?, ?, ?, ?)',
          [s.userId, s.tokenHash, now, expires],
          'run',
        );
    }
    return sessions.map((s) => s.token);
  } finally {
    await db.close();
  }
}

/**
 * POSTs one submission; resolves with the status and the answer's text. With `pause`, sends the first half,
 * reports it through `halfSent` once it has left this process, and sends the rest once `pause` resolves.
 */
function submit(
  url: string,
  token: string,
  body: Buffer,
  pause?: { readonly halfSent: () => void; readonly resume: Promise<void> },
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}/api/kyc/submit`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(body.length),
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    if (!pause) {
      req.end(body);
      return;
    }
    const half = Math.floor(body.length / 2);
    req.write(body.subarray(0, half), () => {
      pause.halfSent();
      void pause.resume.then(() => req.end(body.subarray(half)));
    });
  });
}

/** The process's resident memory in bytes, from /proc (Linux). */
async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (!kb) throw new Error(`No VmRSS in /proc/${pid}/status`);
  return Number(kb) * 1024;
}

/** One phase of the scenario: its peak over the base, and the server's own account at that peak. */
interface UploadPhase {
  readonly atOnce: number;
  readonly seconds: number;
  readonly peakBytes: number;
  readonly peakUsage: NodeJS.MemoryUsage;
}

export interface UploadMemoryReport {
  readonly uploads: number;
  readonly bodyBytes: number;
  readonly baseBytes: number;
  readonly baseUsage: NodeJS.MemoryUsage;
  /** The same uploads one after another: the fixed base (what streaming 100 MB costs whatever the concurrency). */
  readonly oneAtATime: UploadPhase;
  readonly allAtOnce: UploadPhase;
  readonly afterBytes: number;
  /**
   * In use (V8 heap + Buffers, after a full collection) with all uploads paused half-way, over the same when
   * idle, per upload: what an open upload holds, without any garbage.
   */
  readonly heldPerUploadBytes: number;
  /** What each upload in flight adds: (peak all at once − peak one at a time) ÷ (uploads − 1). */
  readonly perUploadBytes: number;
  readonly failures: readonly string[];
}

const mb = (bytes: number): string => `${(bytes / MB).toFixed(1)} MB`;
const signed = (bytes: number): string => `${bytes < 0 ? '−' : '+'}${mb(Math.abs(bytes))}`;

/** One round's figures. */
export function formatUploadMemoryReport(report: UploadMemoryReport): string[] {
  const { oneAtATime: one, allAtOnce: all, baseBytes: base } = report;
  const usage = (phase: UploadPhase) =>
    `V8 heap used ${signed(phase.peakUsage.heapUsed - report.baseUsage.heapUsed)}, ` +
    `Buffers ${signed(phase.peakUsage.arrayBuffers - report.baseUsage.arrayBuffers)}`;
  return [
    `Server RSS after a warm-up submission: ${mb(base)}.`,
    `${report.uploads} submissions of ${mb(report.bodyBytes)} one at a time (${one.seconds.toFixed(1)} s): ` +
      `peak ${signed(one.peakBytes - base)} (there: ${usage(one)}).`,
    `${report.uploads} submissions of ${mb(report.bodyBytes)} at once (${all.seconds.toFixed(1)} s): ` +
      `peak ${signed(all.peakBytes - base)} (there: ${usage(all)}); 2 s later ${mb(report.afterBytes)}.`,
    `Per upload: all at once over the idle base ${mb((all.peakBytes - base) / report.uploads)}; ` +
      `beyond the fixed base (one at a time) ${mb(report.perUploadBytes)}; held by an open upload (after a ` +
      `full collection, ${report.uploads} paused half-way) ${mb(report.heldPerUploadBytes)}.`,
    ...report.failures.map((f) => `Failed: ${f}`),
  ];
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The rounds together: the median per-upload figure against the goal. */
export function formatUploadMemorySummary(reports: readonly UploadMemoryReport[]): string[] {
  const perUpload = reports.map((r) => r.perUploadBytes);
  const overIdle = reports.map((r) => (r.allAtOnce.peakBytes - r.baseBytes) / r.uploads);
  const fixed = reports.map((r) => r.oneAtATime.peakBytes - r.baseBytes);
  const held = reports.map((r) => r.heldPerUploadBytes);
  const failed = reports.some((r) => r.failures.length > 0);
  const met = !failed && median(perUpload) <= UPLOAD_MEMORY_GOAL_BYTES;
  return [
    `Over ${reports.length} round(s), each on a fresh server: fixed base (peak one at a time) ` +
      `${fixed.map(mb).join(', ')}; all at once over the idle base, per upload ${overIdle.map(mb).join(', ')}.`,
    `Growth per concurrent upload beyond the fixed base: ${perUpload.map(mb).join(', ')}; median ` +
      `${mb(median(perUpload))}; goal at most ${mb(UPLOAD_MEMORY_GOAL_BYTES)}: ${met ? 'met' : 'not met'}.`,
    `Held by an open upload (no garbage): ${held.map(mb).join(', ')}; median ${mb(median(held))}.`,
  ];
}

/** Samples the server's RSS every 10 ms while `work` runs (and 200 ms after), keeping the highest. */
async function peakDuring<T>(
  server: ChildServer,
  work: () => Promise<T>,
): Promise<{ result: T; seconds: number; peakBytes: number; peakUsage: NodeJS.MemoryUsage }> {
  let peakBytes = 0;
  let peakUsage = await server.memoryUsage();
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const [rss, usage] = await Promise.all([residentBytes(server.pid), server.memoryUsage()]);
      if (rss > peakBytes) [peakBytes, peakUsage] = [rss, usage];
      await sleep(10);
    }
  })();
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  await sleep(200);
  sampling = false;
  await sampler;
  return { result, seconds, peakBytes, peakUsage };
}

/**
 * Runs the scenario against `server` (a child process serving `databaseUrl`, started for this scenario alone):
 * a warm-up, then 10 submissions one at a time, then 10 at once, each from an investor of its own. Both
 * phases move the same 100 MB, so the garbage collector's slack (how much freed memory it lets pile up before
 * it runs, whatever the concurrency) is in both peaks, and their difference is what concurrency costs.
 */
export async function measureUploadMemory(
  server: ChildServer,
  databaseUrl: string,
  log: (line: string) => void,
): Promise<UploadMemoryReport> {
  const tokens = await investorsWithSessions(databaseUrl, 3 * CONCURRENT + 1);
  // One investor each: a warm-up, then a group of CONCURRENT per phase (a submission makes its verification pending).
  const group = (phase: number) => tokens.slice(1 + phase * CONCURRENT, 1 + (phase + 1) * CONCURRENT);
  const body = submissionBody();
  log(
    `${CONCURRENT} submissions of ${mb(body.length)} one at a time, then ${CONCURRENT} at once, each from an ` +
      'investor of its own; a warm-up first.',
  );
  const failures: string[] = [];
  const check = (answers: { status: number; text: string }[], phase: string) => {
    answers.forEach((a, i) => {
      if (a.status !== 201) failures.push(`${phase}, investor ${i + 1}: ${a.status} ${a.text.slice(0, 200)}`);
    });
  };

  const warmUp = await submit(server.url, tokens[0]!, body);
  if (warmUp.status !== 201) throw new Error(`The warm-up submission answered ${warmUp.status}: ${warmUp.text}`);
  await sleep(2_000);
  const baseBytes = await residentBytes(server.pid);
  const baseUsage = await server.memoryUsage();

  const sequential = await peakDuring(server, async () => {
    const answers = [];
    for (const token of group(0)) answers.push(await submit(server.url, token, body));
    return answers;
  });
  check(sequential.result, 'one at a time');
  await sleep(2_000);
  const concurrent = await peakDuring(server, () =>
    Promise.all(group(1).map((token) => submit(server.url, token, body))),
  );
  check(concurrent.result, 'at once');
  await sleep(2_000);
  const afterBytes = await residentBytes(server.pid);

  // What open uploads hold: all paused half-way, garbage collected, against the same when idle.
  const inUse = (u: NodeJS.MemoryUsage) => u.heapUsed + u.arrayBuffers;
  const idle = inUse(await server.memoryUsage({ collect: true }));
  let resume: () => void = () => undefined;
  const resumed = new Promise<void>((r) => (resume = r));
  const halves: Promise<void>[] = [];
  const paused = group(2).map((token) => {
    let halfSent: () => void = () => undefined;
    halves.push(new Promise<void>((r) => (halfSent = r)));
    return submit(server.url, token, body, { halfSent, resume: resumed });
  });
  await Promise.all(halves);
  // Long enough for the server to take in what is on the way, well within its 10 s without progress.
  await sleep(1_000);
  const open = inUse(await server.memoryUsage({ collect: true }));
  resume();
  check(await Promise.all(paused), 'paused half-way');

  const phase = (atOnce: number, p: typeof sequential): UploadPhase => ({
    atOnce,
    seconds: p.seconds,
    peakBytes: p.peakBytes,
    peakUsage: p.peakUsage,
  });
  return {
    uploads: CONCURRENT,
    bodyBytes: body.length,
    baseBytes,
    baseUsage,
    oneAtATime: phase(1, sequential),
    allAtOnce: phase(CONCURRENT, concurrent),
    afterBytes,
    perUploadBytes: (concurrent.peakBytes - sequential.peakBytes) / (CONCURRENT - 1),
    heldPerUploadBytes: (open - idle) / CONCURRENT,
    failures,
  };
}
