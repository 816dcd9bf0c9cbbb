/** Text helpers of the assistant's matching: accent-free lower case, words, and an edit distance. */

/** Lower case without accents ("Düsseldorf" → "dusseldorf", "Ñ" → "n"); currency symbols are kept. */
export function normaliseText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The words of a text (letters and digits), normalised. "3-bedroom" gives "3", "bedroom". */
export function wordsOf(text: string): string[] {
  return normaliseText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Levenshtein distance, stopping early once it is over `max` (then `max + 1`). */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * How many typing mistakes a name of this length may carry and still be recognised: none up to 3 letters
 * ("Osu"), one up to 5 ("Tema", "Lekki"), two beyond ("Cantonments" typed "Cantonmens").
 */
export function typoTolerance(length: number): number {
  return length <= 3 ? 0 : length <= 5 ? 1 : 2;
}
