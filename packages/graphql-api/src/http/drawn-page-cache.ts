import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

/** A drawn page as it is sent: the HTML and its two compressed forms, made once when the page was drawn. */
export interface DrawnPage {
  readonly html: string;
  readonly br: Buffer;
  readonly gzip: Buffer;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compresses a drawn page once for every visitor who gets it: brotli at quality 5 (a 60 KB page in about a
 * millisecond, within a few percent of the build's quality 11 on text this repetitive) and gzip.
 */
export async function compressPage(html: string): Promise<DrawnPage> {
  const [br, gz] = await Promise.all([
    brotli(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } }),
    gzipAsync(html),
  ]);
  return { html, br, gzip: gz };
}

export interface DrawnPageCacheOptions {
  /** The pages kept, at most, by the bytes of their three forms; the least recently served goes first. */
  readonly maxBytes: number;
  /**
   * How long a page is served at most, even with nothing changed: it may show relative times ("3 days left"), and
   * a missed invalidation (another process's message lost while Redis was down) ends with it.
   */
  readonly maxAgeMs: number;
  readonly now?: () => number;
}

interface Entry {
  readonly page: DrawnPage;
  readonly storedAt: number;
  readonly bytes: number;
}

/**
 * The pages drawn for visitors, kept until something they show changes (docs/web-performance.md, "Drawn pages from
 * a cache"). A visitor's drawn page depends only on its key (the web build says what: path, query, language) and
 * on the build, so one render serves every visitor until `invalidate()`: the composition root calls it after each
 * committed change a page shows, in this process at once and in the others through the live updates.
 *
 * A render that started before an invalidation is not kept: it may have read the data from before the change
 * (`generation` is taken when the render starts and `put` refuses a page from an older one).
 */
export class DrawnPageCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private currentGeneration = 0;
  private readonly now: () => number;

  constructor(private readonly options: DrawnPageCacheOptions) {
    this.now = options.now ?? (() => performance.now());
  }

  /** Taken before a render starts, and handed back to `put` with its page. */
  get generation(): number {
    return this.currentGeneration;
  }

  get(key: string): DrawnPage | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (this.now() - entry.storedAt > this.options.maxAgeMs) {
      this.remove(key, entry);
      return null;
    }
    // Most recently served last: the Map's order is the eviction order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.page;
  }

  /** Keeps `page` under `key` unless something changed since `generation` (or the page alone is too large). */
  put(key: string, page: DrawnPage, generation: number): void {
    if (generation !== this.currentGeneration) return;
    const bytes = Buffer.byteLength(page.html) + page.br.length + page.gzip.length;
    if (bytes > this.options.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.entries.set(key, { page, storedAt: this.now(), bytes });
    this.bytes += bytes;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.remove(oldestKey, oldest);
    }
  }

  /** Something a drawn page shows changed: every kept page is dropped, and renders under way are not kept. */
  invalidate(): void {
    this.currentGeneration++;
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): { pages: number; bytes: number } {
    return { pages: this.entries.size, bytes: this.bytes };
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
