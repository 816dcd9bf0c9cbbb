/** Private files (KYC documents): stored under opaque keys, never served by a public URL. */
export interface StoredFile {
  readonly content: Uint8Array;
  readonly contentType: string;
  readonly fileName: string;
}

export interface FileStore {
  /** Stores the file and returns its new opaque key. */
  put(file: StoredFile): Promise<string>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}
