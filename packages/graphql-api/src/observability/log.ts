import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { pino, stdSerializers, type DestinationStream, type Logger } from 'pino';

/**
 * The server's one logger (docs/operations.md, "Logs"): pino, one JSON object a line on stdout, written
 * asynchronously so a request never waits on the terminal; pretty (pino-pretty, in a worker thread) only when
 * NODE_ENV=development. Every line written while a request, a job or an event consumer runs carries its
 * correlation id, from an AsyncLocalStorage that the request's first middleware (or `asJob`) opens, so use
 * cases, adapters and the work a request starts need not be handed the id. Secrets never reach a line:
 * `redact` censors known places, and the `err` serializer scrubs what an error may carry.
 */

/** What a line is about: a request's or a job's correlation (also the use cases' `RequestContext.correlationId`). */
export interface Correlation {
  readonly id: string;
  /** Set once the request's token names a user. */
  userId?: string;
  /** The route template (REST) or endpoint, for the request line and the metrics. */
  route?: string;
  /** The GraphQL operation's name. */
  operation?: string;
  /** A job or consumer: its name, and the correlation of the request that started it, if one did. */
  readonly job?: string;
  readonly causedBy?: string;
}

const storage = new AsyncLocalStorage<Correlation>();

export const currentCorrelation = (): Correlation | undefined => storage.getStore();

/** Runs `work` (synchronously started) with `correlation` as the current one. */
export const withCorrelation = <T>(correlation: Correlation, work: () => T): T => storage.run(correlation, work);

/**
 * Runs a job or consumer's round under its own correlation id (`job-…`), noting the request that started it
 * when one did, so its lines are told apart from the request's and still lead back to it.
 */
export function asJob<T>(job: string, work: () => Promise<T>): Promise<T> {
  const causedBy = storage.getStore()?.id;
  return storage.run({ id: `job-${randomUUID()}`, job, ...(causedBy ? { causedBy } : {}) }, async () => {
    const started = performance.now();
    const result = await work();
    logger.debug({ durationMs: Math.round((performance.now() - started) * 10) / 10 }, 'job finished');
    return result;
  });
}

/** An incoming `X-Request-Id` (or `X-Correlation-Id`) is kept when it is this sane; otherwise one is made. */
const SANE_ID = /^[\w.:-]{1,64}$/;

export function correlationIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && SANE_ID.test(header) ? header : randomUUID();
}

const CENSOR = '[redacted]';

/** Field names whose values are secrets wherever they appear in a logged object. */
const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'passwordHash',
  'token',
  'accessToken',
  'resetCode',
  'secret',
  'key',
  'apiKey',
  'partnerKey',
  'keyHash',
  'tokenHash',
  'authorization',
  'cookie',
  'content',
  'bytes',
  'document',
  'smtpUrl',
  'pass',
];

/**
 * Places pino's redaction censors (fast-redact: exact paths, `*` for one level). The request line and the
 * error lines hold none of these; they are the net for a line that one day logs an input, a header or a mail.
 */
const REDACT_PATHS = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  ...SECRET_FIELDS.map((field) => `*.*.${field}`),
  'headers["x-api-key"]',
  '*.headers["x-api-key"]',
  '*.headers["x-partner-key"]',
];

const SECRET_FIELD = new RegExp(`^(${SECRET_FIELDS.join('|')})$`, 'i');

/**
 * Text that looks like a credential or raw bytes inside a message (a driver's SQL, a library's error), but for long
 * tokens (below).
 */
const FRAME_TEXT: readonly [RegExp, string][] = [
  [/(bearer|basic)\s+[^\s"',]+/gi, `$1 ${CENSOR}`],
  // bytea literals and long hex runs (document bytes, key material, hashes) in SQL an error quotes.
  [/\\x[0-9a-f]{16,}/gi, '[bytes]'],
  [/\b[0-9a-f]{40,}\b/gi, '[hex]'],
  // URLs with a password (SMTP_URL, DATABASE_URL).
  [/(\w+:\/\/[^:/\s]+:)[^@\s]+@/g, `$1${CENSOR}@`],
];

/** Long random-looking tokens (session tokens, partner keys, base64 key material). */
const LONG_TOKEN: [RegExp, string] = [/\b[A-Za-z0-9_+/-]{32,}={0,2}/g, CENSOR];

/** Every pattern, for any text but a stack's frames. */
const SECRET_TEXT: readonly [RegExp, string][] = [...FRAME_TEXT, LONG_TOKEN];

function scrubText(text: string, patterns: readonly [RegExp, string][] = SECRET_TEXT): string {
  let out = text;
  for (const [pattern, replacement] of patterns) out = out.replace(pattern, replacement);
  return out;
}

/**
 * A stack's frames name files and functions, whose paths (`@apollo/server/dist/esm/ApolloServer.js`) read as long
 * tokens: the frames keep every pattern but LONG_TOKEN, and the message above them keeps all.
 */
const FIRST_FRAME = /\n\s+at /;

function scrubStack(stack: string): string {
  const frames = FIRST_FRAME.exec(stack);
  if (!frames) return scrubText(stack);
  return scrubText(stack.slice(0, frames.index)) + scrubText(stack.slice(frames.index), FRAME_TEXT);
}

/** A copy of `value` without secrets: secret-named fields censored, bytes summarised, strings scrubbed. */
function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Uint8Array || value instanceof ArrayBuffer) return `[${value.byteLength} bytes]`;
  if (depth > 5) return '[…]';
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => scrub(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (SECRET_FIELD.test(key) && item !== undefined && item !== null) out[key] = CENSOR;
    else out[key] = key === 'stack' && typeof item === 'string' ? scrubStack(item) : scrub(item, depth + 1);
  }
  return out;
}

