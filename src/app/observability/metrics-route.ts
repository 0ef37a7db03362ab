import { createHash, timingSafeEqual } from 'node:crypto';
import type { Application, Request } from 'express';
import type { Registry } from 'prom-client';
import { ERROR_MESSAGES } from '../../../contracts/errors';
import { errorBody } from '../../shared/http';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries `Authorization: Bearer <token>`; compared in constant time (both sides hashed to one length). */
function carriesToken(req: Request, expected: Buffer): boolean {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(req.headers.authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), expected);
}

/**
 * `GET /metrics` in Prometheus's text format, for whoever sends the configured
 * bearer token (`METRICS_TOKEN`); without a token configured the route does not
 * exist (404), so metrics are never public by omission.
 */
export function mountMetricsRoute(app: Application, registry: Registry | undefined, token: string | undefined): void {
  if (registry === undefined || token === undefined) {
    app.get('/metrics', (_req, res) => {
      res.status(404).json(errorBody(ERROR_MESSAGES['http.not-found'], 'http.not-found'));
    });
    return;
  }
  const expected = digest(token);
  app.get('/metrics', async (req, res, next) => {
    if (!carriesToken(req, expected)) {
      res.status(401).setHeader('www-authenticate', 'Bearer').json(errorBody(ERROR_MESSAGES['http.unauthorized'], 'http.unauthorized'));
      return;
    }
    try {
      const text = await registry.metrics();
      res.status(200).setHeader('content-type', registry.contentType).setHeader('cache-control', 'no-store').send(text);
    } catch (err) {
      next(err);
    }
  });
}
