import autocannon, { type AutocannonOptions } from 'autocannon';
import type { ChildServer } from './children.js';
import { formatSpread, ratiosPerRound, roundOrder, spreadOf, type Spread } from './stats.js';

/** One endpoint under load: the server process that answers it and the request autocannon repeats. */
export interface Target {
  readonly name: string;
  readonly server: ChildServer;
  readonly request: Omit<AutocannonOptions, 'duration' | 'connections'>;
  /** The target this one is divided by, round by round (a raw baseline); none for a baseline itself. */
  readonly baseline?: string;
}

export interface LoadSettings {
  readonly rounds: number;
  readonly roundSeconds: number;
  readonly warmupSeconds: number;
  readonly connections: number;
}

/** One endpoint's figures in one round. */
interface RoundSample {
  readonly requestsPerSecond: number;
  /** CPU time (user + system) the server process spent in the round, per request answered. */
  readonly cpuMsPerRequest: number;
  readonly p50: number;
  readonly p99: number;
  readonly bytesPerResponse: number;
  /** Socket errors and timeouts. */
  readonly errors: number;
  readonly non2xx: number;
}

export interface TargetResult {
  readonly target: Target;
  /** One per round, in round order. */
  readonly rounds: readonly RoundSample[];
}

const run = (target: Target, settings: LoadSettings, seconds: number) =>
  autocannon({ ...target.request, connections: settings.connections, timeout: 10, duration: seconds });

/** One round of one endpoint: its server's CPU clock read before and after the load. */
async function measureRound(target: Target, settings: LoadSettings): Promise<RoundSample> {
  const cpuBefore = await target.server.cpuMicros();
  const r = await run(target, settings, settings.roundSeconds);
  const cpuAfter = await target.server.cpuMicros();
  const answered = r['2xx'] + r.non2xx;
  return {
    requestsPerSecond: r['2xx'] / r.duration,
    cpuMsPerRequest: answered > 0 ? (cpuAfter - cpuBefore) / 1000 / answered : Number.NaN,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bytesPerResponse: r['2xx'] > 0 ? r.throughput.total / r['2xx'] : 0,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

/**
 * A warm-up of every endpoint (JIT, pools, Apollo's parsed-query cache; its figures are discarded), then the
 * rounds: in each, every endpoint in turn for the same number of seconds, each round starting one endpoint
 * further along. Autocannon runs in this process with no workers; the servers are children, so it does not
 * compete for their event loops (it does compete for the CPU cores).
 */
export async function runRounds(
  targets: readonly Target[],
  settings: LoadSettings,
  log: (line: string) => void,
): Promise<TargetResult[]> {
  if (settings.warmupSeconds > 0) for (const target of targets) await run(target, settings, settings.warmupSeconds);
  const samples = new Map<Target, RoundSample[]>(targets.map((t) => [t, []]));
  for (let round = 0; round < settings.rounds; round++) {
    const line: string[] = [];
    for (const target of roundOrder(targets, round)) {
      const sample = await measureRound(target, settings);
      samples.get(target)!.push(sample);
      line.push(`${target.name} ${sample.requestsPerSecond.toFixed(0)}`);
    }
    log(`  round ${round + 1}/${settings.rounds} (req/s): ${line.join(', ')}`);
  }
  return targets.map((target) => ({ target, rounds: samples.get(target)! }));
}

/** What the report prints for one endpoint: medians with their spread over the rounds. */
export interface Summary {
  readonly name: string;
  readonly requestsPerSecond: Spread;
  readonly cpuMsPerRequest: Spread;
  /** req/s ÷ the baseline's req/s of the same round. */
  readonly ratio?: Spread;
  /** The baseline's CPU per request ÷ this one's, round by round: the ratio the req/s ratio follows when the
   * servers are CPU-bound. */
  readonly cpuRatio?: Spread;
  readonly p50: Spread;
  readonly p99: Spread;
  readonly bytesPerResponse: number;
  readonly errors: number;
  readonly non2xx: number;
}

export function summarise(results: readonly TargetResult[]): Summary[] {
  const byName = new Map(results.map((r) => [r.target.name, r]));
  const series = (r: TargetResult, figure: keyof RoundSample) => r.rounds.map((s) => s[figure]);
  return results.map((r) => {
    const base = r.target.baseline === undefined ? undefined : byName.get(r.target.baseline);
    if (r.target.baseline !== undefined && !base) throw new Error(`${r.target.name}: no ${r.target.baseline}`);
    return {
      name: r.target.name,
      requestsPerSecond: spreadOf(series(r, 'requestsPerSecond')),
      cpuMsPerRequest: spreadOf(series(r, 'cpuMsPerRequest')),
      ...(base
        ? {
            ratio: spreadOf(ratiosPerRound(series(r, 'requestsPerSecond'), series(base, 'requestsPerSecond'))),
            cpuRatio: spreadOf(ratiosPerRound(series(base, 'cpuMsPerRequest'), series(r, 'cpuMsPerRequest'))),
          }
        : {}),
      p50: spreadOf(series(r, 'p50')),
      p99: spreadOf(series(r, 'p99')),
      bytesPerResponse: spreadOf(series(r, 'bytesPerResponse')).median,
      errors: series(r, 'errors').reduce((a, b) => a + b, 0),
      non2xx: series(r, 'non2xx').reduce((a, b) => a + b, 0),
    };
  });
}

/** A plain-text table: medians over the rounds with (min-max); ratios with their interquartile range too. */
export function formatTable(summaries: readonly Summary[], extra?: { header: string; cells: readonly string[] }) {
  const header = [
    'endpoint',
    'req/s',
    'vs raw',
    'IQR',
    'CPU ms/req',
    'CPU vs raw',
    'p50 ms',
    'p99 ms',
    'KB/resp',
    'errors',
    'non-2xx',
    ...(extra ? [extra.header] : []),
  ];
  const rows = summaries.map((s, i) => [
    s.name,
    formatSpread(s.requestsPerSecond, 0),
    s.ratio ? formatSpread(s.ratio, 2, 'x') : 'baseline',
    s.ratio ? (s.ratio.q3 - s.ratio.q1).toFixed(2) : '',
    formatSpread(s.cpuMsPerRequest, 2),
    s.cpuRatio ? formatSpread(s.cpuRatio, 2, 'x') : '',
    s.p50.median.toFixed(1),
    s.p99.median.toFixed(1),
    (s.bytesPerResponse / 1024).toFixed(1),
    String(s.errors),
    String(s.non2xx),
    ...(extra ? [extra.cells[i] ?? ''] : []),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: readonly string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
