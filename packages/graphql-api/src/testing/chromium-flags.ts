/** Debian's Chromium, the only browser this machine can have (test tools cannot download their own). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags this machine needs: no sandbox as root, and no background traffic to a network that is closed (without
 * them Chromium floods it with connection attempts). Shared by the browser tests and `npm run lighthouse`.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
