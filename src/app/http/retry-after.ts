import onHeaders from 'on-headers';
import type { RequestHandler } from 'express';

/** How long a client should wait before retrying a 503: the database's connect timeout is about 1 s, so a few seconds. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Every 503 the app sends carries `Retry-After`, whoever answered it (the
 * error handler for a database outage, `/readyz`, a module's own 503), so the
 * header is added as the headers go out rather than in each place.
 */
export const retryAfterOn503: RequestHandler = (_req, res, next) => {
  onHeaders(res, () => {
    if (res.statusCode === 503 && !res.hasHeader('retry-after')) res.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
  });
  next();
};
