import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

/** How a body is read: `express.json`'s signature (it sets `req.body`, or calls `next` with its error). */
export type BodyReader = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** The JSON content types read here; anything else (another charset, say) is the parser's to judge. */
const PLAIN_JSON = new Set(['application/json', 'application/json; charset=utf-8', 'application/json;charset=utf-8']);

const LEADING_BOM = 0xef;

type WithBody = IncomingMessage & { body?: unknown };

/**
 * The front door's body reader (docs/performance.md, "Session 13"): the common request, a plain UTF-8 JSON object
 * or array of a declared length within `limit` bytes, is read and parsed here; every other request, and every
 * body this reader cannot parse, is `parser`'s (the same `express.json` as Express's chain), so the answers to
 * bad bodies stay the parser's own: 413 past the limit, 400 for JSON that does not parse or is not an object or
 * an array, 415 for another charset. body-parser's stack (raw-body, type-is, content-type, iconv-lite, on-finished)
 * was about 1% of a project page's CPU.
 */
export function jsonBodyReader(parser: BodyReader, limit: number): BodyReader {
  return (req, res, next) => {
    const { headers } = req;
    const declared = headers['content-length'];
    const length = declared === undefined ? Number.NaN : Number(declared);
    const readHere =
      PLAIN_JSON.has(headers['content-type']?.toLowerCase() ?? '') &&
      headers['content-encoding'] === undefined &&
      headers['transfer-encoding'] === undefined &&
      Number.isSafeInteger(length) &&
      length > 0 &&
      length <= limit;
    if (!readHere) {
      parser(req, res, next);
      return;
    }
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      chunks.push(chunk);
    };
    const onEnd = () => {
      req.off('error', onError);
      // Node's parser ends a body of a declared length only once all of it came; anything else is a broken request.
      if (received !== length) {
        next(abandoned());
        return;
      }
      const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, received);
      const body = parsedContainer(bytes);
      if (body === undefined) {
        // The parser's own verdict on the same bytes: its error, or the body it reads there (after a byte-order mark).
        const replay = replayOf(req, bytes);
        parser(replay, res, (error?: unknown) => {
          if (error === undefined) (req as WithBody).body = (replay as WithBody).body;
          next(error);
        });
        return;
      }
      (req as WithBody).body = body;
      next();
    };
    const onError = (error: Error) => {
      req.off('data', onData);
      req.off('end', onEnd);
      next(abandoned(error));
    };
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', onError);
  };
}

/** As raw-body reports a request the client abandoned: a 400 that nobody reads, not an internal error. */
const abandoned = (cause?: Error) =>
  Object.assign(new Error('request aborted'), { status: 400, type: 'request.aborted', cause });

/** The body as JSON when it is an object or an array (what the parser takes in its strict mode), else undefined. */
function parsedContainer(bytes: Buffer): object | undefined {
  // A byte-order mark is the parser's to strip; JSON.parse would refuse it.
  if (bytes[0] === LEADING_BOM) return undefined;
  try {
    const value: unknown = JSON.parse(bytes.toString('utf8'));
    return typeof value === 'object' && value !== null ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A request whose body is `bytes` again, with the original's method, URL and headers, for the parser to read. */
function replayOf(req: IncomingMessage, bytes: Buffer): IncomingMessage {
  const replay = new Readable({ read() {} });
  replay.push(bytes);
  replay.push(null);
  return Object.assign(replay, {
    headers: req.headers,
    method: req.method,
    url: req.url,
  }) as unknown as IncomingMessage;
}
