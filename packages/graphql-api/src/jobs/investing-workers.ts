import { systemContext, type AppServices } from '../composition-root.js';
import { asJob, logger } from '../observability/log.js';

/** Payment windows are checked every minute: an expiry or reminder is at most a minute late. */
const PAYMENT_WINDOWS_EVERY_MS = 60_000;
/** KYC decisions are applied right after they commit; this catches up on any made by another process. */
const KYC_DECISIONS_EVERY_MS = 10_000;

export interface InvestingWorkers {
  stop(): Promise<void>;
}

/**
 * The investing side's timers: expire unpaid windows, send the 24-hour reminders, and apply KYC decisions.
 * Every run is safe to repeat and to run in several processes at once (each expiry, reminder and decision
 * is claimed in the database), so there is no leader to elect. Due dates are stored: a restart loses nothing.
 */
export function startInvestingWorkers(services: AppServices): InvestingWorkers {
  const { expireOverduePayments, sendPaymentReminders, drainKycDecisions } = services.investingJobs;
  let running: Promise<unknown> = Promise.resolve();
  const guarded = (name: string, work: () => Promise<unknown>) => () => {
    running = running
      .then(() => asJob(name, work))
      .catch((error: unknown) => logger.error({ err: error }, `Investing worker (${name}) failed`));
  };
  const paymentWindows = guarded('payment windows', async () => {
    await sendPaymentReminders.run(systemContext());
    await expireOverduePayments.run(systemContext());
  });
  const kycDecisions = guarded('KYC decisions', drainKycDecisions);
  paymentWindows();
  kycDecisions();
  const timers = [
    setInterval(paymentWindows, PAYMENT_WINDOWS_EVERY_MS),
    setInterval(kycDecisions, KYC_DECISIONS_EVERY_MS),
  ];
  for (const t of timers) t.unref();
  return {
    stop: async () => {
      for (const t of timers) clearInterval(t);
      await running;
    },
  };
}
