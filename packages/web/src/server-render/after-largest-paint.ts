import { SERVER_STATE_ID } from './splice';

/** The longest the app waits for the largest picture: a picture that never arrives must not keep a page inert. */
const MAX_WAIT_MS = 2_500;

/**
 * Resolves once a server-rendered page has been painted with its largest picture (the `<img fetchpriority="high">`
 * the page marks: a project card or cover), or at once on a page the server did not draw, which shows nothing
 * until the app runs.
 */
export function afterLargestPaint(doc: Document): Promise<void> {
  if (!doc.getElementById(SERVER_STATE_ID)) return Promise.resolve();
  const picture = doc.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  const loaded =
    picture && !picture.complete
      ? new Promise<void>((resolve) => {
          picture.addEventListener('load', () => resolve(), { once: true });
          picture.addEventListener('error', () => resolve(), { once: true });
          setTimeout(resolve, MAX_WAIT_MS);
        })
      : Promise.resolve();
  // The frame after: the picture (or the page) is painted before the app's code runs. A tab opened in the
  // background paints no frame until it is shown; its app starts without waiting.
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        if (doc.visibilityState === 'hidden') resolve();
        else requestAnimationFrame(() => setTimeout(resolve, 0));
      }),
  );
}
