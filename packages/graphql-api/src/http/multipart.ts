import { appError, IMAGE_MESSAGES, type AppError } from '@cobuy/application';
import { err, ok, PUBLIC_IMAGE_TYPES, type IncomingFile, type Result } from '@cobuy/domain';
import busboy from 'busboy';
import { fileTypeFromBuffer } from 'file-type';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';

/**
 * Uploads (multipart/form-data) for the REST facade, read the way a bank would want them read:
 * - each file's size is capped while it streams (busboy's `fileSize`), and the first file over the cap stops
 *   the parsing there: answered 413 at once, the rest of the body is never parsed nor kept (see
 *   `discardRestOfUpload` for how the connection is then closed);
 * - the type is decided from the content's magic bytes (file-type, on a file's first 4100 bytes), never from
 *   the file name or the type the client declared; only JPEG, PNG, WebP and (where allowed) PDF pass, so SVG,
 *   HTML, GIF, text and renamed executables are refused on their field;
 * - an accepted file is handed on as it arrives (a receiver: the KYC submission stages it encrypted, chunk
 *   by chunk), pulled at the receiver's pace, so the client is slowed down rather than buffered; without a
 *   receiver, files are collected in memory (small uploads: the catalog's public images);
 * - with `timeouts`, a body that is not in within its time, or pauses too long, is refused (408);
 * - the number of parts, files and fields and the size of each text field are limited, every part must be
 *   one the call expects, and none may come twice;
 * - the file name kept is a display name only: its last path segment, without control or bidi characters,
 *   at most 100 characters. Nothing is ever served under it.
 * Every refusal is an `AppError` value the route answers as JSON (`{ message, code, fields }`).
 */

/**
 * What a file field accepts: `image` is JPEG, PNG or WebP; `image-or-pdf` adds PDF; `public-image` (the
 * catalog's pictures) is JPEG, PNG, WebP or AVIF.
 */
export type UploadKind = 'image' | 'image-or-pdf' | 'public-image';

export interface MultipartSpec {
  /** The text fields the call takes (each at most once). */
  readonly fields: readonly string[];
  /** The file fields the call takes (each at most once) and what each accepts. */
  readonly files: Readonly<Record<string, UploadKind>>;
  /** The largest file accepted, in bytes. */
  readonly maxFileBytes: number;
}

export interface UploadedFile {
  readonly content: Uint8Array;
  /** Decided from the bytes: image/jpeg, image/png, image/webp or application/pdf. */
  readonly contentType: string;
  /** A sanitised display name (see `sanitiseFileName`). */
  readonly fileName: string;
}

export interface MultipartBody {
  readonly fields: Record<string, string>;
  /** Each file as its receiver answered: an `UploadedFile` in memory by default. */
  readonly files: Record<string, unknown>;
}

/** 10 MB: the largest identity document or selfie accepted. */
export const MAX_UPLOAD_FILE_BYTES = 10 * 1024 * 1024;
/** The largest text field of a multipart form (the longest KYC text is far below). */
const MAX_MULTIPART_FIELD_BYTES = 10 * 1024;
const MAX_FILE_NAME_LENGTH = 100;
/** Room for the part headers and boundaries around the files and fields, for the Content-Length check. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** How much of a file decides its type: what file-type itself reads (its `reasonableDetectionSizeInBytes`). */
const SNIFF_BYTES = 4100;
/** After an early answer: how much more of a refused body is read and thrown away, and for how long. */
const LINGER_BYTES = 4 * 1024 * 1024;
const LINGER_MS = 5_000;

const IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
const DOCUMENT_TYPES: readonly string[] = [...IMAGE_TYPES, 'application/pdf'];
const ACCEPTED_TYPES: Readonly<Record<UploadKind, readonly string[]>> = {
  image: IMAGE_TYPES,
  'image-or-pdf': DOCUMENT_TYPES,
  'public-image': PUBLIC_IMAGE_TYPES,
};
/** file-type names an animated PNG apart; it is still a PNG to every browser. */
const SAME_TYPE: Readonly<Record<string, string>> = { 'image/apng': 'image/png' };
const TYPE_MESSAGE: Readonly<Record<UploadKind, string>> = {
  image: 'must be a JPEG, PNG or WebP image',
  'image-or-pdf': 'must be a JPEG, PNG, WebP image or a PDF',
  'public-image': IMAGE_MESSAGES.type,
};

