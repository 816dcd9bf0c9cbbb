import type { AppServices } from '../composition-root.js';

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
    running = running
      .then(() => services.kycJobs.purgeAbandonedUploads.run())
      .then((deleted) => {
        if (deleted > 0) console.log(`Deleted ${deleted} document(s) of abandoned KYC uploads.`);
      })
      .catch((error: unknown) => console.error('Deleting abandoned KYC uploads failed:', error));
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
