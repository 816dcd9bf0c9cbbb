import { err, KYC_DOCUMENT_KINDS, ok, type Result } from '@cobuy/domain';
import { z } from 'zod';
import { appError, type AppError } from '../../shared/app-error.js';
import { idInput } from '../../shared/input-schemas.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { UseCase } from '../../shared/use-case.js';
import type { KycDeps } from '../kyc.deps.js';
import { kycNotFound } from '../kyc-state.js';

const documentInput = z.object({
  kycId: idInput,
  kind: z.enum(KYC_DOCUMENT_KINDS, { error: `must be one of ${KYC_DOCUMENT_KINDS.join(', ')}` }),
});
type DocumentInput = z.output<typeof documentInput>;

/**
 * A document to send: its bytes as they are read and decrypted (never the whole file in memory, when it was
 * stored in chunks), its size, the type decided at upload, and a name that is never the uploaded one.
 */
export interface KycDocumentDownload {
  readonly content: AsyncIterable<Uint8Array>;
  readonly byteSize: number;
  readonly contentType: string;
  readonly downloadName: string;
}

const noSuchDocument = (input: DocumentInput): AppError =>
  appError('KYC.DOCUMENT_NOT_FOUND', 'This verification has no such document', { details: input });

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/**
 * One document of a verification, decrypted, for its owner or an admin (product rules §5: never public).
 * Another investor learns nothing, not even whether the record exists (403 before any lookup result is
 * shown). Every admin view is audited in the transaction that finds the document; its bytes are read after
 * it, a chunk per statement, as the answer is sent.
 */
export class GetKycDocument implements UseCase<DocumentInput, KycDocumentDownload> {
  readonly name = 'kyc.getDocument';
  readonly access = 'signed-in' as const;
  readonly input = documentInput;

  constructor(private readonly deps: Pick<KycDeps, 'uow' | 'files'>) {}

  async execute(ctx: RequestContext, input: DocumentInput): Promise<Result<KycDocumentDownload, AppError>> {
    const actor = ctx.actor!;
    const found = await this.deps.uow.run(async (store): Promise<Result<string, AppError>> => {
      const record = await store.verifications.findById(input.kycId);
      const isAdmin = actor.role === 'admin';
      if (!isAdmin && record?.userId !== actor.userId) {
        return err(appError('AUTH.FORBIDDEN', 'You may only access your own data'));
      }
      if (!record) return err(kycNotFound(input.kycId));
      const key = record.documents[input.kind];
      if (!key) return err(noSuchDocument(input));
      if (isAdmin && record.userId !== actor.userId) {
        await store.audit.record({
          actorId: actor.userId,
          action: 'kyc.document_viewed',
          entity: 'kyc_verification',
          entityId: String(record.id),
          before: null,
          after: { document: input.kind },
          at: ctx.clock.now(),
          correlationId: ctx.correlationId,
        });
      }
      return ok(key);
    });
    if (!found.ok) return found;
    // Outside the transaction: reading a 10 MB document chunk by chunk holds no transaction open.
    const file = await this.deps.files.open(found.value);
    if (!file) return err(noSuchDocument(input));
    const extension = EXTENSIONS[file.contentType] ?? 'bin';
    return ok({
      content: file.content,
      byteSize: file.byteSize,
      contentType: file.contentType,
      downloadName: `${input.kind}.${extension}`,
    });
  }
}
