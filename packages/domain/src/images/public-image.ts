/**
 * A public picture an admin uploaded (a project's or a unit's image), served to anyone at `/api/images/<id>`.
 * Rows are never changed: an id always names the same bytes, so browsers and caches may keep them for ever.
 */
export interface PublicImage {
  /** A random UUID: unguessable, so an image uploaded but not yet used on a page is not found by counting. */
  readonly id: string;
  readonly contentType: PublicImageType;
  readonly byteSize: number;
  /** Hex SHA-256 of the bytes, kept for the audit trail and for spotting the same picture uploaded twice. */
  readonly sha256: string;
  readonly uploadedBy: number | null;
  readonly uploadedAt: Date;
}

export interface PublicImageWithContent extends PublicImage {
  readonly content: Uint8Array;
}

export interface NewPublicImage {
  readonly content: Uint8Array;
  readonly contentType: PublicImageType;
  readonly uploadedBy: number | null;
  readonly uploadedAt: Date;
}

/** The types every current browser shows in an <img>; SVG (script) and GIF are left out on purpose. */
export const PUBLIC_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export type PublicImageType = (typeof PUBLIC_IMAGE_TYPES)[number];

/** 5 MB: a large, uncompressed photograph; the pages show pictures at most 1200 px wide. */
export const PUBLIC_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

const startsWith = (bytes: Uint8Array, at: number, expected: readonly number[]): boolean =>
  bytes.length >= at + expected.length && expected.every((b, i) => bytes[at + i] === b);
const ascii = (text: string): number[] => Array.from(text, (c) => c.charCodeAt(0));

/** ISO-BMFF brands that mean AVIF (a still image, or an image sequence). */
const AVIF_BRANDS = ['avif', 'avis'];

/**
 * The type the bytes show (their magic numbers), or null when they are none of the accepted images. Never the
 * name or the type a client declared: a renamed HTML page or SVG stays refused.
 */
export function sniffPublicImageType(bytes: Uint8Array): PublicImageType | null {
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, 0, ascii('RIFF')) && startsWith(bytes, 8, ascii('WEBP'))) return 'image/webp';
  // AVIF: an ISO-BMFF `ftyp` box whose major or one of whose compatible brands is avif/avis.
  if (startsWith(bytes, 4, ascii('ftyp')) && bytes.length >= 16) {
    const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
    const end = Math.min(boxSize, bytes.length, 256);
    for (let at = 8; at + 4 <= end; at += 4) {
      if (at === 12) continue; // the minor version, not a brand
      const brand = String.fromCharCode(...bytes.subarray(at, at + 4));
      if (AVIF_BRANDS.includes(brand)) return 'image/avif';
    }
  }
  return null;
}
