import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** Where answers are data (JSON, files, images), never a page: the API's paths. */
const API_PATHS = /^\/(api|graphql)(\/|$)/;

/**
 * Security headers (helmet): the web app's pages get the document set, with the Content-Security-Policy the app
 * needs; API answers get the set OWASP's REST Security Cheat Sheet gives for APIs ("Security Headers"): a policy
 * that allows nothing and no framing, no MIME sniffing, HSTS, same-origin resources, no framing for old
 * browsers. The document-only headers (opener policy, origin-agent cluster, referrer policy, DNS prefetch,
 * IE's download and XSS filters, Flash's cross-domain policies) govern a page a browser renders, which an API
 * answer never is, and were half of every API answer's bytes before its body: a `{ __typename }` answer went from
 * 1.0 to 0.5 KB, the project page's from 6.8 to 6.3 KB (docs/performance.md, "Session 11"). A route that serves a
 * stored file sets its own sandbox policy on top.
 */
export function securityHeaders(): RequestHandler {
  const pages = helmet({
    contentSecurityPolicy: {
      directives: {
        // styled-components injects <style> tags at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        // blob: the KYC wizard's previews and the review panel's documents (object URLs; PDFs in a frame).
        'img-src': ["'self'", 'data:', 'https:', 'blob:'],
        'frame-src': ["'self'", 'blob:'],
        'connect-src': ["'self'", 'ws:', 'wss:'],
      },
    },
  });
  return (req, res, next) => {
    if (!API_PATHS.test(req.path)) {
      pages(req, res, next);
      return;
    }
    for (const [name, value] of API_SECURITY_HEADERS) res.setHeader(name, value);
    next();
  };
}

/**
 * The API's set as helmet writes it, read once from helmet itself: the set is fixed (no nonce, nothing read from
 * the request), so every API answer, and the GraphQL front door's (graphql/front-door.ts), sets the same list
 * instead of running helmet's seven middlewares each time.
 */
export const API_SECURITY_HEADERS: readonly (readonly [string, string])[] = headersSetBy(
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
    },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  }),
);

/** The headers a middleware sets on an answer, in its order (it must set them without reading the request). */
function headersSetBy(middleware: ReturnType<typeof helmet>): [string, string][] {
  const headers = new Map<string, [string, string]>();
  const answer = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), [name, String(value)]),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  let finished = false;
  middleware({} as never, answer as never, () => {
    finished = true;
  });
  if (!finished) throw new Error('The security headers middleware did not finish at once');
  return [...headers.values()];
}
