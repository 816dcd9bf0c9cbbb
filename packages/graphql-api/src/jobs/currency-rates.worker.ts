import { systemContext, type AppServices } from '../composition-root.js';

/** How often each process looks whether the interval's fetch is due (one of them claims it). */
const CHECK_EVERY_MS = 60_000;

export interface CurrencyRatesWorker {
  stop(): Promise<void>;
}

/**
 * The optional rates provider's timer (docs/currencies.md, "Provider"): every minute each process tries to claim
 * the interval's run (`scheduled_runs`); the one that gets it fetches and records the changed rates. Nothing runs
 * when RATES_PROVIDER_URL is not set. A failed fetch (timeout, bad answer) is logged and waits for the next interval.
 */
export function startCurrencyRatesWorker(services: AppServices): CurrencyRatesWorker | null {
  const job = services.currencyJobs.fetchProviderRates;
  if (!job) return null;
  const stopping = new AbortController();
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = running
      .then(() => job.run(systemContext(), stopping.signal))
      .then((report) => {
        if (!report.ran) return;
        const refused = Object.entries(report.refused).map(([code, reason]) => `${code} ${reason}`);
        console.log(
          `Exchange rates fetched: ${report.changed.length ? report.changed.join(', ') : 'no change'}` +
            (refused.length ? `; refused: ${refused.join('; ')}` : ''),
        );
      })
      .catch((error: unknown) => console.error('Fetching exchange rates failed:', error));
  };
  tick();
  const timer = setInterval(tick, CHECK_EVERY_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      stopping.abort();
      await running;
    },
  };
}
