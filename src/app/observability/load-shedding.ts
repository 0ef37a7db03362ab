import type { RequestHandler } from 'express';
import { ERROR_MESSAGES } from '../../../contracts/errors';
import type { OverloadReason } from './overload-detector';

/** Never shed: probes must see the process as it is, and metrics are read most when it is busy. */
const NEVER_SHED = new Set(['/healthz', '/readyz', '/metrics']);

export interface LoadSheddingOptions {
  overloaded: () => OverloadReason | undefined;
  /** Sent as `Retry-After` on every shed request. */
  retryAfterSeconds: number;
  /** Told of every shed request (metrics). */
  onShed?: (reason: OverloadReason) => void;
}

/**
 * First in the stack: while the process is overloaded, a request is answered
 * 503 at once, with `Retry-After` and the API's error body, before any work is
 * spent on it (no logging, no body parsing), so the requests already admitted
 * finish in time instead of everyone waiting longer (docs/adr/0049).
 */
export function loadShedding({ overloaded, retryAfterSeconds, onShed }: LoadSheddingOptions): RequestHandler {
  const body = JSON.stringify({ error: ERROR_MESSAGES['http.overloaded'], code: 'http.overloaded' });
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'retry-after': String(retryAfterSeconds),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  };
  return (req, res, next) => {
    const reason = overloaded();
    if (reason === undefined || NEVER_SHED.has(req.path)) {
      next();
      return;
    }
    onShed?.(reason);
    res.writeHead(503, headers).end(body);
  };
}
