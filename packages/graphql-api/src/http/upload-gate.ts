import { appError, type AppError } from '@cobuy/application';
import { err, ok, type Result } from '@cobuy/domain';

/** How many uploads a process receives at once, and how long a body may take (docs/kyc.md). */
export interface UploadLimits {
  /** Uploads in flight per caller (a user, or an address for a call that needs no sign-in). */
  readonly perCaller: number;
  /** Uploads in flight in this process, all callers together. */
  readonly total: number;
  /** The whole body must arrive within this time… */
  readonly bodyTimeoutMs: number;
  /** …and never pause for longer than this. */
  readonly idleTimeoutMs: number;
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  perCaller: 2,
  total: 16,
  bodyTimeoutMs: 60_000,
  idleTimeoutMs: 10_000,
};

/** When to try again after a refusal for want of a slot: about the time a typical upload takes. */
const RETRY_AFTER_SECONDS = 10;

export interface UploadSlot {
  /** Gives the slot back (once; later calls do nothing). */
  release(): void;
}

/**
 * The upload slots of this process. An upload takes one before its body is read and gives it back when its
 * request is over, so the memory, connections and database work of uploads stay bounded however many are
 * sent: over a caller's own cap the answer is 429 `UPLOAD.TOO_MANY_AT_ONCE`, over the process's cap 503
 * `UPLOAD.BUSY`, both with Retry-After and without reading the body. Per process: each process protects its
 * own memory; behind a load balancer a caller may hold a slot in each.
 */
export class UploadGate {
  private inFlight = 0;
  private readonly byCaller = new Map<string, number>();

  constructor(readonly limits: UploadLimits) {}

  /** Uploads being received now. */
  get active(): number {
    return this.inFlight;
  }

  enter(caller: string): Result<UploadSlot, AppError> {
    const mine = this.byCaller.get(caller) ?? 0;
    const details = { retryAfterSeconds: RETRY_AFTER_SECONDS };
    if (mine >= this.limits.perCaller) {
      const uploads = this.limits.perCaller === 1 ? 'an upload' : `${this.limits.perCaller} uploads`;
      return err(
        appError('UPLOAD.TOO_MANY_AT_ONCE', `You already have ${uploads} in progress: wait for it to finish`, {
          details,
        }),
      );
    }
    if (this.inFlight >= this.limits.total) {
      return err(
        appError('UPLOAD.BUSY', 'The server is receiving as many uploads as it can: try again in a few seconds', {
          details,
        }),
      );
    }
    this.inFlight += 1;
    this.byCaller.set(caller, mine + 1);
    let released = false;
    return ok({
      release: () => {
        if (released) return;
        released = true;
        this.inFlight -= 1;
        const left = (this.byCaller.get(caller) ?? 1) - 1;
        if (left > 0) this.byCaller.set(caller, left);
        else this.byCaller.delete(caller);
      },
    });
  }
}
