/**
 * The slice of autocannon 9's API the benchmark uses. The package ships no types and @types/autocannon is not
 * installed (adding it would touch the shared lock file), so the few fields we read are declared here.
 */
declare module 'autocannon' {
  interface AutocannonOptions {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    /** Seconds before a request counts as a timeout. */
    timeout?: number;
  }
  interface Distribution {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
    total: number;
  }
  interface AutocannonResult {
    /** Requests per second, sampled each second. */
    requests: Distribution;
    /** Milliseconds. */
    latency: Distribution;
    /** Bytes per second. */
    throughput: Distribution;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    /** Seconds the run actually lasted. */
    duration: number;
  }
  function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
  export default autocannon;
  export type { AutocannonOptions, AutocannonResult };
}
