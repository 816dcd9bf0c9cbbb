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

  it('refuses a port or database address that cannot work, with a message that says which', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT must be a port number/);
    expect(() => readConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => readConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must start with postgres/);
  });
});
