import { join, resolve } from 'node:path';
import type { PaymentDetails } from '@cobuy/domain';
import { readAccountsConfig, type AccountsConfig } from './auth/accounts-config.js';
import { DEFAULT_SOCKET_LIMITS, type SocketLimits } from './http/socket-admission.js';
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from './http/upload-gate.js';

/** Everything the server reads from its environment, read once at start-up. */
/** The assistant's optional language model (docs/assistant.md): an OpenAI-compatible chat endpoint. */
export interface AssistantModelConfig {
  readonly baseUrl: string;
  readonly model: string;
  readonly apiKey?: string;
  readonly timeoutMs: number;
}

export interface ServerConfig {
  /** The bearer token /metrics asks for (METRICS_TOKEN); null: /metrics is not served (404). */
  readonly metricsToken: string | null;
  readonly port: number;
  readonly host: string;
  readonly databaseUrl?: string;
  readonly dataDir: string;
  readonly redisUrl?: string;
  readonly production: boolean;
  /** The built web app; served when the folder exists. */
  readonly webDistDir: string;
  /**
   * The web app's server build (`dist-ssr/entry-server.js` beside webDistDir), which renders the public pages a
   * visitor lands on (docs/web-performance.md); used when the file exists. SERVER_RENDER=off serves every page as
   * the plain index.html, drawn by the browser.
   */
  readonly webServerEntry: string | null;
  readonly seedDemoData: boolean;
  /**
   * Which proxies may tell the client's address in X-Forwarded-For (Express's `trust proxy` syntax:
   * `loopback`, an address or subnet list, a hop count). One setting for HTTP and WebSocket alike.
   */
  readonly trustProxy: string | number;
  /** FILE_ENCRYPTION_KEYS / FILE_ENCRYPTION_KEY as given; the composition root builds the keyring from them. */
  readonly fileEncryption: { readonly FILE_ENCRYPTION_KEYS?: string; readonly FILE_ENCRYPTION_KEY?: string };
  /**
   * MAIL_SETTINGS_KEYS / MAIL_SETTINGS_KEY as given: the key that seals the Email Settings app password
   * (required in production; the composition root builds the keyring and refuses to start without it).
   */
  readonly mailSettingsKeys: { readonly MAIL_SETTINGS_KEYS?: string; readonly MAIL_SETTINGS_KEY?: string };
  readonly accounts: AccountsConfig;
  /**
   * The bank account that payment instructions quote (PAYMENT_* variables), and which of them are missing:
   * the composition root refuses to start in production without all of them.
   */
  readonly payments: { readonly details: PaymentDetails; readonly missing: readonly string[] };
  /**
   * Paying online (docs/payments.md): `paystack` with PAYSTACK_SECRET_KEY (PAYSTACK_BASE_URL, default Paystack's
   * API); without a key, `fake` in development (main.ts starts the fake provider and fills in its key and URL) and
   * `off` in production and tests: bank transfer only.
   */
  readonly onlinePayments: OnlinePaymentsConfig;
  /**
   * GraphQL queries run compiled by graphql-jit (docs/graphql-execution.md); GRAPHQL_JIT=off runs them on
   * graphql-js, for comparing the two.
   */
  readonly graphqlJit: boolean;
  /**
   * ASSISTANT_MODEL_URL (the API base, e.g. https://api.openai.com/v1), ASSISTANT_MODEL (its model name),
   * ASSISTANT_MODEL_KEY (optional bearer key), ASSISTANT_MODEL_TIMEOUT_MS (8000): null when no URL is set, and
   * the assistant answers with its built-in text alone.
   */
  readonly assistantModel: AssistantModelConfig | null;
  /**
   * WebSockets (graphql-ws, /ws) open at once per account (SOCKETS_PER_USER, 10) and per client address
   * (SOCKETS_PER_IP, 50), counted in this process (docs/accounts.md, "Live connections").
   */
  readonly socketLimits: SocketLimits;
  /**
   * The PostgreSQL pool (DB_* variables; docs/operations.md): its size and time limits, in milliseconds. Those
   * not set keep the database adapter's defaults (10 connections; 5 s, 15 s, 30 s).
   */
  readonly database: {
    readonly poolSize?: number;
    readonly acquireTimeoutMs?: number;
    readonly statementTimeoutMs?: number;
    readonly idleInTransactionTimeoutMs?: number;
  };
  /**
   * Upload slots and body deadlines (docs/kyc.md): UPLOAD_SLOTS_PER_USER (2), UPLOAD_SLOTS_TOTAL (16),
   * UPLOAD_BODY_TIMEOUT_MS (60000), UPLOAD_IDLE_TIMEOUT_MS (10000).
   */
  readonly uploads: UploadLimits;
  /**
   * Live connections (docs/notifications.md): every `heartbeatMs` each WebSocket is pinged, and one that has not
   * answered the previous ping is dropped (SOCKET_HEARTBEAT_SECONDS, 30); a /ws socket that has not sent its auth
   * message within `authTimeoutMs` is closed with 4408 (WS_AUTH_TIMEOUT_SECONDS, 10).
   */
  readonly liveSockets: { readonly heartbeatMs: number; readonly authTimeoutMs: number };
  /**
   * AML screening of KYC submissions (docs/kyc.md, "AML screening"): a yente instance (AML_SCREENING_URL,
   * AML_SCREENING_DATASET, AML_SCREENING_API_KEY, AML_SCREENING_TIMEOUT_MS, AML_SCREENING_THRESHOLD), the
   * in-repository fake (AML_SCREENING=fake; the default in development, refused in production), or none
   * (AML_SCREENING=off; the default in production without a URL, and in tests).
   */
  readonly amlScreening: AmlScreeningConfig;
  /**
   * The optional exchange-rate provider (docs/currencies.md, "Provider"), off unless RATES_PROVIDER_URL is set:
   * fetched every RATES_PROVIDER_INTERVAL_MINUTES (60) by one process of many, each request cut after
   * RATES_PROVIDER_TIMEOUT_MS (10000).
   */
  readonly ratesProvider: { readonly url: string; readonly intervalMs: number; readonly timeoutMs: number } | null;
  /**
   * Machine translation for `/api/translate` (docs/i18n.md, "Content translations"): a LibreTranslate server
   * (TRANSLATE_URL, TRANSLATE_API_KEY optional), each request cut after TRANSLATE_TIMEOUT_MS (3000); off (stored
   * translations or the original) when TRANSLATE_URL is unset.
   */
  readonly translation: { readonly url: string; readonly apiKey?: string; readonly timeoutMs: number } | null;
}

