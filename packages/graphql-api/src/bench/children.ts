import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Servers under test run in their own processes: autocannon in the same event loop would steal the
 * server's CPU and flatter nobody. Each child gets a free port chosen here, so the URL is known without
 * parsing its logs, and counts as started when its /readyz answers 200.
 */
export interface ChildServer {
  readonly name: string;
  readonly url: string;
  stop(): Promise<void>;
}

/** Every child spawned and not yet stopped, registered at spawn time so an interrupted start leaves none. */
const live = new Set<ChildProcess>();

/** Stops every child this process started (run-bench's cleanup, also after a failure or Ctrl-C). */
export async function stopAllChildren(): Promise<void> {
  await Promise.allSettled([...live].map(stopChild));
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function stopChild(child: ChildProcess): Promise<void> {
  live.delete(child);
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM'); // both servers shut down gracefully (and close their pools) on SIGTERM
  const killed = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited(child);
  clearTimeout(killed);
}

/**
 * The environment of a throw-away production server (bench, Lighthouse): production settings, and a random
 * document key that dies with it (production refuses to start without one).
 */
export const throwAwayProductionEnv = (): NodeJS.ProcessEnv => ({
  NODE_ENV: 'production',
  FILE_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
});

export async function startChildServer(name: string, script: URL, env: NodeJS.ProcessEnv): Promise<ChildServer> {
  const port = await freePort();
  // process.execPath: the Node 24 that npm put first on PATH for this script, never the system's Node 20.
  const child = spawn(process.execPath, [script.pathname], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  live.add(child);
  const url = `http://127.0.0.1:${port}`;
  const stop = () => stopChild(child);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before it was ready`);
    }
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { name, url, stop };
    await sleep(100);
  }
  await stop();
  throw new Error(`${name} was not ready on ${url} within 60 s`);
}
