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
  readonly accounts: AccountsConfig;
}

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`PORT must be a port number, got "${value}"`);
  return n;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  }
  return {
    port: port(env.PORT),
    host: env.HOST?.trim() || '0.0.0.0',
    databaseUrl,
    dataDir: resolve(env.DATA_DIR?.trim() || './.data'),
    redisUrl: env.REDIS_URL?.trim() || undefined,
    production: env.NODE_ENV === 'production',
    webDistDir: resolve(env.WEB_DIST_DIR?.trim() || new URL('../../web/dist', import.meta.url).pathname),
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
    accounts: readAccountsConfig(env, env.NODE_ENV === 'production'),
  };
}