/** pino's error serializer (type, message, stack, cause, own fields), then scrubbed. */
const errSerializer = (error: Error): unknown => scrub(stdSerializers.err(error));

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export interface LogSettings {
  readonly level: string;
  readonly pretty: boolean;
}

/**
 * LOG_LEVEL (fatal, error, warn, info, debug, trace, silent); `info` by default, `silent` under tests (a test
 * that reads the lines captures them with its own level). Pretty only with NODE_ENV=development.
 */
function readLogSettings(env: NodeJS.ProcessEnv): LogSettings {
  const testing = env.NODE_ENV === 'test';
  const level = env.LOG_LEVEL?.trim().toLowerCase() || (testing ? 'silent' : 'info');
  if (!LEVELS.includes(level)) throw new Error(`LOG_LEVEL must be one of ${LEVELS.join(', ')} (it is "${level}")`);
  return { level, pretty: env.NODE_ENV === 'development' };
}

/** Builds a logger; `destination` for a test that reads the lines, stdout (asynchronous) otherwise. */
export function createLogger(settings: LogSettings, destination?: DestinationStream): Logger {
  const options = {
    level: settings.level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    // Level names (`"level":"warn"`) read better than pino's numbers; pino-pretty wants the numbers.
    ...(settings.pretty && !destination ? {} : { formatters: { level: (label: string) => ({ level: label }) } }),
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    serializers: { err: errSerializer, error: errSerializer },
    mixin: () => {
      const c = storage.getStore();
      if (!c) return {};
      return c.job
        ? { correlationId: c.id, job: c.job, ...(c.causedBy ? { causedBy: c.causedBy } : {}) }
        : { correlationId: c.id };
    },
  };
  if (destination) return pino(options, destination);
  if (settings.pretty) return pino({ ...options, transport: { target: 'pino-pretty' } });
  const stdout = pino.destination({ dest: 1, sync: false, minLength: STDOUT_BATCH_BYTES });
  // A quiet process still writes what it has within a second; pino writes the rest at exit (flushSync).
  setInterval(() => stdout.flush(), STDOUT_FLUSH_MS).unref();
  return pino(options, stdout);
}

/**
 * Lines are written to stdout in batches of about 4 KB (a dozen request lines) instead of one write a line: each
 * write was an asynchronous file-system call through libuv's thread pool, about a tenth of the CPU of a small
 * request (docs/performance.md, "Third round, the lists"). No line waits longer than STDOUT_FLUSH_MS.
 */
const STDOUT_BATCH_BYTES = 4096;
const STDOUT_FLUSH_MS = 1_000;

/**
 * The request line's logger: the process's, without `redact`. That line is built here from fixed fields (method,
 * route template, operation name, status, duration, user and correlation ids), none of them a secret or an input,
 * and pino's redaction of the paths above costs about 55 µs of CPU a line (a flat line, 100,000 lines), more than
 * the rest of the line's writing by twenty times: a fixed cost on every request (docs/performance.md, "Third
 * round, the lists"). Every other line keeps it.
 */
const withoutRedaction = (parent: Logger): Logger => parent.child({}, { redact: [] });

/** The process's logger (a live binding: `useLogger` swaps it, and every importer sees the new one). */
export let logger: Logger = createLogger(readLogSettings(process.env));

/** The request lines' (request-log.ts); swapped with `logger`. */
export let requestLineLogger: Logger = withoutRedaction(logger);

/** Replaces the process's logger (main.ts with the configured settings; a test that captures the lines). */
export function useLogger(next: Logger): void {
  logger = next;
  requestLineLogger = withoutRedaction(next);
}
