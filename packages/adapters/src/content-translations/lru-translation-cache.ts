import type { TranslationCache } from '@cobuy/domain';

/**
 * Machine translations kept in this process, the least recently used dropped first past `capacity`, each for
 * at most `ttlMs` (a better service model or a fixed glossary shows through within a day). A Map keeps insertion
 * order, so re-inserting on a hit makes it the newest.
 */
export class LruTranslationCache implements TranslationCache {
  private readonly entries = new Map<string, { value: string; expiresAt: number }>();

  constructor(
    private readonly capacity = 5_000,
    private readonly ttlMs = 24 * 60 * 60 * 1000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: string): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
    while (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }
}
