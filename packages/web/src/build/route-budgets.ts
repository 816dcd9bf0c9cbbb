/**
 * The most JavaScript (kilobytes of gzip, 1 KB = 1024 bytes) a first visit to each route may download before its
 * page renders: the entry with its static imports plus the route's chunk with its static imports. The web build
 * fails above them (src/build/route-budget-plugin.ts). Why these numbers: docs/web-performance.md.
 */
export const ROUTE_BUDGETS = {
  /**
   * Any route not named below: the shared shell (React, router, Apollo, styled-components: ~162 KB) and a page.
   * Every route carries the interface language since issue 20 (docs/i18n.md): react-intl without its ICU parser
   * (~7 KB) and the visitor's catalog (the largest, Russian, ~3 KB), about 11 KB in all.
   */
  default: 188,
  routes: {
    // The pages a visitor reaches from a search or a shared link, on a phone: a few KB above today's size; raised
    // from 175 when the footer started asking the server whether investors are screened (issue 22 item 7), and by
    // 11 KB for the interface language (issue 20).
    '/': 188,
    '/projects': 188,
    // The project page's unit bar and bounded invest dialog (issue 19) and, loaded after render, its live funding.
    '/projects/:id': 195,
    // A form on first render brings formik and yup (~25 KB).
    '/signin': 210,
    '/signup': 210,
    '/forgot-password': 210,
    '/contact': 210,
    // Its forms and the admin guard; raised from 210 when the `returns` catalog area (issue 22 item 6) added its
    // 15 loaders to the area map every route carries (i18n/messages-area.tsx, ~0.15 KB).
    '/admin/email-settings': 211,
    // Three forms (profile, password, mail preferences) on the shell issues 18 and 19 grew; the sign-out dialog
    // loads when opened.
    '/settings': 213,
    // Signed in: portfolio, goals form and charts; each commitment with its stepper (issue 19 P3); the payment
    // box's "Pay with mobile money or card" with its quote (issue 22).
    '/dashboard': 235,
    // Admins only: the summary cards, the weekly chart and the tab row that scrolls on a phone; each tab is a chunk.
    '/secure-admin': 190,
  } as Readonly<Record<string, number>>,
} as const;
