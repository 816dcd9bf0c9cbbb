import { randomBytes } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { CpuAnswer, CpuQuestion, MemoryAnswer, MemoryQuestion } from './cpu-reporter.js';

/**
 * Servers under test run in their own processes: autocannon in the same event loop would steal the
 * server's CPU and flatter nobody. Each child gets a free port chosen here, so the URL is known without
 * parsing its logs, and counts as started when its /readyz answers 200. Each is started with the bench's
 * CPU reporter preloaded (cpu-reporter.ts), which answers over an IPC channel how much CPU it has used.
 */
export interface ChildServer {
  readonly name: string;
  readonly url: string;
  /** The child's process id (the upload scenario reads its memory from /proc). */
  readonly pid: number;
  /** Microseconds of CPU (user + system, all threads) the process has used since it started. */
  cpuMicros(): Promise<number>;
  /** `process.memoryUsage()` of the child, asked over the same channel; after a full GC with `collect`. */
  memoryUsage(options?: { collect?: boolean }): Promise<NodeJS.MemoryUsage>;
  stop(): Promise<void>;
}

/** Every child spawned and not yet stopped, registered at spawn time so an interrupted start leaves none. */
const live = new Set<ChildProcess>();
// If this process dies without the orderly stop (an uncaught error), it takes its children with it.
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

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
 * The environment of a throw-away production server (bench, Lighthouse): production settings, and random
 * document and mail settings keys that die with it (production refuses to start without them).
 */
export const throwAwayProductionEnv = (): NodeJS.ProcessEnv => ({
  NODE_ENV: 'production',
  FILE_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  MAIL_SETTINGS_KEY: randomBytes(32).toString('base64'),
  PAYMENT_BANK_NAME: 'Throw-away Bank',
  PAYMENT_ACCOUNT_NAME: 'Throw-away Escrow',
  PAYMENT_ACCOUNT_NUMBER: '0000000000',
  PAYMENT_SWIFT_CODE: 'TESTGHAC',
  PAYMENT_BRANCH: 'Nowhere',
});

const CPU_REPORTER = new URL('./cpu-reporter.js', import.meta.url);
let questions = 0;

/** Asks the child's reporter (cpu-reporter.ts) one question and waits for its answer. */
function ask<A extends { type: string; id: number }>(
  name: string,
  child: ChildProcess,
  type: (CpuQuestion | MemoryQuestion)['type'],
  extra: { collect?: boolean } = {},
): Promise<A> {
  const question = { type, id: ++questions, ...extra };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      reject(new Error(`${name} did not answer ${type} within 5 s`));
    }, 5_000);
    const onMessage = (message: A) => {
      if (message?.type !== type || message.id !== question.id) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(message);
    };
    child.on('message', onMessage);
    child.send(question);
  });
}

/** Asks the child's CPU reporter for its CPU time so far. */
const askCpu = async (name: string, child: ChildProcess): Promise<number> => {
  const answer = await ask<CpuAnswer>(name, child, 'bench:cpu');
  return answer.user + answer.system;
};

const READY_WITHIN_MS = 180_000;

/**
 * `nodeOptions`: flags for the child's Node before the script (`--expose-gc` for the upload scenario). `env` may be
 * made from the child's own address (e.g. its PUBLIC_URL).
 */
export async function startChildServer(
  name: string,
  script: URL,
  env: NodeJS.ProcessEnv | ((url: string) => NodeJS.ProcessEnv),
  nodeOptions: readonly string[] = [],
): Promise<ChildServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const childEnv = typeof env === 'function' ? env(url) : env;
  // process.execPath: the Node 24 that npm put first on PATH for this script, never the system's Node 20.
  const child = spawn(process.execPath, [...nodeOptions, '--import', CPU_REPORTER.href, script.pathname], {
    env: { ...process.env, ...childEnv, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  live.add(child);
  const stop = () => stopChild(child);
  const cpuMicros = () => askCpu(name, child);
  const memoryUsage = async (options: { collect?: boolean } = {}) =>
    (await ask<MemoryAnswer>(name, child, 'bench:memory', options)).usage;
  // Three minutes: on a loaded machine (load average 15 on two cores) PGlite's migrations and the demo seed alone
  // took 46 s.
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before it was ready`);
    }
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { name, url, pid: child.pid!, cpuMicros, memoryUsage, stop };
    await sleep(100);
  }
  await stop();
  throw new Error(`${name} was not ready on ${url} within ${READY_WITHIN_MS / 1000} s`);
}
