import type { Page } from 'playwright-core';

/** The phone every width rule is checked on (issue 19 item 1): the narrowest common Android screen. */
export const PHONE = { width: 360, height: 740 } as const;

/** What sticks out of the screen on a page that scrolls sideways. */
export interface WidthReport {
  readonly innerWidth: number;
  readonly scrollWidth: number;
  /** The outermost elements that reach past the screen's right edge, each described for a person to find. */
  readonly offenders: readonly string[];
}

/**
 * Runs in the page (a function, not a string: the CSP allows no eval). An element is an offender when it
 * reaches past the right edge while its parent does not (the first one to stick out, where the fix belongs).
 * Elements inside a frame that scrolls or clips sideways are not: they widen that frame, not the page; nor are
 * elements that are not drawn (the content of a closed <details>).
 */
function measure(): WidthReport {
  interface Box {
    right: number;
    width: number;
  }
  interface El {
    tagName: string;
    id: string;
    className: unknown;
    parentElement: El | null;
    children: ArrayLike<El>;
    textContent: string | null;
    getAttribute(name: string): string | null;
    getBoundingClientRect(): Box;
    checkVisibility?(): boolean;
  }
  const g = globalThis as unknown as {
    innerWidth: number;
    document: { documentElement: { scrollWidth: number }; body: El; querySelectorAll(s: string): ArrayLike<El> };
    getComputedStyle(el: El): { overflowX: string; display: string; visibility: string };
  };
  const limit = g.innerWidth + 0.5;
  const sticksOut = (el: El) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.right > limit;
  };
  const clippedByAncestor = (el: El) => {
    for (let a = el.parentElement; a && a !== g.document.body; a = a.parentElement) {
      if (g.getComputedStyle(a).overflowX !== 'visible') return true;
    }
    return false;
  };
  const describe = (el: El) => {
    const parts = [el.tagName.toLowerCase()];
    for (const attr of ['data-testid', 'role', 'aria-label', 'name']) {
      const value = el.getAttribute(attr);
      if (value) parts.push(`[${attr}="${value}"]`);
    }
    if (el.id) parts.push(`#${el.id}`);
    const path: string[] = [];
    for (let a = el.parentElement; a && path.length < 3 && a !== g.document.body; a = a.parentElement) {
      const id = a.getAttribute('data-testid') ?? a.getAttribute('aria-label') ?? a.id;
      path.unshift(id ? `${a.tagName.toLowerCase()}(${id})` : a.tagName.toLowerCase());
    }
    const box = el.getBoundingClientRect();
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    return `${path.join(' > ')} > ${parts.join('')} (right edge ${Math.round(box.right)}px, ${Math.round(box.width)}px wide) "${text}"`;
  };
  // The outermost elements that stick out (where a fix usually belongs), each with the innermost one it holds
  // that sticks out too (often the cause: a long word, a table, a fixed width).
  const offenders: string[] = [];
  const all = g.document.querySelectorAll('body *');
  const rendered = (el: El) => el.checkVisibility?.() ?? true;
  for (let i = 0; i < all.length && offenders.length < 12; i++) {
    const el = all[i]!;
    if (!sticksOut(el) || !rendered(el) || clippedByAncestor(el)) continue;
    const parent = el.parentElement;
    if (parent && parent !== g.document.body && sticksOut(parent)) continue;
    offenders.push(describe(el));
    let inner: El | undefined = el;
    for (;;) {
      const next: El | undefined = Array.from(inner.children).find((c) => sticksOut(c) && rendered(c));
      if (!next) break;
      inner = next;
    }
    if (inner !== el) offenders.push(`  holding ${describe(inner)}`);
  }
  return { innerWidth: g.innerWidth, scrollWidth: g.document.documentElement.scrollWidth, offenders };
}

/** Opens every closed disclosure (`<details>`), so what it holds is measured too. */
export async function openDisclosures(page: Page): Promise<void> {
  await page.evaluate(() => {
    const { document } = globalThis as unknown as {
      document: { querySelectorAll(s: string): ArrayLike<{ open: boolean }> };
    };
    for (const details of Array.from(document.querySelectorAll('details'))) details.open = true;
  });
}

/** Whether the page is wider than the screen, with what sticks out (an empty list when it fits). */
export async function sidewaysOverflow(page: Page): Promise<WidthReport | null> {
  const report = await page.evaluate(measure);
  return report.scrollWidth > report.innerWidth ? report : null;
}

/** A failure message naming the page and what sticks out. */
export const describeOverflow = (where: string, report: WidthReport) =>
  `${where}: the page is ${report.scrollWidth}px wide on a ${report.innerWidth}px screen\n` +
  report.offenders.map((o) => `    ${o}`).join('\n');

/**
 * Waits until the page has drawn its data: no request under way for half a second and nothing marked busy
 * (skeletons, refreshing lists). Polling lists ask again every 30 s; that is long after this returns.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForFunction(
    () =>
      (
        globalThis as unknown as { document: { querySelectorAll(s: string): ArrayLike<unknown> } }
      ).document.querySelectorAll('[aria-busy="true"]').length === 0,
    undefined,
    { timeout: 20_000 },
  );
}
