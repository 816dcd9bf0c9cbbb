import { bundledImageSrcSet } from './bundled-image';

/**
 * Starts the download of a page's largest picture as soon as its address is known (src/route-prefetch.ts calls
 * this when the page's prefetched data arrives), instead of when React has rendered its <img>: a
 * `<link rel="preload" as="image">` in the head with the srcset and sizes the page's <picture> will use, so the
 * browser picks the same file and the <img> finds it downloaded or on its way. A browser without AVIF ignores the
 * preload of a bundled cover (its type), as it will load the SVG.
 */
export function preloadCover(src: string | null | undefined, sizes: string): void {
  if (!src) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.fetchPriority = 'high';
  const srcSet = bundledImageSrcSet(src);
  if (srcSet) {
    link.type = 'image/avif';
    link.imageSrcset = srcSet;
    link.imageSizes = sizes;
  } else {
    link.href = src;
  }
  document.head.append(link);
}
