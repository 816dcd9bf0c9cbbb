import { systemContext, type AppServices } from '../composition-root.js';
import { asJob, logger } from '../observability/log.js';

/** Open checkouts are verified every minute: a payment whose webhook was lost is settled within minutes. */
const RECONCILE_EVERY_MS = 60_000;

export interface PaymentWorkers {
  stop(): Promise<void>;
}

/**
 * The reconciliation job (docs/payments.md). Safe in several processes at once: each open checkout is claimed
 * by one process (UPDATE … FOR UPDATE SKIP LOCKED), and settling it takes its row lock, so nothing is verified
 * or confirmed twice. Does nothing while paying online is off.
 */
export function startPaymentWorkers(services: AppServices): PaymentWorkers {
  let running: Promise<unknown> = Promise.resolve();
  const reconcile = () => {
    running = running
      .then(() =>
        asJob('payment-reconciliation', () => services.paymentJobs.reconcileOpenCheckouts.run(systemContext())),
      )
      .catch((error: unknown) => logger.error({ err: error }, 'Payment reconciliation failed'));
  };
  const timer = setInterval(reconcile, RECONCILE_EVERY_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
