import { describe, expect, it } from 'vitest';
import { cpuGoalLines } from './cpu-goals.js';
import type { Summary } from './load.js';
import { spreadOf } from './stats.js';

const summary = (name: string, cpuRatio: number, ratio: number, cpuMs: number): Summary => ({
  name,
  requestsPerSecond: spreadOf([100]),
  cpuMsPerRequest: spreadOf([cpuMs]),
  ratio: spreadOf([ratio]),
  cpuRatio: spreadOf([cpuRatio]),
  p50: spreadOf([1]),
  p99: spreadOf([2]),
  bytesPerResponse: 1,
  errors: 0,
  non2xx: 0,
});

describe("issue 23 item 4's goals", () => {
  it('judges each endpoint by its CPU ratio, with the req/s ratio beside it', () => {
    const lines = cpuGoalLines([
      summary('REST list', 0.91, 1.02, 2.05),
      summary('GraphQL list', 0.74, 0.9, 2.5),
      summary('GraphQL ProjectPage', 0.65, 0.7, 0.6),
      summary('GraphQL myDashboard, 10 investments', 0.5, 0.8, 2),
    ]);
    expect(lines).toEqual([
      'REST list: CPU ≥ 0.90x of raw: met (CPU 0.91x, 2.05 ms/request; req/s 1.02x)',
      'GraphQL list: CPU ≥ 0.75x of raw: not met (CPU 0.74x, 2.50 ms/request; req/s 0.90x)',
      'GraphQL ProjectPage: CPU ≥ 0.65x of raw: met (CPU 0.65x, 0.60 ms/request; req/s 0.70x)',
      'GraphQL myDashboard, 10 investments: CPU ≥ 0.65x of raw: not met (CPU 0.50x, 2.00 ms/request; req/s 0.80x)',
      'GraphQL myDashboard, 100 investments: CPU ≥ 0.65x of raw: not measured',
    ]);
  });
});
