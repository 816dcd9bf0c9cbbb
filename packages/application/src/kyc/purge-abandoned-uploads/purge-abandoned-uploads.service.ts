import type { Clock } from '@cobuy/domain';
import { ABANDONED_UPLOAD_AGE_MS, type KycDeps } from '../kyc.deps.js';

/**
 * Housekeeping run by the server on a timer: deletes documents staged by uploads whose request no longer
 * runs (its process died mid-upload; a request that ends in any other way deletes its own). Only staged
 * files older than ABANDONED_UPLOAD_AGE_MS, far longer than any upload may take, so another process's
 * upload in flight is never touched; idempotent, so two servers running it at once do no harm.
 */
export class PurgeAbandonedUploads {
  constructor(private readonly deps: Pick<KycDeps, 'files'> & { readonly clock: Clock }) {}

  run(): Promise<number> {
    return this.deps.files.discardStagedBefore(new Date(this.deps.clock.now().getTime() - ABANDONED_UPLOAD_AGE_MS));
  }
}
