import helmet from 'helmet';
import type { RequestHandler } from 'express';
import type { PageSources } from '../../shared/http';
import { API_DOCS_PAGE } from './openapi';

type Directives = Record<string, string[]>;

/** The app's own policy: everything from this origin, nothing inline, nothing framed. */
function directives(production: boolean): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    ...(production ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** `base` with `extra` sources added; a directive the base leaves to `default-src` starts from it. */
function widened(base: Directives, extra: PageSources[string]): Directives {
  const result = { ...base };
  for (const [name, sources] of Object.entries(extra)) {
    result[name] = [...(base[name] ?? base['default-src'] ?? []), ...(sources ?? [])];
  }
  return result;
}

function headers(production: boolean, csp: Directives, { documents = true } = {}): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: csp },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    // The same answer as `frame-ancestors 'none'`, for browsers that predate CSP 2 (helmet's default SAMEORIGIN contradicted it).
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    ...(documents ? {} : DOCUMENT_ONLY_OFF),
  });
}

/**
 * Helmet's headers that only a document (a page a browser renders, a file it
 * downloads) reads: a browsing context group and origin-keyed agent cluster,
 * DNS prefetching of a page's links, IE8's download prompt, Flash's and
 * Acrobat's cross-domain policy files, the retired XSS auditor. A JSON answer
 * of the API is none of those; it keeps the CSP, nosniff, no framing, no
 * referrer, HSTS and `Cross-Origin-Resource-Policy` (docs/adr/0063).
 */
const DOCUMENT_ONLY_OFF = {
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const;

/**
 * Security headers of SECURITY.md: a CSP the app itself satisfies (no inline
 * script or style in our HTML), no framing by anyone (CSP `frame-ancestors 'none'`
 * and `X-Frame-Options: DENY` say the same), no referrer, HSTS in production.
 * The API's JSON answers leave out the headers only documents read.
 * A page a module names in `pages` (the paywall with Stripe, ADR 0029) gets
 * the third-party sources it needs added, on that path only: a CSP binds the
 * document it came with, so every other page keeps the app's own policy.
 */
export function securityHeaders(production: boolean, pages: PageSources = {}): RequestHandler {
  const base = directives(production);
  const everywhere = headers(production, base);
  const api = headers(production, base, { documents: false });
  const byPath = new Map(Object.entries(pages).map(([path, extra]) => [path, headers(production, widened(base, extra))]));
  return (req, res, next) => {
    const answersJson = req.path.startsWith('/api/') && req.path !== API_DOCS_PAGE;
    (answersJson ? api : (byPath.get(req.path) ?? everywhere))(req, res, next);
  };
}
