import { appError, IMAGE_MESSAGES, type AppError } from '@cobuy/application';
import { err, ok, PUBLIC_IMAGE_TYPES, type Result } from '@cobuy/domain';
import busboy from 'busboy';
import { fileTypeFromBuffer } from 'file-type';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Uploads (multipart/form-data) for the REST facade, read the way a bank would want them read:
 * - each file's size is capped while it streams (busboy's `fileSize`), and the first file over the cap stops
 *   the parsing there: answered 413 at once, the rest of the body is never parsed nor kept (see
 *   `discardRestOfUpload` for how the connection is then closed);
 * - the type is decided from the content's magic bytes (file-type), never from the file name or the type the
 *   client declared; only JPEG, PNG, WebP and (where allowed) PDF pass, so SVG, HTML, GIF, text and renamed
 *   executables are refused on their field;
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
  readonly files: Record<string, UploadedFile>;
}

/** 10 MB: the largest identity document or selfie accepted. */
export const MAX_UPLOAD_FILE_BYTES = 10 * 1024 * 1024;
/** The largest text field of a multipart form (the longest KYC text is far below). */
const MAX_MULTIPART_FIELD_BYTES = 10 * 1024;
const MAX_FILE_NAME_LENGTH = 100;
/** Room for the part headers and boundaries around the files and fields, for the Content-Length check. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
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

/**
 * Reads a multipart/form-data request as `spec` describes it. On any refusal the request is left unread
 * from that point (unpiped and paused): the caller answers at once, then calls `discardRestOfUpload`.
 */
export function parseMultipart(req: IncomingMessage, spec: MultipartSpec): Promise<Result<MultipartBody, AppError>> {
  if (!isMultipart(req)) {
    return Promise.resolve(
      err(appError('UPLOAD.NOT_MULTIPART', 'This call takes multipart/form-data (a form with files)')),
    );
  }
  const fileFields = Object.keys(spec.files);
  const declaredLength = Number(req.headers['content-length']);
  const budget =
    spec.maxFileBytes * fileFields.length + MAX_MULTIPART_FIELD_BYTES * spec.fields.length + MULTIPART_OVERHEAD_BYTES;
  if (Number.isFinite(declaredLength) && declaredLength > budget) {
    return Promise.resolve(err(tooLarge(spec.maxFileBytes)));
  }

  return new Promise((resolve) => {
    const fields: Record<string, string> = {};
    const files: Record<string, UploadedFile> = {};
    const seen = new Set<string>();
    const pending: Promise<void>[] = [];
    /** Files of the wrong type: reported together at the end (each was already read whole, within its cap). */
    const wrongTypes: Record<string, string> = {};
    let settled = false;

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
      resolve(err(appError('UPLOAD.NOT_MULTIPART', 'This call takes multipart/form-data (a form with files)')));
      return;
    }

    const finish = (result: Result<MultipartBody, AppError>) => {
      if (settled) return;
      settled = true;
      if (!result.ok) {
        // Stop parsing here; the caller answers, then drops what is left (discardRestOfUpload).
        req.unpipe(parser);
        req.pause();
        parser.removeAllListeners();
        parser.on('error', () => undefined);
      }
      resolve(result);
    };
    const refuse = (error: AppError) => finish(err(error));

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

    parser.on('file', (name, stream, info) => {
      if (settled || !admit(name, true)) {
        stream.on('error', () => undefined);
        stream.resume();
        return;
      }
      const kind = spec.files[name]!;
      const chunks: Buffer[] = [];
      let size = 0;
      // A body cut short errors the file stream too; the parser's own error answers it.
      stream.on('error', () => undefined);
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        chunks.push(chunk);
      });
      stream.on('limit', () => refuse(tooLarge(spec.maxFileBytes, name)));
      stream.on('end', () => {
        if (settled || stream.truncated) return;
        // A form's empty file input arrives as a part with no bytes: the same as not sending the file.
        if (size === 0) return;
        const content = Buffer.concat(chunks, size);
        pending.push(
          acceptedType(content, kind).then((contentType) => {
            if (!contentType) wrongTypes[name] = TYPE_MESSAGE[kind];
            else files[name] = { content, contentType, fileName: sanitiseFileName(info.filename) };
          }),
        );
      });
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
