import { resolve } from 'node:path';
import { readAccountsConfig, type AccountsConfig } from './auth/accounts-config.js';

/** Everything the server reads from its environment, read once at start-up. */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly databaseUrl?: string;
  readonly dataDir: string;
  readonly redisUrl?: string;
  readonly production: boolean;
  /** The built web app; served when the folder exists. */
  readonly webDistDir: string;
  readonly seedDemoData: boolean;
  /**
   * Which proxies may tell the client's address in X-Forwarded-For (Express's `trust proxy` syntax:
   * `loopback`, an address or subnet list, a hop count). One setting for HTTP and WebSocket alike.
   */
  readonly trustProxy: string | number;
  /** FILE_ENCRYPTION_KEYS / FILE_ENCRYPTION_KEY as given; the composition root builds the keyring from them. */
  readonly fileEncryption: { readonly FILE_ENCRYPTION_KEYS?: string; readonly FILE_ENCRYPTION_KEY?: string };
  readonly accounts: AccountsConfig;
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

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`PORT must be a port number, got "${value}"`);
  return n;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const listenOn = host(env.HOST, production);
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  }
  return {
    port: port(env.PORT),
    host: listenOn,
    databaseUrl,
    dataDir: resolve(env.DATA_DIR?.trim() || './.data'),
    redisUrl: env.REDIS_URL?.trim() || undefined,
    production,
    webDistDir: resolve(env.WEB_DIST_DIR?.trim() || new URL('../../web/dist', import.meta.url).pathname),
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
    trustProxy: trustProxy(env.TRUST_PROXY),
    fileEncryption: { FILE_ENCRYPTION_KEYS: env.FILE_ENCRYPTION_KEYS, FILE_ENCRYPTION_KEY: env.FILE_ENCRYPTION_KEY },
    accounts: readAccountsConfig(env, production, isLoopback(listenOn)),
  };
}
