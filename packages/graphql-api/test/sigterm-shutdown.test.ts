import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';

const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const built = existsSync(MAIN);
if (!built && process.env.CI) throw new Error(`${MAIN} is missing: npm test builds the server first`);
if (!built) console.warn('sigterm-shutdown: skipped, run `npm run build:server` first');

describe.skipIf(!built)('npm start, then SIGTERM', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('closes open sockets, the workers and the database, and exits 0 inside the 3 s deadline', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'cobuy-sigterm-'));
    dirs.push(dataDir);
    // Node 24 (this test's own runtime), the embedded database, a free port; the outbox sender runs too.
    const env = { ...process.env, PORT: '0', DATA_DIR: dataDir, SEED_DEMO_DATA: 'false', NODE_ENV: 'development' };
    delete env.DATABASE_URL;
    env.SMTP_URL = 'smtp://127.0.0.1:1';
    const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

    await expect.poll(() => /listening on (http:\/\/\S+)/.exec(output)?.[1], { timeout: 30_000 }).toBeTruthy();
    const url = /listening on (http:\/\/\S+)/.exec(output)![1]!;
    // The accounts workers (outbox sender, purge timer) are running once the mail line is printed.
    await expect.poll(() => output.includes('Mail: delivered over SMTP'), { timeout: 30_000 }).toBe(true);
    expect(url).toMatch(/^http:\/\/localhost:\d+$/);

    // An open graphql-ws connection and an idle keep-alive HTTP connection must not hold the exit up.
    const socket = new WebSocket(`${url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const socketClosed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    const agent = new http.Agent({ keepAlive: true });
    const health = await new Promise<number>((resolve, reject) => {
      http
        .get(`${url}/healthz`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        })
        .on('error', reject);
    });
    expect(health).toBe(200);

    child.kill('SIGTERM');
    const code = await exited;
    agent.destroy();
    expect({ code, output }).toMatchObject({ code: 0 });
    expect(output).toContain('Closed cleanly.');
    expect(output).not.toContain('exiting anyway');
    expect(await socketClosed).toBeGreaterThan(0);
  });
});
