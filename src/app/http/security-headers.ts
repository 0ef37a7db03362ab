import helmet from 'helmet';
import type { RequestHandler } from 'express';

/**
 * Security headers of SECURITY.md: a CSP the app itself satisfies (no inline
 * script or style in our HTML), no framing by anyone (CSP `frame-ancestors 'none'`
 * and `X-Frame-Options: DENY` say the same), no referrer, HSTS in production.
 */
export function securityHeaders(production: boolean): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
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
      },
    },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    // The same answer as `frame-ancestors 'none'`, for browsers that predate CSP 2 (helmet's default SAMEORIGIN contradicted it).
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
}