export type AmlScreeningConfig =
  | { readonly kind: 'off' }
  | { readonly kind: 'fake'; readonly threshold: number; readonly timeoutMs: number }
  | {
      readonly kind: 'yente';
      readonly url: string;
      readonly dataset: string;
      readonly apiKey?: string;
      readonly timeoutMs: number;
      readonly threshold: number;
    };

function amlScreening(env: NodeJS.ProcessEnv, production: boolean): AmlScreeningConfig {
  const url = env.AML_SCREENING_URL?.trim();
  const mode = env.AML_SCREENING?.trim();
  if (mode && !['off', 'fake', 'yente'].includes(mode)) {
    throw new Error(`AML_SCREENING must be off, fake or yente, got "${mode}"`);
  }
  const thresholdText = env.AML_SCREENING_THRESHOLD?.trim();
  const threshold = thresholdText ? Number(thresholdText) : 0.7;
  if (!/^(0(\.\d+)?|1(\.0+)?)$/.test(thresholdText ?? '0.7') || threshold <= 0) {
    throw new Error(`AML_SCREENING_THRESHOLD must be a number above 0 and at most 1, got "${thresholdText}"`);
  }
  const timeoutMs = positiveInteger('AML_SCREENING_TIMEOUT_MS', env.AML_SCREENING_TIMEOUT_MS, 10_000);
  if (mode === 'off') return { kind: 'off' };
  if (url) {
    if (!/^https?:\/\//.test(url)) throw new Error('AML_SCREENING_URL must start with http:// or https://');
    const apiKey = env.AML_SCREENING_API_KEY?.trim() || undefined;
    return {
      kind: 'yente',
      url,
      dataset: env.AML_SCREENING_DATASET?.trim() || 'default',
      ...(apiKey ? { apiKey } : {}),
      timeoutMs,
      threshold,
    };
  }
  if (mode === 'yente') throw new Error('AML_SCREENING=yente needs AML_SCREENING_URL');
  if (mode === 'fake') {
    if (production) throw new Error('AML_SCREENING=fake screens against fictitious lists: not in production');
    return { kind: 'fake', threshold, timeoutMs };
  }
  // Development screens against the fake by default; tests and production screen nothing unless told.
  return !production && (env.NODE_ENV ?? 'development') === 'development'
    ? { kind: 'fake', threshold, timeoutMs }
    : { kind: 'off' };
}

export interface OnlinePaymentsConfig {
  readonly mode: 'paystack' | 'fake' | 'off';
  readonly secretKey?: string;
  readonly baseUrl?: string;
}

function onlinePayments(env: NodeJS.ProcessEnv, production: boolean): OnlinePaymentsConfig {
  const secretKey = env.PAYSTACK_SECRET_KEY?.trim() || undefined;
  const baseUrl = env.PAYSTACK_BASE_URL?.trim() || undefined;
  if (baseUrl && !/^https?:\/\//.test(baseUrl))
    throw new Error('PAYSTACK_BASE_URL must start with http:// or https://');
  if (secretKey) return { mode: 'paystack', secretKey, baseUrl };
  return { mode: production || env.NODE_ENV === 'test' ? 'off' : 'fake' };
}

/** Outside production, clearly fictitious details stand in; production must name the real account. */
const DEMO_PAYMENT_DETAILS: PaymentDetails = {
  method: 'Bank transfer',
  bankName: 'Demo Bank Ghana (not a real account)',
  accountName: 'CoBuy Accra Client Escrow (demo)',
  accountNumber: '0000000000000',
  swiftCode: 'DEMOGHAC',
  branch: 'Airport City, Accra',
};

const PAYMENT_VARIABLES = {
  bankName: 'PAYMENT_BANK_NAME',
  accountName: 'PAYMENT_ACCOUNT_NAME',
  accountNumber: 'PAYMENT_ACCOUNT_NUMBER',
  swiftCode: 'PAYMENT_SWIFT_CODE',
  branch: 'PAYMENT_BRANCH',
} as const;

function paymentDetails(env: NodeJS.ProcessEnv): ServerConfig['payments'] {
  const given = Object.fromEntries(
    Object.entries(PAYMENT_VARIABLES).map(([field, name]) => [field, env[name]?.trim() || undefined]),
  ) as Record<keyof typeof PAYMENT_VARIABLES, string | undefined>;
  const missing = Object.entries(PAYMENT_VARIABLES).filter(([field]) => !given[field as keyof typeof given]);
  const details: PaymentDetails = {
    method: env.PAYMENT_METHOD?.trim() || DEMO_PAYMENT_DETAILS.method,
    bankName: given.bankName ?? DEMO_PAYMENT_DETAILS.bankName,
    accountName: given.accountName ?? DEMO_PAYMENT_DETAILS.accountName,
    accountNumber: given.accountNumber ?? DEMO_PAYMENT_DETAILS.accountNumber,
    swiftCode: given.swiftCode ?? DEMO_PAYMENT_DETAILS.swiftCode,
    branch: given.branch ?? DEMO_PAYMENT_DETAILS.branch,
  };
  return { details, missing: missing.map(([, name]) => name) };
}

/** Development listens on this machine only; production (in a container, behind a proxy) on every interface. */
function host(value: string | undefined, production: boolean): string {
  return value?.trim() || (production ? '0.0.0.0' : '127.0.0.1');
}

const isLoopback = (address: string): boolean =>
  address === 'localhost' || address === '::1' || /^127\.\d+\.\d+\.\d+$/.test(address);

function trustProxy(value: string | undefined): string | number {
  const text = value?.trim();
  if (!text) return 'loopback';
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true') {
    throw new Error('TRUST_PROXY=true would let any client choose its own address: name the proxies or a hop count');
  }
  return text;
}

function socketCap(name: string, value: string | undefined, fallback: number): number {
  const text = value?.trim();
  if (!text) return fallback;
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < 1 || n > 100_000)
    throw new Error(`${name} must be a whole number from 1 to 100000, got "${value}"`);
  return n;
}

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of at least 1, got "${value}"`);
  return n;
}

/**
 * An upload's staged documents older than 15 minutes are taken for a dead process's leftovers and deleted
 * (PurgeAbandonedUploads): a body may take at most 10.
 */
const MAX_UPLOAD_BODY_TIMEOUT_MS = 10 * 60_000;

function uploadLimits(env: NodeJS.ProcessEnv): UploadLimits {
  const bodyTimeoutMs = positiveInteger(
    'UPLOAD_BODY_TIMEOUT_MS',
    env.UPLOAD_BODY_TIMEOUT_MS,
    DEFAULT_UPLOAD_LIMITS.bodyTimeoutMs,
  );
  if (bodyTimeoutMs > MAX_UPLOAD_BODY_TIMEOUT_MS) {
    throw new Error(`UPLOAD_BODY_TIMEOUT_MS may be at most ${MAX_UPLOAD_BODY_TIMEOUT_MS} (10 minutes)`);
  }
  return {
    perCaller: positiveInteger('UPLOAD_SLOTS_PER_USER', env.UPLOAD_SLOTS_PER_USER, DEFAULT_UPLOAD_LIMITS.perCaller),
    total: positiveInteger('UPLOAD_SLOTS_TOTAL', env.UPLOAD_SLOTS_TOTAL, DEFAULT_UPLOAD_LIMITS.total),
    bodyTimeoutMs,
    idleTimeoutMs: positiveInteger(
      'UPLOAD_IDLE_TIMEOUT_MS',
      env.UPLOAD_IDLE_TIMEOUT_MS,
      DEFAULT_UPLOAD_LIMITS.idleTimeoutMs,
    ),
  };
}

/** A duration in seconds, fractions allowed (tests use short ones), from 0.05 to one hour. */
function seconds(name: string, value: string | undefined, fallback: number): number {
  const text = value?.trim();
  if (!text) return fallback;
  const n = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || n < 0.05 || n > 3600) {
    throw new Error(`${name} must be a number of seconds from 0.05 to 3600, got "${value}"`);
  }
  return n;
}

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`PORT must be a port number, got "${value}"`);
  return n;
}

/** A whole number of at least `min`, or undefined when the variable is not set. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, min: number): number | undefined {
  const text = env[name]?.trim();
  if (!text) return undefined;
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < min)
    throw new Error(`${name} must be a whole number of at least ${min}, got "${text}"`);
  return n;
}

function databaseLimits(env: NodeJS.ProcessEnv): ServerConfig['database'] {
  return {
    poolSize: wholeNumber(env, 'DB_POOL_SIZE', 1),
    // Taking a connection always has a time limit; the other two may be switched off with 0.
    acquireTimeoutMs: wholeNumber(env, 'DB_ACQUIRE_TIMEOUT_MS', 1),
    statementTimeoutMs: wholeNumber(env, 'DB_STATEMENT_TIMEOUT_MS', 0),
    idleInTransactionTimeoutMs: wholeNumber(env, 'DB_IDLE_IN_TRANSACTION_TIMEOUT_MS', 0),
  };
}

function assistantModel(env: NodeJS.ProcessEnv): AssistantModelConfig | null {
  const baseUrl = env.ASSISTANT_MODEL_URL?.trim();
  if (!baseUrl) return null;
  if (!/^https?:\/\//.test(baseUrl)) throw new Error('ASSISTANT_MODEL_URL must start with http:// or https://');
  const model = env.ASSISTANT_MODEL?.trim();
  if (!model) throw new Error('ASSISTANT_MODEL (the model name) is required with ASSISTANT_MODEL_URL');
  const timeout = env.ASSISTANT_MODEL_TIMEOUT_MS?.trim() || '8000';
  if (!/^\d{1,6}$/.test(timeout) || Number(timeout) < 100) {
    throw new Error('ASSISTANT_MODEL_TIMEOUT_MS must be a whole number of milliseconds, at least 100');
  }
  return { baseUrl, model, apiKey: env.ASSISTANT_MODEL_KEY?.trim() || undefined, timeoutMs: Number(timeout) };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const listenOn = host(env.HOST, production);
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  const webDistDir = resolve(env.WEB_DIST_DIR?.trim() || new URL('../../web/dist', import.meta.url).pathname);
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const metricsToken = env.METRICS_TOKEN?.trim() || null;
  if (metricsToken !== null && metricsToken.length < 16) {
    throw new Error('METRICS_TOKEN must be at least 16 characters (make one with `openssl rand -hex 24`)');
  }
  return {
    metricsToken,
    port: port(env.PORT),
    host: listenOn,
    databaseUrl,
    dataDir: resolve(env.DATA_DIR?.trim() || './.data'),
    redisUrl: env.REDIS_URL?.trim() || undefined,
    production,
    webDistDir,
    webServerEntry: env.SERVER_RENDER?.trim() === 'off' ? null : join(webDistDir, '..', 'dist-ssr', 'entry-server.js'),
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
    trustProxy: trustProxy(env.TRUST_PROXY),
    fileEncryption: { FILE_ENCRYPTION_KEYS: env.FILE_ENCRYPTION_KEYS, FILE_ENCRYPTION_KEY: env.FILE_ENCRYPTION_KEY },
    mailSettingsKeys: { MAIL_SETTINGS_KEYS: env.MAIL_SETTINGS_KEYS, MAIL_SETTINGS_KEY: env.MAIL_SETTINGS_KEY },
    accounts: readAccountsConfig(env, production, isLoopback(listenOn)),
    payments: paymentDetails(env),
    onlinePayments: onlinePayments(env, production),
    graphqlJit: env.GRAPHQL_JIT?.trim() !== 'off',
    assistantModel: assistantModel(env),
    socketLimits: {
      perUser: socketCap('SOCKETS_PER_USER', env.SOCKETS_PER_USER, DEFAULT_SOCKET_LIMITS.perUser),
      perAddress: socketCap('SOCKETS_PER_IP', env.SOCKETS_PER_IP, DEFAULT_SOCKET_LIMITS.perAddress),
    },
    database: databaseLimits(env),
    uploads: uploadLimits(env),
    liveSockets: {
      heartbeatMs: seconds('SOCKET_HEARTBEAT_SECONDS', env.SOCKET_HEARTBEAT_SECONDS, 30) * 1000,
      authTimeoutMs: seconds('WS_AUTH_TIMEOUT_SECONDS', env.WS_AUTH_TIMEOUT_SECONDS, 10) * 1000,
    },
    amlScreening: amlScreening(env, production),
    ratesProvider: ratesProvider(env),
    translation: translation(env),
  };
}

function translation(env: NodeJS.ProcessEnv): ServerConfig['translation'] {
  const url = env.TRANSLATE_URL?.trim();
  if (!url) return null;
  if (!/^https?:\/\//.test(url)) throw new Error('TRANSLATE_URL must start with http:// or https://');
  const apiKey = env.TRANSLATE_API_KEY?.trim();
  return {
    url,
    ...(apiKey ? { apiKey } : {}),
    timeoutMs: positiveInteger('TRANSLATE_TIMEOUT_MS', env.TRANSLATE_TIMEOUT_MS, 3_000),
  };
}

function ratesProvider(env: NodeJS.ProcessEnv): ServerConfig['ratesProvider'] {
  const url = env.RATES_PROVIDER_URL?.trim();
  if (!url) return null;
  if (!/^https?:\/\//.test(url)) throw new Error('RATES_PROVIDER_URL must start with http:// or https://');
  return {
    url,
    intervalMs: positiveInteger('RATES_PROVIDER_INTERVAL_MINUTES', env.RATES_PROVIDER_INTERVAL_MINUTES, 60) * 60_000,
    timeoutMs: positiveInteger('RATES_PROVIDER_TIMEOUT_MS', env.RATES_PROVIDER_TIMEOUT_MS, 10_000),
  };
}
