import { useTestDatabase } from '@cobuy/adapters/testing';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createAppServices } from '../src/composition-root.js';
import { readConfig } from '../src/config.js';
import { startServer } from '../src/server.js';

describe('graceful shutdown', () => {
  const fixture = useTestDatabase();

  it('closes open WebSocket connections, stops listening and leaves the database usable until the end', async () => {
    const config = { ...readConfig({ NODE_ENV: 'test' }), port: 0, host: '127.0.0.1' };
    const server = await startServer(createAppServices(fixture.db, config), config);

    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);

    await server.stop();

    expect(await closed).toBeGreaterThan(0);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    // The server does not own the database: the caller closes it after stop() (main does).
    expect(await fixture.db.isReady()).toBe(true);
  });
});
