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
  // 189 since the project cards' and filters' words joined the core catalog (issue 20): the phone pages below may
  // not exceed it (route-chunks.test.ts). 184 since each GraphQL document went into the chunk of the code that uses
  // it (src/build/split-documents-plugin.ts; issue 23): every route's first visit carried all 121 (~6 KB).
  default: 184,
  routes: {
    // The pages a visitor reaches from a search or a shared link, on a phone: a few KB above today's size; raised
    // from 175 when the footer started asking the server whether investors are screened (issue 22 item 7), and by
    // 11 KB for the interface language (issue 20). -5 KB in issue 23: only the documents the page asks for (above).
    '/': 183,
    // +1 KB in issue 20: the project cards' and filters' words joined the core catalog (the list is drawn on the
    // server, so they cannot wait for an area), ~0.7 KB in Russian, the largest. -5 KB in issue 23 (documents).
    '/projects': 184,
    // The project page's unit bar and bounded invest dialog (issue 19) and, loaded after render, its live funding;
    // +3 KB in issue 20: the project cards' text in the core catalog (~0.7 KB) and the page's message code (its own
    // text is an area, loaded beside the route), and drawing its texts in the visitor's language (ContentText,
    // 0.5 KB; the translator itself is lazy).
    '/projects/:id': 198,
    // A form on first render brings formik and yup (~25 KB).
    // +1 KB in issue 20: the account forms' messages (an area) and the core catalog's growth (project cards, shell).
    '/signin': 211,
    '/signup': 211,
    // +1 KB in issue 23: every GraphQL document shares one chunk, which the admin lists' paged queries and their
    // server-counted stat query grew by ~0.4 KB (210.7 → 211.1 KB).
    '/forgot-password': 212,
    // +1 KB (issue 20): the core catalog every route carries grew by the project cards' and filters' text (~0.7 KB);
    // the contact page's own text is an area, not counted here.
    '/contact': 211,
    // Its form, and since issue 20 the admin pages' words: the area loader (`MessagesArea`; the catalog itself is a
    // chunk of its own fetched alongside), the core catalog's growth, and every GraphQL document shares one chunk,
    // which the content-translation editor's three (issue 20 item 2) grew.
    '/admin/email-settings': 213,
    // Three forms (profile, password, mail preferences) on the shell issues 18 and 19 grew; the sign-out dialog
    // loads when opened.
    // +1 KB in issue 20 and 22: the language and home-currency sections' loaders and the core catalog's growth.
    '/settings': 214,
    // Signed in: portfolio, goals form and charts; each commitment with its stepper (issue 19 P3); the payment
    // box's "Pay with mobile money or card" with its quote (issue 22); +1 KB for the core catalog's project cards
    // (issue 20); +1 KB when the last screens were converted (issue 20: the payment deadline's words, the admin
    // lists' paged queries in the shared GraphQL documents chunk, the tab title from the catalog).
    '/dashboard': 237,
    // Admins only: the summary cards, the weekly chart and the tab row that scrolls on a phone; each tab is a chunk.
    // +1 KB in issue 20: the admin frame's words (an area) and the core catalog's growth. +1 KB in issue 23: the
    // admin lists' paged queries and their stat counts (the shared GraphQL documents chunk), and the Reconciliation
    // and KYC lists' paging. +1 KB when the lists' "Load more" became one shared hook (graphql/use-load-more.ts): the
    // code shrank, but a chunk of its own (0.4 KB gzip) costs more than the copies it replaced inside other chunks.
    '/secure-admin': 193,
  } as Readonly<Record<string, number>>,
} as const;
