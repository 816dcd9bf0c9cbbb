import { systemContext, type AppServices } from '../composition-root.js';

/**
 * Pending screenings are looked for this often: a check whose service was down is retried at its due time (1, 2,
 * 4, … minutes after the failure, at most an hour) within this much, and submissions stored by another process
 * are screened even if its nudge was lost.
 */
const SCREENING_EVERY_MS = 30_000;

export interface AmlScreeningWorker {
  stop(): Promise<void>;
}

/**
 * Screens KYC submissions and retries failed screenings (docs/kyc.md, "AML screening"); nothing runs when no
 * screening service is configured. Safe in several processes at once: each attempt is claimed in the database.
 */
export function startAmlScreeningWorker(services: AppServices): AmlScreeningWorker {
  const job = services.kycJobs.screenSubmissions;
  if (!job) return { stop: () => Promise.resolve() };
  let running: Promise<unknown> | null = null;
  const poll = () => {
    if (running) return;
    running = job
      .run(systemContext())
      .catch((error: unknown) => console.error('AML screening worker failed:', error))
      .finally(() => {
        running = null;
      });
  };
  poll();
  const timer = setInterval(poll, SCREENING_EVERY_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
