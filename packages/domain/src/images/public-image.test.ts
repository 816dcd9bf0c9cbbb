import { describe, expect, it } from 'vitest';
import { sniffPublicImageType } from './public-image.js';

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));
const bytes = (...parts: (number | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? ascii(p) : [p])));

describe('the type of an uploaded picture, from its bytes', () => {
  it('knows JPEG, PNG, WebP and AVIF by their magic numbers', () => {
    expect(sniffPublicImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffPublicImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffPublicImageType(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffPublicImageType(bytes(0, 0, 0, 0x1c, 'ftypavif', 0, 0, 0, 0, 'mif1miaf'))).toBe('image/avif');
    // An AVIF whose major brand is another (mif1) and lists avif among its compatible brands.
    expect(sniffPublicImageType(bytes(0, 0, 0, 0x18, 'ftypmif1', 0, 0, 0, 0, 'avifmiaf'))).toBe('image/avif');
  });

  it('refuses everything else, however it starts', () => {
    for (const other of [
      bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      bytes('GIF89a', 1, 0, 1, 0),
      bytes('%PDF-1.4'),
      bytes('RIFF', 0, 0, 0, 0, 'WAVEfmt '),
      // HEIC: an ISO-BMFF file, but not AVIF (and "avif" as the minor version is not a brand).
      bytes(0, 0, 0, 0x18, 'ftypheic', 'avif', 'mif1heic'),
      bytes(0xff, 0xd8),
      new Uint8Array(0),
    ]) {
      expect(sniffPublicImageType(other)).toBeNull();
    }
  });
});
