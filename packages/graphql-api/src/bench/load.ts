import autocannon, { type AutocannonOptions } from 'autocannon';

/** One endpoint's figures from the measured run (the warm-up's are discarded). */
export interface LoadResult {
  readonly name: string;
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly bytesPerResponse: number;
  /** Socket errors and timeouts. */
  readonly errors: number;
  readonly non2xx: number;
}

export interface LoadSettings {
  readonly seconds: number;
  readonly warmupSeconds: number;
  readonly connections: number;
}

/**
 * Warm-up first (JIT, pools, Apollo's parsed-query cache), then the bounded run. Autocannon runs in this
 * process with no workers; the servers are children, so it does not compete for their event loops.
 */
export async function measure(
  name: string,
  target: Omit<AutocannonOptions, 'duration' | 'connections'>,
  settings: LoadSettings,
): Promise<LoadResult> {
  const options = { ...target, connections: settings.connections, timeout: 10 };
  if (settings.warmupSeconds > 0) await autocannon({ ...options, duration: settings.warmupSeconds });
  const r = await autocannon({ ...options, duration: settings.seconds });
  return {
    name,
    requestsPerSecond: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bytesPerResponse: r['2xx'] > 0 ? r.throughput.total / r['2xx'] : 0,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

/** A plain-text table; the first result is the baseline the ratios divide by. */
export function formatTable(results: readonly LoadResult[]): string {
  const base = results[0]!;
  const header = [
    'endpoint',
    'req/s',
    'p50 ms',
    'p99 ms',
    'KB/resp',
    'errors',
    'non-2xx',
    'req/s vs raw',
    'p99 vs raw',
  ];
  const rows = results.map((r) => [
    r.name,
    r.requestsPerSecond.toFixed(0),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    (r.bytesPerResponse / 1024).toFixed(1),
    String(r.errors),
    String(r.non2xx),
    `${(r.requestsPerSecond / base.requestsPerSecond).toFixed(2)}x`,
    `${(r.p99 / base.p99).toFixed(2)}x`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
