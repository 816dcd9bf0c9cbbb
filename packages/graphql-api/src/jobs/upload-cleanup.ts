import type { AppServices } from '../composition-root.js';
import { asJob, logger } from '../observability/log.js';

/** Leftovers are looked for this often; they are deleted once older than ABANDONED_UPLOAD_AGE_MS (15 minutes). */
const CLEANUP_EVERY_MS = 5 * 60_000;

export interface UploadCleanup {
  stop(): Promise<void>;
}

/**
 * Deletes the documents of KYC uploads that a dead process left staged (a request that ends any other way
 * deletes its own), at start-up and every five minutes. Safe in several processes at once: it deletes only
 * staged files far older than any upload may take.
 */
export function startUploadCleanup(services: AppServices): UploadCleanup {
  let running: Promise<unknown> = Promise.resolve();
  const clean = () => {
    running = running.then(() =>
      asJob('upload-cleanup', async () => {
        const deleted = await services.kycJobs.purgeAbandonedUploads.run();
        if (deleted > 0) logger.info({ deleted }, 'Deleted the documents of abandoned KYC uploads');
      }).catch((error: unknown) => logger.error({ err: error }, 'Deleting abandoned KYC uploads failed')),
    );
  };
  clean();
  const timer = setInterval(clean, CLEANUP_EVERY_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
