import { describe, expect, it } from 'vitest';
import { readConfig } from './config.js';

describe('server configuration', () => {
  it('defaults to port 3000, PGlite in ./.data and demo data', () => {
    const config = readConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\/\.data$/);
    expect(config.seedDemoData).toBe(true);
    expect(config.production).toBe(false);
  });

  it('reads PORT, DATABASE_URL, DATA_DIR and NODE_ENV', () => {
    const config = readConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db:5432/cobuy',
      DATA_DIR: '/var/lib/cobuy',
      NODE_ENV: 'production',
      SEED_DEMO_DATA: 'false',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u@db:5432/cobuy',
      dataDir: '/var/lib/cobuy',
      production: true,
      seedDemoData: false,
    });
  });

  it('listens on this machine only in development, on every interface in production, or where HOST says', () => {
    expect(readConfig({}).host).toBe('127.0.0.1');
    expect(readConfig({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
    expect(readConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('opens the development mailbox and demo accounts by default only on loopback', () => {
    expect(readConfig({}).accounts).toMatchObject({ devMailbox: true, demoAccounts: true });
    expect(readConfig({ HOST: '0.0.0.0' }).accounts).toMatchObject({ devMailbox: false, demoAccounts: false });
    expect(readConfig({ NODE_ENV: 'production', HOST: '127.0.0.1' }).accounts).toMatchObject({ devMailbox: false });
  });

  it('reads one trusted-proxy setting and refuses trusting everyone', () => {
    expect(readConfig({}).trustProxy).toBe('loopback');
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses a port or database address that cannot work, with a message that says which', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT must be a port number/);
    expect(() => readConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => readConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must start with postgres/);
  });

  it('caps open WebSockets at 10 per account and 50 per address unless told, and refuses a cap that is not one', () => {
    expect(readConfig({}).socketLimits).toEqual({ perUser: 10, perAddress: 50 });
    expect(readConfig({ SOCKETS_PER_USER: '3', SOCKETS_PER_IP: ' 200 ' }).socketLimits).toEqual({
      perUser: 3,
      perAddress: 200,
    });
    for (const bad of ['0', '-1', '2.5', 'ten', '1e3', '100001'])
      expect(() => readConfig({ SOCKETS_PER_USER: bad }), bad).toThrow(/SOCKETS_PER_USER must be a whole number/);
    expect(() => readConfig({ SOCKETS_PER_IP: '0' })).toThrow(/SOCKETS_PER_IP/);
  });

  it('reads the live sockets’ heartbeat and auth timeout in seconds, and refuses nonsense', () => {
    expect(readConfig({}).liveSockets).toEqual({ heartbeatMs: 30_000, authTimeoutMs: 10_000 });
    expect(readConfig({ SOCKET_HEARTBEAT_SECONDS: '0.5', WS_AUTH_TIMEOUT_SECONDS: '2' }).liveSockets).toEqual({
      heartbeatMs: 500,
      authTimeoutMs: 2_000,
    });
    for (const bad of ['0', '-1', 'soon', '1e3', '7200']) {
      expect(() => readConfig({ SOCKET_HEARTBEAT_SECONDS: bad }), bad).toThrow(/SOCKET_HEARTBEAT_SECONDS must be/);
    }
    expect(() => readConfig({ WS_AUTH_TIMEOUT_SECONDS: '0' })).toThrow(/WS_AUTH_TIMEOUT_SECONDS/);
  });

  it('passes the Email Settings key through for the composition root (which requires it in production)', () => {
    expect(readConfig({}).mailSettingsKeys).toEqual({ MAIL_SETTINGS_KEYS: undefined, MAIL_SETTINGS_KEY: undefined });
    expect(readConfig({ MAIL_SETTINGS_KEY: 'a'.repeat(64) }).mailSettingsKeys.MAIL_SETTINGS_KEY).toBe('a'.repeat(64));
  });

  it('reads the database pool limits (DB_*), leaving those not set to the database defaults', () => {
    expect(readConfig({}).database).toEqual({
      poolSize: undefined,
      acquireTimeoutMs: undefined,
      statementTimeoutMs: undefined,
      idleInTransactionTimeoutMs: undefined,
    });
    expect(
      readConfig({
        DB_POOL_SIZE: '20',
        DB_ACQUIRE_TIMEOUT_MS: '2000',
        DB_STATEMENT_TIMEOUT_MS: '0',
        DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '60000',
      }).database,
    ).toEqual({ poolSize: 20, acquireTimeoutMs: 2000, statementTimeoutMs: 0, idleInTransactionTimeoutMs: 60000 });
  });

  it('refuses a database limit that is not a whole number, and a pool or acquire wait without a bound', () => {
    expect(() => readConfig({ DB_STATEMENT_TIMEOUT_MS: '15s' })).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
    expect(() => readConfig({ DB_STATEMENT_TIMEOUT_MS: '-1' })).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
    expect(() => readConfig({ DB_ACQUIRE_TIMEOUT_MS: '0' })).toThrow(/DB_ACQUIRE_TIMEOUT_MS .*at least 1/);
    expect(() => readConfig({ DB_POOL_SIZE: '0' })).toThrow(/DB_POOL_SIZE/);
  });

  it('reads the upload slots and body deadlines, with defaults, and refuses values that cannot work', () => {
    expect(readConfig({}).uploads).toEqual({ perCaller: 2, total: 16, bodyTimeoutMs: 60_000, idleTimeoutMs: 10_000 });
    expect(
      readConfig({
        UPLOAD_SLOTS_PER_USER: '1',
        UPLOAD_SLOTS_TOTAL: '8',
        UPLOAD_BODY_TIMEOUT_MS: '30000',
        UPLOAD_IDLE_TIMEOUT_MS: '5000',
      }).uploads,
    ).toEqual({ perCaller: 1, total: 8, bodyTimeoutMs: 30_000, idleTimeoutMs: 5_000 });
    expect(() => readConfig({ UPLOAD_SLOTS_TOTAL: '0' })).toThrow(/UPLOAD_SLOTS_TOTAL must be a whole number/);
    expect(() => readConfig({ UPLOAD_IDLE_TIMEOUT_MS: '1.5' })).toThrow(/UPLOAD_IDLE_TIMEOUT_MS/);
    // Staged documents older than 15 minutes are deleted as leftovers: no upload may take that long.
    expect(() => readConfig({ UPLOAD_BODY_TIMEOUT_MS: '3600000' })).toThrow(/at most 600000/);
  });
});

describe('AML screening configuration', () => {
  it('development screens against the fake; tests and production screen nothing unless told', () => {
    expect(readConfig({}).amlScreening.kind).toBe('fake');
    expect(readConfig({ NODE_ENV: 'test' }).amlScreening).toEqual({ kind: 'off' });
    expect(readConfig({ NODE_ENV: 'production' }).amlScreening).toEqual({ kind: 'off' });
    expect(readConfig({ AML_SCREENING: 'off' }).amlScreening).toEqual({ kind: 'off' });
  });

  it('a URL configures yente, with its dataset, key, timeout and threshold', () => {
    expect(
      readConfig({
        NODE_ENV: 'production',
        AML_SCREENING_URL: 'https://yente.internal:8000',
        AML_SCREENING_DATASET: 'sanctions',
        AML_SCREENING_API_KEY: 'k',
        AML_SCREENING_TIMEOUT_MS: '5000',
        AML_SCREENING_THRESHOLD: '0.8',
      }).amlScreening,
    ).toEqual({
      kind: 'yente',
      url: 'https://yente.internal:8000',
      dataset: 'sanctions',
      apiKey: 'k',
      timeoutMs: 5000,
      threshold: 0.8,
    });
    expect(readConfig({ AML_SCREENING_URL: 'http://y:8000' }).amlScreening).toMatchObject({
      dataset: 'default',
      timeoutMs: 10000,
      threshold: 0.7,
    });
  });

  it('refuses the fake in production and settings it cannot read', () => {
    expect(() => readConfig({ NODE_ENV: 'production', AML_SCREENING: 'fake' })).toThrow(/not in production/);
    expect(() => readConfig({ AML_SCREENING: 'yente' })).toThrow(/needs AML_SCREENING_URL/);
    expect(() => readConfig({ AML_SCREENING_URL: 'ftp://y' })).toThrow(/http/);
    expect(() => readConfig({ AML_SCREENING_THRESHOLD: '1.5' })).toThrow(/THRESHOLD/);
    expect(() => readConfig({ AML_SCREENING_THRESHOLD: '0' })).toThrow(/THRESHOLD/);
    expect(() => readConfig({ AML_SCREENING: 'maybe' })).toThrow(/off, fake or yente/);
  });
});

describe('machine translation (TRANSLATE_URL)', () => {
  it('is off unless a URL is set, with a 3 second timeout and an optional key', () => {
    expect(readConfig({}).translation).toBeNull();
    expect(readConfig({ TRANSLATE_URL: 'http://translate:5000' }).translation).toEqual({
      url: 'http://translate:5000',
      timeoutMs: 3000,
    });
    expect(
      readConfig({ TRANSLATE_URL: 'https://t.example', TRANSLATE_API_KEY: 'k', TRANSLATE_TIMEOUT_MS: '800' })
        .translation,
    ).toEqual({ url: 'https://t.example', apiKey: 'k', timeoutMs: 800 });
  });

  it('refuses settings it cannot read', () => {
    expect(() => readConfig({ TRANSLATE_URL: 'ftp://t' })).toThrow(/TRANSLATE_URL/);
    expect(() => readConfig({ TRANSLATE_URL: 'http://t', TRANSLATE_TIMEOUT_MS: 'soon' })).toThrow(
      /TRANSLATE_TIMEOUT_MS/,
    );
  });
});
