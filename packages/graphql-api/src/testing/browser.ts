import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { readConfig } from '../config.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium-flags.js';

/** Debian's Chromium; test tools cannot download a browser of their own here. */
const webBuilt = existsSync(`${readConfig({}).webDistDir}/index.html`);

/**
 * Why browser tests cannot run here, or null when they can. In CI a missing browser or web build is an
 * error, not a skip: CI installs Chromium and `npm test` builds the web app first.
 */
export function browserUnavailable(): string | null {
  const reason = !existsSync(CHROMIUM_PATH)
    ? `no Chromium at ${CHROMIUM_PATH} (apt-get install chromium)`
    : !webBuilt
      ? 'the web app is not built (npm run build:web)'
      : null;
  if (reason && process.env.CI) throw new Error(`Browser tests cannot run in CI: ${reason}`);
  if (reason) console.warn(`Skipping browser tests: ${reason}`);
  return reason;
}

/**
 * A server-rendered page (docs/web-performance.md) is on screen before its code runs: its buttons and fields do
 * nothing until React has hydrated them. Like a person who waits for the page to respond, `page.goto` here returns
 * once React owns the page's heading (a node React has hydrated carries a `__reactFiber$…` key); a page the
 * browser draws itself returns as before.
 */
/** Runs in the page (a function, not a string: the CSP allows no eval). Typed here without the DOM library. */
function appOwnsPage(): boolean {
  interface Node {
    getElementById(id: string): object | null;
    querySelector(selector: string): object | null;
  }
  const { document } = globalThis as unknown as { document: Node };
  if (!document.getElementById('server-state')) return true;
  const heading = document.querySelector('#root h1');
  return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'));
}

function waitForAppAfterGoto(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForFunction(appOwnsPage);
    return response;
  };
}

export interface BrowserFixture {
  /** A fresh page in a fresh context (empty storage) for each test. */
  readonly page: Page;
}

/** One headless Chromium per test file, a new context and page per test; page errors fail the test. */
export function useBrowser(
  options: {
    viewport?: { width: number; height: number };
    /** The browser's own time zone (IANA name), e.g. to read deadlines as a viewer outside Accra would. */
    timezoneId?: string;
  } = {},
): BrowserFixture {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let pageErrors: string[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    context = await browser!.newContext({
      viewport: options.viewport ?? { width: 1280, height: 900 },
      ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    });
    page = await context.newPage();
    // Generous: a shared two-core machine can stall a page for seconds; a hang still fails, only later.
    page.setDefaultTimeout(30_000);
    pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    waitForAppAfterGoto(page);
  });
  afterEach(async () => {
    await context?.close();
    if (pageErrors.length) throw new Error(`Uncaught errors in the page: ${pageErrors.join('; ')}`);
  });
  return {
    get page() {
      return page!;
    },
  };
}
