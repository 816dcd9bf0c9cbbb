/** Private files (KYC documents): stored encrypted under random keys, never served by a public URL. */
export interface StoredFile {
  readonly content: Uint8Array;
  /** Decided from the content's magic bytes, never from the client's word. */
  readonly contentType: string;
  /** A sanitised display name; downloads never use it. */
  readonly fileName: string;
}

/** A file as it arrives from a client: its type already decided from its first bytes, its bytes still streaming. */
export interface IncomingFile {
  readonly contentType: string;
  readonly fileName: string;
  /** The bytes, in order, read as they arrive (never all in memory at once). */
  readonly content: AsyncIterable<Uint8Array>;
}

/**
 * A file written while its upload streamed, not yet part of any record: it becomes one when the record's
 * transaction keeps it (`FileStore.keep`), and is deleted otherwise.
 */
export interface StagedFile {
  readonly key: string;
  readonly contentType: string;
  readonly fileName: string;
  readonly byteSize: number;
}

/** A stored file opened for reading: its description now, its bytes as they are read and checked. */
export interface FileReadStream {
  readonly contentType: string;
  readonly fileName: string;
  readonly byteSize: number;
  /** The plaintext, piece by piece; each piece is authenticated before it is given out. */
  readonly content: AsyncIterable<Uint8Array>;
}

/** The files of one transaction: written, kept and deleted with the record that refers to them. */
export interface FileStore {
  /** Encrypts and stores the file; returns its new random key (32 hex characters). */
  put(file: StoredFile): Promise<string>;
  /**
   * Makes staged files (complete, still staged) part of this transaction: they are no longer staged, so
   * nothing cleans them up. Returns how many it kept; fewer than asked means some were missing.
   */
  keep(keys: readonly string[]): Promise<number>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}

/**
 * Files written and read as streams, outside any transaction (an upload can take seconds; a transaction
 * held that long would hold a connection, and PGlite's only one).
 */
export interface FileStreams {
  /** Encrypts and writes the file piece by piece as it arrives; a failure deletes what was written and rethrows. */
  stage(file: IncomingFile): Promise<StagedFile>;
  /** Deletes those of the files that are still staged (a kept file is left alone). */
  discardStaged(keys: readonly string[]): Promise<void>;
  /** Deletes files staged before `before` and never kept (uploads of a process that died); returns how many. */
  discardStagedBefore(before: Date): Promise<number>;
  /** Opens a stored (kept) file for reading; null when there is none. */
  open(key: string): Promise<FileReadStream | null>;
}
