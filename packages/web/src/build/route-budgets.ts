/**
 * The most JavaScript (kilobytes of gzip, 1 KB = 1024 bytes) a first visit to each route may download before its
 * page renders: the entry with its static imports plus the route's chunk with its static imports. The web build
 * fails above them (src/build/route-budget-plugin.ts). Why these numbers: docs/web-performance.md.
 */
export const ROUTE_BUDGETS = {
  /**
   * Any route not named below: the shared shell (React, router, Apollo, styled-components: ~162 KB) and a page.
   * 176 (from 175): the footer asks the server whether investors are screened (issue 22 item 7), and the site's one
   * date module (lib/dates, issue 19 item 8: one format, deadlines with their time zone).
   */
  default: 176,
  routes: {
    // The pages a visitor reaches from a search or a shared link, on a phone: a few KB above today's size; raised
    // from 175 when the footer started asking the server whether investors are screened (issue 22 item 7).
    '/': 176,
    // The list's paging (issue 23: the page hook, the connection query and Load More) put it at 175.7 KB.
    '/projects': 176,
    // The verification wizard's first screen: 176 since the shared generated operations grew with the online
    // payment documents (issue 22); the wizard's steps load as they open.
    '/kyc-verification': 176,
    // The project page's unit bar and bounded invest dialog (issue 19) and, loaded after render, its live funding.
    '/projects/:id': 184,
    // A form on first render brings formik and yup (~25 KB).
    '/signin': 200,
    '/signup': 200,
    '/forgot-password': 200,
    '/contact': 200,
    '/admin/email-settings': 200,
    // Three forms (profile, password, mail preferences) on the shell issues 18 and 19 grew; the sign-out dialog
    // loads when opened.
    '/settings': 202,
    // Signed in: portfolio, goals form and charts; each commitment with its stepper (issue 19 P3); the payment
    // box's "Pay with mobile money or card" with its quote (issue 22).
    '/dashboard': 224,
    // Admins only: the summary cards, the weekly chart and the tab row that scrolls on a phone; each tab is a chunk.
    '/secure-admin': 182,
  } as Readonly<Record<string, number>>,
} as const;
