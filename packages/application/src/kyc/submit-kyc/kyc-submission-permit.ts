import { KYC_DOCUMENT_KINDS, type IncomingFile, type StagedFile } from '@cobuy/domain';
import { giveBack } from '../../accounts/accounts-rate-limits.js';
import type { UploadAdmission } from '../../shared/upload-admission.js';
import type { KycDeps } from '../kyc.deps.js';

const isDocumentKind = (field: string): boolean => (KYC_DOCUMENT_KINDS as readonly string[]).includes(field);

/**
 * One admitted KYC submission (SubmitKyc.admitUpload): its attempt is counted and its state allowed it when
 * the request began. Each document is staged (encrypted, written chunk by chunk) as it arrives; the
 * submission's transaction keeps them, and closing the permit deletes whatever was not kept, so a refused,
 * failed or abandoned upload leaves no file behind.
 */
export class KycSubmissionPermit implements UploadAdmission {
  private readonly staged = new Map<string, StagedFile>();
  private readonly receiving = new Set<Promise<unknown>>();
  private used = false;
  private kept = false;
  private closed = false;

  constructor(
    readonly userId: number,
    private readonly deps: Pick<KycDeps, 'files' | 'rateLimiter' | 'submitLimit'>,
  ) {}

  receive(field: string, file: IncomingFile): Promise<StagedFile> {
    if (this.closed) return Promise.reject(new Error('This KYC submission is already over'));
    if (!isDocumentKind(field)) return Promise.reject(new Error(`"${field}" is not a KYC document`));
    const task = this.deps.files.stage(file).then((staged) => {
      this.staged.set(staged.key, staged);
      return staged;
    });
    this.receiving.add(task);
    const settled = () => this.receiving.delete(task);
    task.then(settled, settled);
    return task;
  }

  /**
   * The execution that uses this permit (once): true when every staged file it names was received here,
   * complete. A second execution, or files from elsewhere, get false.
   */
  claim(files: readonly StagedFile[]): boolean {
    if (this.used || this.closed) return false;
    if (!files.every((f) => this.staged.has(f.key))) return false;
    this.used = true;
    return true;
  }

  /** The submission committed: its files are the record's now. */
  markKept(): void {
    this.kept = true;
  }

  async close({ bodyRead }: { readonly bodyRead: boolean }): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    // A file still arriving is either staged in a moment (and deleted below) or deletes itself as it fails.
    await Promise.allSettled([...this.receiving]);
    if (!this.kept) await this.deps.files.discardStaged([...this.staged.keys()]);
    // Refused before the body was read (the server was busy): the attempt did not happen.
    if (!bodyRead && !this.used) await giveBack(this.deps.rateLimiter, [[this.deps.submitLimit, String(this.userId)]]);
  }
}
