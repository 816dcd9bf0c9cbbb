import type { Summary } from './load.js';

/**
 * Issue 23 item 4's goals, judged by the bench's CPU column ("CPU vs raw": the raw baseline's CPU ms per request
 * ÷ the endpoint's, median over the rounds); the issue asks for two runs agreeing within 0.05.
 */
const CPU_GOALS: readonly { readonly endpoint: string; readonly atLeast: number }[] = [
  { endpoint: 'REST list', atLeast: 0.9 },
  { endpoint: 'GraphQL list', atLeast: 0.75 },
  { endpoint: 'GraphQL ProjectPage', atLeast: 0.65 },
  { endpoint: 'GraphQL myDashboard, 10 investments', atLeast: 0.65 },
  { endpoint: 'GraphQL myDashboard, 100 investments', atLeast: 0.65 },
];

/** One line per goal: met or not met by the CPU ratio, with the req/s ratio beside it; missing if not measured. */
export function cpuGoalLines(summaries: readonly Summary[]): string[] {
  const byName = new Map(summaries.map((s) => [s.name, s]));
  return CPU_GOALS.map(({ endpoint, atLeast }) => {
    const summary = byName.get(endpoint);
    const goal = `${endpoint}: CPU ≥ ${atLeast.toFixed(2)}x of raw`;
    if (!summary?.cpuRatio || !summary.ratio) return `${goal}: not measured`;
    const cpu = summary.cpuRatio.median;
    return (
      `${goal}: ${cpu >= atLeast ? 'met' : 'not met'} (CPU ${cpu.toFixed(2)}x, ` +
      `${summary.cpuMsPerRequest.median.toFixed(2)} ms/request; req/s ${summary.ratio.median.toFixed(2)}x)`
    );
  });
}
