/**
 * Intl's first number formatter of a page is its dearest: the browser loads ICU's locale data on first use (30-55
 * ms on this project's test machine, four times that on a slow phone; docs/web-performance.md, "Start-up in short
 * tasks"). Paid here, in a task of its own just before React starts, instead of inside the first render (react-intl's
 * `createIntl` asks Intl about the locale), where it made the longest task of the hydration. Not earlier: run while
 * the app's code was still downloading, the same call took twice as long.
 */
export function warmUpIntl(locale: string): void {
  try {
    new Intl.NumberFormat(locale).format(0);
  } catch {
    // An unknown locale fails here as it would later, where react-intl reports it and falls back to English.
  }
}