/** `10 MB`, `64 KB`, `1000 bytes`. */
function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round((bytes / 1024) * 10) / 10} KB`;
  return `${bytes} bytes`;
}

const invalid = (fields: Record<string, string>, message = 'Invalid input'): AppError =>
  appError('VALIDATION.INVALID_INPUT', message, { fields });

function tooLarge(maxFileBytes: number, field?: string): AppError {
  return appError('UPLOAD.TOO_LARGE', `Each file may be at most ${sizeText(maxFileBytes)}`, {
    ...(field ? { fields: { [field]: `must be at most ${sizeText(maxFileBytes)}` } } : {}),
  });
}

/** True when the request says it is multipart/form-data (with a boundary busboy can use). */
function isMultipart(req: IncomingMessage): boolean {
  const type = req.headers['content-type'] ?? '';
  return /^multipart\/form-data\s*;/i.test(type) && /;\s*boundary=/i.test(type);
}

/**
 * A display name for an uploaded file: the last segment of whatever path the client sent (`/` or `\`), with
 * control and invisible format characters (bidi overrides among them) and leading dots removed, at most 100 characters (keeping a
 * short extension), `upload` when nothing is left.
 */
export function sanitiseFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    // Control characters (C0, DEL, C1) and invisible format characters, among them the bidi overrides that
    // make "invoice\u202Efdp.exe" read "invoiceexe.pdf".
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .replace(/^\.+/, '')
    .trim();
  const chars = Array.from(clean);
  if (chars.length <= MAX_FILE_NAME_LENGTH) return clean || 'upload';
  const extension = /\.[A-Za-z0-9]{1,10}$/.exec(clean)?.[0] ?? '';
  return chars.slice(0, MAX_FILE_NAME_LENGTH - extension.length).join('') + extension;
}

/** The type the bytes show, when it is one `kind` accepts; null otherwise (also when they cannot be read). */
async function acceptedType(content: Uint8Array, kind: UploadKind): Promise<string | null> {
  const detected = await fileTypeFromBuffer(content).catch(() => undefined);
  if (!detected) return null;
  const mime = SAME_TYPE[detected.mime] ?? detected.mime;
  return ACCEPTED_TYPES[kind].includes(mime) ? mime : null;
}

/** The body broke while a file was read (cut, malformed, or stopped by a refusal): the parser's verdict answers it. */
class UploadStreamError extends Error {
  constructor(cause?: unknown) {
    super('The upload stream ended early', { cause });
  }
}

interface FileHead {
  readonly bytes: Buffer;
  /** The file ended within these bytes. */
  readonly ended: boolean;
}

/** Reads a file's first `size` bytes (fewer if it ends first), then leaves the rest of it unread (paused). */
function readHead(stream: Readable, size: number): Promise<FileHead> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const cleanup = () => {
      stream.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
    };
    const done = (ended: boolean) => {
      cleanup();
      resolve({ bytes: Buffer.concat(chunks, length), ended });
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= size) {
        stream.pause();
        done(false);
      }
    };
    const onEnd = () => done(true);
    const onError = (error: unknown) => {
      cleanup();
      reject(new UploadStreamError(error));
    };
    const onClose = () => onError(undefined);
    stream.on('data', onData).once('end', onEnd).once('error', onError).once('close', onClose);
  });
}

/** The whole file: its head again, then the rest as it arrives (pulled: nothing is read ahead of the consumer). */
async function* wholeFile(head: FileHead, stream: Readable): AsyncGenerator<Uint8Array> {
  if (head.bytes.byteLength > 0) yield head.bytes;
  if (head.ended) return;
  try {
    for await (const chunk of stream) yield chunk as Buffer;
  } catch (error) {
    throw new UploadStreamError(error);
  }
}

/** Reads the rest of a file and drops it. */
function drain(stream: Readable, head: FileHead): Promise<void> {
  if (head.ended) return Promise.resolve();
  return new Promise((resolve) => {
    stream.once('end', resolve).once('close', resolve);
    stream.resume();
  });
}

/** Collects a file in memory, for calls whose files are small and few (the default receiver). */
async function collect(file: IncomingFile): Promise<UploadedFile> {
  const pieces: Uint8Array[] = [];
  let size = 0;
  for await (const piece of file.content) {
    pieces.push(piece);
    size += piece.byteLength;
  }
  return { content: Buffer.concat(pieces, size), contentType: file.contentType, fileName: file.fileName };
}

/** Where each accepted file goes as it streams; what it returns stands for the file in the form. */
type FileReceiver = (field: string, file: IncomingFile) => Promise<unknown>;

export interface MultipartOptions {
  /** Without one, each file is collected in memory (`UploadedFile`), within its size cap. */
  readonly receive?: FileReceiver;
  /** The body must arrive within `bodyMs` in all, never pausing longer than `idleMs` (else UPLOAD.TIMEOUT). */
  readonly timeouts?: { readonly bodyMs: number; readonly idleMs: number };
}

const notMultipart = () => appError('UPLOAD.NOT_MULTIPART', 'This call takes multipart/form-data (a form with files)');

/**
 * What can be refused from the headers alone, before anything is read: a body that is not
 * multipart/form-data, or one whose declared length cannot fit the form.
 */
export function checkMultipartHeaders(req: IncomingMessage, spec: MultipartSpec): AppError | null {
  if (!isMultipart(req)) return notMultipart();
  const declaredLength = Number(req.headers['content-length']);
  const budget =
    spec.maxFileBytes * Object.keys(spec.files).length +
    MAX_MULTIPART_FIELD_BYTES * spec.fields.length +
    MULTIPART_OVERHEAD_BYTES;
  if (Number.isFinite(declaredLength) && declaredLength > budget) return tooLarge(spec.maxFileBytes);
  return null;
}

function timeoutError(timeouts: NonNullable<MultipartOptions['timeouts']>): AppError {
  const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;
  return appError(
    'UPLOAD.TIMEOUT',
    `The upload did not arrive in time: a form must arrive within ${seconds(timeouts.bodyMs)}, ` +
      `with no pause longer than ${seconds(timeouts.idleMs)}`,
  );
}

/**
 * Reads a multipart/form-data request as `spec` describes it. Each file's first bytes decide its type; an
 * accepted file then goes, as it arrives, to `options.receive` (or into memory), never read ahead of it. On
 * any refusal the request is left unread from that point (unpiped and paused) and the files being received
 * are stopped: the caller answers at once, then calls `discardRestOfUpload`. A receiver that fails (the
 * database, say) rejects the promise.
 */
export function parseMultipart(
  req: IncomingMessage,
  spec: MultipartSpec,
  options: MultipartOptions = {},
): Promise<Result<MultipartBody, AppError>> {
  const refused = checkMultipartHeaders(req, spec);
  if (refused) return Promise.resolve(err(refused));
  const fileFields = Object.keys(spec.files);
  const receive: FileReceiver = options.receive ?? ((_field, file) => collect(file));

  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const files: Record<string, unknown> = {};
    const seen = new Set<string>();
    const pending: Promise<void>[] = [];
    const fileStreams = new Set<Readable>();
    /** Files of the wrong type: reported together at the end (each was read through, within its cap, and dropped). */
    const wrongTypes: Record<string, string> = {};
    let settled = false;
    const timers: NodeJS.Timeout[] = [];
    const onProgress = () => timers[1]?.refresh();

    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: {
          // One more than expected of each, so that an extra part is reported by name (unknown or repeated).
          files: fileFields.length + 1,
          fields: spec.fields.length + 1,
          parts: fileFields.length + spec.fields.length + 2,
          // busboy flags a part that reaches its limit, so one byte more: exactly the limit is accepted.
          fileSize: spec.maxFileBytes + 1,
          fieldSize: MAX_MULTIPART_FIELD_BYTES + 1,
          fieldNameSize: 100,
          headerPairs: 20,
        },
      });
    } catch {
      resolve(err(notMultipart()));
      return;
    }

    const stopReading = () => {
      for (const timer of timers) clearTimeout(timer);
      req.off('data', onProgress);
    };
    /** Settles once: `fault` (a receiver's own failure, not the body's) rejects, for the caller's 500. */
    const finish = (result: Result<MultipartBody, AppError>, fault?: unknown) => {
      if (settled) return;
      settled = true;
      stopReading();
      if (!result.ok) {
        // Stop parsing here; the caller answers, then drops what is left (discardRestOfUpload).
        req.unpipe(parser);
        req.pause();
        parser.removeAllListeners();
        parser.on('error', () => undefined);
        // A receiver stops at once (and deletes what it wrote).
        for (const stream of fileStreams) stream.destroy();
      }
      if (fault === undefined) resolve(result);
      else reject(fault instanceof Error ? fault : new Error(String(fault)));
    };
    const refuse = (error: AppError) => finish(err(error));
    const fail = (fault: unknown) => finish(err(invalid({ _: 'could not be stored' })), fault);

    /** Every part must be expected and come once; returns false (and refuses) otherwise. */
    const admit = (name: string, asFile: boolean): boolean => {
      if (seen.has(name)) {
        refuse(invalid({ [name]: 'was sent more than once' }));
        return false;
      }
      seen.add(name);
      // Own keys only: "constructor" or "__proto__" must not pass for a field of the form.
      const isFileField = Object.hasOwn(spec.files, name);
      if (!isFileField && !spec.fields.includes(name)) {
        refuse(invalid({ [name]: 'is not a field of this form' }));
        return false;
      }
      if (asFile !== isFileField) {
        refuse(invalid({ [name]: asFile ? 'must be text, not a file' : 'must be a file' }));
        return false;
      }
      return true;
    };

    parser.on('field', (name, value, info) => {
      if (settled || !admit(name, false)) return;
      if (info.valueTruncated) {
        refuse(invalid({ [name]: `must be at most ${sizeText(MAX_MULTIPART_FIELD_BYTES)}` }));
        return;
      }
      fields[name] = value;
    });

    const takeFile = async (name: string, kind: UploadKind, stream: Readable, fileName: string): Promise<void> => {
      const head = await readHead(stream, SNIFF_BYTES);
      // A form's empty file input arrives as a part with no bytes: the same as not sending the file.
      if (settled || (head.ended && head.bytes.byteLength === 0)) return;
      const contentType = await acceptedType(head.bytes, kind);
      if (!contentType) {
        wrongTypes[name] = TYPE_MESSAGE[kind];
        return drain(stream, head);
      }
      files[name] = await receive(name, { contentType, fileName, content: wholeFile(head, stream) });
    };

    parser.on('file', (name, stream, info) => {
      if (settled || !admit(name, true)) {
        stream.on('error', () => undefined);
        stream.resume();
        return;
      }
      fileStreams.add(stream);
      // A body cut short errors the file stream too; the parser's own error answers it.
      stream.on('error', () => undefined);
      stream.on('limit', () => refuse(tooLarge(spec.maxFileBytes, name)));
      pending.push(
        takeFile(name, spec.files[name]!, stream, sanitiseFileName(info.filename)).then(
          () => {
            fileStreams.delete(stream);
          },
          (error: unknown) => {
            fileStreams.delete(stream);
            if (!(error instanceof UploadStreamError)) fail(error);
          },
        ),
      );
    });

    const tooMany = () => refuse(invalid({ _: 'has more parts than this form takes' }));
    parser.on('filesLimit', tooMany);
    parser.on('fieldsLimit', tooMany);
    parser.on('partsLimit', tooMany);
    parser.on('error', () => refuse(invalid({ _: 'is not a well-formed multipart/form-data body' })));
    parser.on('close', () => {
      void Promise.all(pending).then(() =>
        finish(Object.keys(wrongTypes).length > 0 ? err(invalid(wrongTypes)) : ok({ fields, files })),
      );
    });
    // A client that goes away mid-upload: nobody reads the answer, but the promise must settle.
    req.on('close', () => {
      if (!req.complete) refuse(invalid({ _: 'was interrupted' }));
    });
    req.on('error', () => refuse(invalid({ _: 'was interrupted' })));
    if (options.timeouts) {
      const timedOut = () => refuse(timeoutError(options.timeouts!));
      timers.push(setTimeout(timedOut, options.timeouts.bodyMs), setTimeout(timedOut, options.timeouts.idleMs));
      req.on('data', onProgress);
      // Once the whole body is here, what remains (storing) is the server's time, not the client's.
      req.once('end', stopReading);
    }
    req.pipe(parser);
  });
}

/**
 * After a request was answered before its body was read (an upload refused part-way, or refused before it
 * was read at all), the client may still be sending. Destroying the socket with data unread makes the kernel
 * reset the connection, and a client that has not read the answer yet loses it (ECONNRESET instead of the
 * 413). So, like nginx's "lingering close": the answer goes out, then this side of the connection is closed
 * (FIN: no further request can follow), and what the client still sends is read and dropped, at most 4 MB
 * or 5 s, after which the socket is destroyed. Nothing of it is parsed or kept. (A client that writes its
 * whole body before reading, as Node's own `net` sockets do, sees its write fail once the socket is destroyed
 * and may then miss the answer: the bound is what protects the server, and it is generous enough for the
 * data a client has in flight when the answer reaches it.)
 */
export function discardRestOfUpload(req: IncomingMessage, res: ServerResponse): void {
  if (req.complete || req.destroyed) return;
  const socket = req.socket;
  let discarded = 0;
  let answered = false;
  const close = () => socket.destroy();
  const timer = setTimeout(close, LINGER_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
  // Consumed here (not left to Node's own dump, which would read the whole rest without counting it).
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (answered && discarded > LINGER_BYTES) close();
  });
  // Destroyed only once the answer is with the operating system: earlier would drop it from the queue.
  res.once('finish', () => {
    answered = true;
    socket.end();
    if (discarded > LINGER_BYTES) close();
  });
  req.resume();
}
