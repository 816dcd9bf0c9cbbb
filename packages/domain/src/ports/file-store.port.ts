/** Private files (KYC documents): stored encrypted under random keys, never served by a public URL. */
export interface StoredFile {
  readonly content: Uint8Array;
  /** Decided from the content's magic bytes, never from the client's word. */
  readonly contentType: string;
  /** A sanitised display name; downloads never use it. */
  readonly fileName: string;
}

export interface FileStore {
  /** Encrypts and stores the file; returns its new random key (32 hex characters). */
  put(file: StoredFile): Promise<string>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}
