/**
 * The widths (pixels) at which the build ships each bundled project cover as AVIF, next to its SVG:
 * `/images/projects/<slug>.svg` has `/images/projects/<slug>-<width>.avif` (scripts/project-art.mjs writes them;
 * bundled-image.test.ts checks that they are all there). 400 serves a phone at 1x, 800 a phone at 2x (a card is
 * about 380 CSS pixels wide there), 1200 the project page's cover on a desktop at 1.5x and more.
 * Why raster at all when the covers are vector drawings: docs/web-performance.md.
 */
export const BUNDLED_IMAGE_WIDTHS = [400, 800, 1200] as const;

/** The covers the web app ships; any other address (an administrator's https://… image) is used as it is. */
const BUNDLED_COVER = /^\/images\/projects\/([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/;

/**
 * The `srcset` of a bundled cover's AVIF variants (`/images/projects/a-400.avif 400w, …`), or null for an image the
 * web app does not ship, which keeps its plain `src`.
 */
export function bundledImageSrcSet(src: string): string | null {
  const slug = BUNDLED_COVER.exec(src)?.[1];
  if (!slug) return null;
  return BUNDLED_IMAGE_WIDTHS.map((width) => `/images/projects/${slug}-${width}.avif ${width}w`).join(', ');
}

/**
 * `sizes` for the layouts a cover appears in, from the theme's widths (a 1200 px container with 16 px side padding
 * below 900 px of viewport and 24 px above it): the browser picks the smallest variant that fills the frame at the
 * screen's pixel density. A slightly too large guess costs a few KB; a too small one a blurred picture.
 */
export const IMAGE_SIZES = {
  /** A card in the catalog grid (at least 300 px wide, 24 px gaps): one column on a phone, two, then three. */
  card: '(min-width: 1000px) 370px, (min-width: 656px) 50vw, 100vw',
  /** The project page's cover: the whole column, then two thirds of the page beside the sidebar from 1100 px. */
  projectCover: '(min-width: 1200px) 752px, (min-width: 1100px) 63vw, 100vw',
} as const;
