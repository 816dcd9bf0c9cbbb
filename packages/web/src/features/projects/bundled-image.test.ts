import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUNDLED_IMAGE_WIDTHS, bundledImageSrcSet } from './bundled-image';

const coversDir = new URL('../../../public/images/projects/', import.meta.url);

/** The brand and the pixel size an AVIF file declares: its `ftyp` box and its `ispe` (image spatial extents). */
function avifHeader(file: Buffer): { brand: string; width: number; height: number } | null {
  const ispe = file.indexOf('ispe');
  if (file.toString('latin1', 4, 8) !== 'ftyp' || ispe < 0) return null;
  // ispe: 4 bytes of version and flags, then the width and the height as 32-bit big-endian integers.
  return {
    brand: file.toString('latin1', 8, 12),
    width: file.readUInt32BE(ispe + 8),
    height: file.readUInt32BE(ispe + 12),
  };
}

describe('bundledImageSrcSet', () => {
  it('lists the AVIF variants of a bundled cover by width', () => {
    expect(bundledImageSrcSet('/images/projects/east-legon-heights.svg')).toBe(
      '/images/projects/east-legon-heights-400.avif 400w, /images/projects/east-legon-heights-800.avif 800w, ' +
        '/images/projects/east-legon-heights-1200.avif 1200w',
    );
  });

  it('leaves any other image to its plain src', () => {
    for (const src of [
      'https://cdn.example.com/images/projects/east-legon-heights.svg',
      '/images/projects/east-legon-heights.png',
      '/images/units/a.svg',
      '/images/projects/../secret.svg',
      '/images/projects/East-Legon.svg',
      '',
    ]) {
      expect(bundledImageSrcSet(src), src).toBeNull();
    }
  });
});

describe('the bundled covers (public/images/projects)', () => {
  const covers = readdirSync(coversDir).filter((name) => name.endsWith('.svg'));

  it('are there', () => {
    expect(covers.length).toBeGreaterThan(0);
  });

  it('each have an AVIF at every width of the srcset, at 16:9 like the drawing', () => {
    for (const cover of covers) {
      const srcSet = bundledImageSrcSet(`/images/projects/${cover}`);
      expect(srcSet, cover).not.toBeNull();
      const variants = (srcSet ?? '').split(', ').map((entry) => entry.split(' '));
      expect(variants.map(([, width]) => width)).toEqual(BUNDLED_IMAGE_WIDTHS.map((w) => `${w}w`));
      for (const [url = '', width] of variants) {
        const header = avifHeader(readFileSync(new URL(url.replace('/images/projects/', ''), coversDir)));
        expect(header, url).toEqual({
          brand: 'avif',
          width: Number.parseInt(width ?? '', 10),
          height: (Number.parseInt(width ?? '', 10) * 9) / 16,
        });
      }
    }
  });
});
