import type { IncomingFile } from '@cobuy/domain';

/**
 * What a use case that takes uploaded files gives the transport before a byte of the body is read (its
 * `admitUpload`): the caller may make the call now (counted against its limit, in a state that allows it),
 * and here is where each file goes as it streams. The transport hands it back in the request context
 * (`ctx.upload`), so the use case knows the attempt was counted, and closes it when the request is over.
 */
export interface UploadAdmission {
  /** Takes one file of the form as it arrives; what it returns stands for the file in the use case's input. */
  receive(field: string, file: IncomingFile): Promise<unknown>;
  /**
   * The request is over (answered, refused or abandoned): every file received that a successful execution
   * did not keep is deleted. `bodyRead: false` (refused before any of the body was read, the server being
   * busy) gives the caller's attempt back.
   */
  close(outcome: { readonly bodyRead: boolean }): Promise<void>;
}
